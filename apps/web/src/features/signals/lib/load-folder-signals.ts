import {
  SIGNALS_PAGE_MAX_LIMIT,
  signalsEndpoints,
  type DuplicateSignal,
  type SignalsByDateResponse,
} from '@argus/contract';
import { endpointUrl } from '../../../lib/api-client';
import type { DateRange } from '../../../lib/default-date-range';
import { withCustomerFlag } from '../../../shared/state/loading-flags-store';
import { useFolderSignalsStore } from '../hooks/use-folder-signals-store';
import { historyEnd } from './history-range';
import { fetchFolderSignals } from './signals-worker-client';

/**
 * The newest signals the first screen asks for: more than a tall window shows, a tenth of the server's default (500),
 * so that the first cards wait for 14 KB instead of 130 KB (gzip, the demo's biggest folder) and their parse; the rest
 * of the range comes with the history, which follows at once (ADR 0147).
 */
const FIRST_SCREEN_SIGNALS = 50;

/**
 * Spec section 4, step 6: the latest events of a customer's range, fetched in the worker, which keeps a copy of the
 * folder (ADR 0047). `replace`: a reload, whose events take the place of the folder's.
 */
export function loadLatestSignals(customer: string, range: DateRange, replace = false): Promise<void> {
  return withCustomerFlag(customer, 'monitoringRecent', async () => {
    const path = endpointUrl(signalsEndpoints.latestSignals, {
      params: { customer },
      query: { start: range.start.toISOString(), end: range.end.toISOString(), limit: FIRST_SCREEN_SIGNALS },
    });
    const folder = { customer, from: range.start.toISOString(), replace };
    const { body, version } = await fetchFolderSignals('latest', path, folder);
    const reload = replace ? { replace, historyFrom: null, duplicates: [] } : {};
    useFolderSignalsStore
      .getState()
      .mergeSignals(customer, { events: body.events, total: body.total, version, ...reload });
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
    const params = { customer, fromIso: range.start.toISOString(), toIso: end.toISOString() };
    // The range comes in pages (ADR 0005), newest first; each page shows as soon as it arrives.
    let cursor: string | null = null;
    const duplicates: DuplicateSignal[] = [];
    do {
      const query = { limit: SIGNALS_PAGE_MAX_LIMIT, ...(cursor ? { cursor } : {}) };
      const answer: { body: SignalsByDateResponse; version: number } = await fetchFolderSignals(
        'byDate',
        endpointUrl(signalsEndpoints.signalsByDate, { params, query }),
        { customer, from: range.start.toISOString() },
      );
      const page = answer.body;
      duplicates.push(...page.duplicates);
      cursor = page.nextCursor;
      useFolderSignalsStore.getState().mergeSignals(customer, {
        events: page.events,
        duplicates: [...duplicates],
        ...(cursor === null ? { historyFrom: range.start.toISOString() } : {}),
        version: answer.version,
      });
    } while (cursor !== null);
  });
}

/**
 * The folder again, latest then history. `replace`: what it held is dropped (its live stream could not replay what it
 * missed, ADR 0046); otherwise the answers merge by id, the server's copy winning (after a create or edit).
 */
export async function reloadFolderSignals(customer: string, range: DateRange, replace: boolean): Promise<void> {
  await loadLatestSignals(customer, range, replace);
  await loadSignalHistory(customer, range);
}
