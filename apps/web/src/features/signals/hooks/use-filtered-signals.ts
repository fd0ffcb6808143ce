import type { Signal } from '@argus/contract';
import {
  deriveSignalOptions,
  filterSignals,
  prepareSignals,
  type Reviews,
  type SignalCriteria,
} from '@argus/filtering';
import { useMemo } from 'react';
import { groupEventTypes } from '../lib/group-event-types';

/**
 * Spec section 4: a folder's events are prepared (and its option lists derived) once per load; every criteria or
 * review change then only refilters. Up to about 200,000 signals this fits in a frame on the main thread (ADR 0030).
 */
export function useFilteredSignals(events: readonly Signal[], criteria: SignalCriteria, reviews: Reviews) {
  const prepared = useMemo(() => prepareSignals(events), [events]);
  const options = useMemo(() => deriveSignalOptions(events), [events]);
  const eventTypeGroups = useMemo(() => groupEventTypes(options.eventTypes, events), [options.eventTypes, events]);
  const result = useMemo(() => filterSignals(prepared, criteria, reviews), [prepared, criteria, reviews]);
  return { result, options, eventTypeGroups };
}
