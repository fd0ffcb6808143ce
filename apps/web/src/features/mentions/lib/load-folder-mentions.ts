import { LATEST_MENTIONS_PAGE, LATEST_MENTIONS_SIZE, mentionsEndpoints } from '@argus/contract';
import { endpointUrl } from '../../../lib/api-client';
import type { DateRange } from '../../../lib/default-date-range';
import { withCustomerFlag } from '../../../shared/state/loading-flags-store';
import { useFolderMentionsStore } from '../hooks/use-folder-mentions-store';
import { mentionRequestRange } from './mention-range';
import { fetchFolderMentions } from './mentions-worker-client';

// The two mention reads of spec section 7, fetched, parsed and validated in the mentions worker (ADR 0051).

/**
 * Spec section 4, step 6: the latest mentions (page 1 of 50) of a customer's range, fetched in the worker. `replace`:
 * a reload, whose mentions take the place of the folder's (its live stream could not replay what it missed).
 */
export function loadLatestMentions(
  username: string,
  customer: string,
  range: DateRange,
  replace = false,
): Promise<void> {
  return withCustomerFlag(customer, 'discoveryRecent', async () => {
    const requestRange = mentionRequestRange(range);
    const path = endpointUrl(mentionsEndpoints.mentionPage, {
      params: { username, customer, ...requestRange, page: LATEST_MENTIONS_PAGE, size: LATEST_MENTIONS_SIZE },
    });
    const { body, version, plan } = await fetchFolderMentions(path, { customer, from: requestRange.fromIso, replace });
    const reload = replace ? { replace, historyFrom: null } : {};
    useFolderMentionsStore.getState().changeMentions(customer, { upsert: body, version, plan, ...reload });
  });
}

/**
 * Spec section 4, step 7: the full history of the range (the server streams it), merged without repeats. Its parse,
 * validation and merge happen in the worker; the page takes the mentions in parts and the merge's plan (ADR 0051).
 */
export function loadMentionHistory(username: string, customer: string, range: DateRange): Promise<void> {
  return withCustomerFlag(customer, 'discoveryHistory', async () => {
    const requestRange = mentionRequestRange(range);
    const path = endpointUrl(mentionsEndpoints.mentionHistory, { params: { username, customer, ...requestRange } });
    const { body, version, plan } = await fetchFolderMentions(path, { customer, from: requestRange.fromIso });
    useFolderMentionsStore
      .getState()
      .changeMentions(customer, { upsert: body, version, plan, historyFrom: range.start.toISOString() });
  });
}

/**
 * The folder's latest and history mentions again, with `replace` in place of what it held (its live stream could not
 * replay what it missed, ADR 0126).
 */
export async function reloadFolderMentions(
  username: string,
  customer: string,
  range: DateRange,
  replace: boolean,
): Promise<void> {
  await loadLatestMentions(username, customer, range, replace);
  await loadMentionHistory(username, customer, range);
}
