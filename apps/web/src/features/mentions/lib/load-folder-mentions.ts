import { LATEST_MENTIONS_PAGE, LATEST_MENTIONS_SIZE, mentionsEndpoints } from '@argus/contract';
import { endpointUrl } from '../../../lib/api-client';
import type { DateRange } from '../../../lib/default-date-range';
import { withCustomerFlag } from '../../../lib/loading-flags-store';
import { useFolderMentionsStore } from '../hooks/use-folder-mentions-store';
import { mentionRequestRange } from './mention-range';
import { fetchFolderMentions } from './mentions-worker-client';

// The two mention reads of spec section 7, fetched, parsed and validated in the mentions worker (ADR 0051).

/** Spec section 4, step 6: the latest mentions (page 1 of 50) of a customer's range, fetched in the worker. */
export function loadLatestMentions(username: string, customer: string, range: DateRange): Promise<void> {
  return withCustomerFlag(customer, 'discoveryRecent', async () => {
    const path = endpointUrl(mentionsEndpoints.mentionPage, {
      params: {
        username,
        customer,
        ...mentionRequestRange(range),
        page: LATEST_MENTIONS_PAGE,
        size: LATEST_MENTIONS_SIZE,
      },
    });
    const { body, version, plan } = await fetchFolderMentions(path, { customer });
    useFolderMentionsStore.getState().changeMentions(customer, { upsert: body, version, plan });
  });
}

/**
 * Spec section 4, step 7: the full history of the range (the server streams it), merged without repeats. Its parse,
 * validation and merge happen in the worker; the page takes the mentions in parts and the merge's plan (ADR 0051).
 */
export function loadMentionHistory(username: string, customer: string, range: DateRange): Promise<void> {
  return withCustomerFlag(customer, 'discoveryHistory', async () => {
    const path = endpointUrl(mentionsEndpoints.mentionHistory, {
      params: { username, customer, ...mentionRequestRange(range) },
    });
    const { body, version, plan } = await fetchFolderMentions(path, { customer });
    useFolderMentionsStore.getState().changeMentions(customer, { upsert: body, version, plan, historyLoaded: true });
  });
}
