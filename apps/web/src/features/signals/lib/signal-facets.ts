import type { Signal, SignalFilterOptions } from '@argus/contract';
import { deriveSignalOptions, type SignalOptions } from '@argus/filtering';
import { groupByCategory, groupEventTypes, type EventTypeGroup } from './group-event-types';

/** The filter panel's choices for a folder: its option lists and event types grouped by category. */
export type SignalFacets = { options: SignalOptions; eventTypeGroups: EventTypeGroup[] };

/** The same on the page and in the signals worker, once per folder change. */
export function facetsOf(signals: readonly Signal[]): SignalFacets {
  const options = deriveSignalOptions(signals);
  return { options, eventTypeGroups: groupEventTypes(options.eventTypes, signals) };
}

/** The choices the server answers for a folder it filters (ADR 0110). */
export function facetsOfServerOptions({ eventTypes, ...lists }: SignalFilterOptions): SignalFacets {
  const names = eventTypes.map((eventType) => eventType.name);
  const categoryOf = new Map(eventTypes.map((eventType) => [eventType.name, eventType.category]));
  return { options: { ...lists, eventTypes: names }, eventTypeGroups: groupByCategory(names, categoryOf) };
}
