import { signalsEndpoints } from '@argus/contract';
import type { DateRange } from '../../../lib/default-date-range';
import { withCustomerFlag } from '../../../lib/loading-flags-store';
import { useFolderSignalsStore } from '../hooks/use-folder-signals-store';
import { historyEnd } from './history-range';
import { fetchInSignalsWorker } from './signals-worker-client';

function customerPath(template: string, customer: string): string {
  return template.replace(':customer', encodeURIComponent(customer));
}

/** Spec section 4, step 6: the latest events of a customer's range, fetched in the worker. */
export function loadLatestSignals(customer: string, range: DateRange): Promise<void> {
  return withCustomerFlag(customer, 'monitoringRecent', async () => {
    const query = new URLSearchParams({ start: range.start.toISOString(), end: range.end.toISOString() });
    const path = `${customerPath(signalsEndpoints.latestSignals.path, customer)}?${query.toString()}`;
    const { events, total } = await fetchInSignalsWorker('latest', path);
    useFolderSignalsStore.getState().mergeSignals(customer, { events, total });
  });
}

/** Spec section 4, step 7: the rest of the range, by date, merged into the latest events without repeats. */
export function loadSignalHistory(customer: string, range: DateRange, now: Date = new Date()): Promise<void> {
  return withCustomerFlag(customer, 'monitoringHistory', async () => {
    const loaded = useFolderSignalsStore.getState().folders[customer]?.events ?? [];
    const end = historyEnd(
      range.start,
      loaded.map((event) => event.publishDate),
      now,
    );
    const path = customerPath(signalsEndpoints.signalsByDate.path, customer)
      .replace(':fromIso', encodeURIComponent(range.start.toISOString()))
      .replace(':toIso', encodeURIComponent(end.toISOString()));
    const { events, duplicates } = await fetchInSignalsWorker('byDate', path);
    useFolderSignalsStore.getState().mergeSignals(customer, { events, duplicates, historyLoaded: true });
  });
}
