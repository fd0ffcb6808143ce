import {
  FOLDER_PARAM,
  OPEN_MENTION_PARAM,
  OPEN_SIGNAL_PARAM,
  RELEVANCE_SORT,
  STREAM_SORT_PARAM,
  type SavedView,
  type SavedViewKind,
} from '@argus/contract';
import { paths } from '../../../lib/paths';

const SCREEN_OF: Record<SavedViewKind, string> = { signals: paths.signalStream, mentions: paths.mentionStream };
const OPEN_ITEM_PARAM_OF: Record<SavedViewKind, string> = { signals: OPEN_SIGNAL_PARAM, mentions: OPEN_MENTION_PARAM };

type ViewAddress = Pick<SavedView, 'kind' | 'customer' | 'criteria'>;

/** The screen a view of this kind filters. */
export function savedViewScreen(kind: SavedViewKind): string {
  return SCREEN_OF[kind];
}

/**
 * Where a saved view opens: its screen with its folder (`?folder=`, which the app layout selects and then drops from
 * the address, as for the links of mails) and its criteria as the server keeps them, so that the filter in the
 * address after the folder is taken is the view's own text. A view that keeps "Most relevant first" holds
 * `sort=relevance` in its criteria and so opens sorted so; one without opens newest first, whatever the order was.
 */
export function savedViewHref({ kind, customer, criteria }: ViewAddress): string {
  const folder = `${FOLDER_PARAM}=${encodeURIComponent(customer)}`;
  return `${SCREEN_OF[kind]}?${criteria ? `${folder}&${criteria}` : folder}`;
}

/**
 * A query string's parameters in one order, so that two writings of one filter compare equal; an order other than
 * "Most relevant first" is newest first, the one a view without `sort` opens in.
 */
function sortedParams(search: string, dropped: readonly string[]): string {
  const params = new URLSearchParams(search);
  for (const key of dropped) params.delete(key);
  if (params.get(STREAM_SORT_PARAM) !== RELEVANCE_SORT) params.delete(STREAM_SORT_PARAM);
  params.sort();
  return params.toString();
}

/** Whether the address shows this view: its screen with its filter and its order (an open item's details aside). */
export function isSavedViewShown(view: Pick<SavedView, 'kind' | 'criteria'>, pathname: string, search: string) {
  if (pathname !== SCREEN_OF[view.kind]) return false;
  const dropped = [FOLDER_PARAM, OPEN_ITEM_PARAM_OF[view.kind]];
  return sortedParams(search, dropped) === sortedParams(view.criteria, dropped);
}
