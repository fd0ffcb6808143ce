import { signalFilterEndpoints } from '@argus/contract';
import { defaultSignalCriteria, signalCriteriaToSearchParams, toStartCase } from '@argus/filtering';
import { callEndpoint } from '../../../lib/api-client';
import { createFilterRead } from '../../../shared/folder-data/server-filter-read';

/** The customer's signals filtered by the server (ADR 0031), where the browser lacks them (ADR 0033). */
const filteredSignals = createFilterRead({
  kind: 'signals',
  readPage: (customer, query, signal) =>
    callEndpoint(signalFilterEndpoints.filterSignals, { params: { customer }, query, signal }),
  toSearchParams: (criteria) => signalCriteriaToSearchParams(criteria),
  defaults: defaultSignalCriteria,
  itemsOf: (page) => page.events,
  // The target entity names in start case, like every loaded signal (spec section 3).
  adapt: (page) => ({
    ...page,
    events: page.events.map((event) => ({ ...event, targetEntityName: toStartCase(event.targetEntityName) })),
  }),
  errorTitle: 'Signals Error',
});

/** The Signals screen's list, page by page. */
export const filteredSignalsQuery = filteredSignals.query;
/** How many signals the folder has in some days. */
export const countSignals = filteredSignals.count;
