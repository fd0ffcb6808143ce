import type { ListDensity } from '@argus/contract';
import type { ReactNode } from 'react';
import type { ServerListing } from '../folder-data/use-server-filter';
import type { CriteriaChange } from './common-criteria';
import type { ItemRelevanceOf } from './stream-sort';
import type { TriageHandlers } from './virtual-item-list';

/** What a stream screen's page hands its view, whatever the kind of item (T), its criteria (C) and choices (O). */
export type StreamViewProps<T, C, O> = {
  historyLoaded: boolean;
  criteria: C;
  options: O;
  /** The list comes from the server, page by page (ADR 0033). */
  server?: ServerListing<T> | null;
  /** The filter's answer for the present criteria is on its way. */
  filtering: boolean;
  onChange: CriteriaChange<C>;
  onReset: () => void;
  /** Bookmark, like and dislike (the reviews feature's, composed by the route page). */
  renderActions?: (item: T) => ReactNode;
  /** What the triage keys do to the active item: o/Enter opens it, b/l/d review it. */
  triage?: TriageHandlers<T>;
  /** Buttons beside Export CSV. */
  headerActions?: ReactNode;
  /** How far back the folder is loaded, as the status line says it: "the last month" unless the user chose longer. */
  loadedRangeText?: string;
  /** Cards or compact rows, chosen in the header and remembered for the user (ADR 0105). */
  density: ListDensity;
  onDensityChange: (density: ListDensity) => void;
  /** While the list is ranked by relevance (ADR 0137): each card's "For you" mark and reason. */
  relevanceOf?: ItemRelevanceOf<T>;
  /** A line above the list (the relevance sort's cold start). */
  notice?: ReactNode;
};
