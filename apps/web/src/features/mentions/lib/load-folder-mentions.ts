import type { DateRange } from '../../../lib/default-date-range';
import { withCustomerFlag } from '../../../lib/loading-flags-store';
import { getLatestMentions, getMentionHistory } from '../api/get-mentions';
import { useFolderMentionsStore } from '../hooks/use-folder-mentions-store';
import { mentionRequestRange } from './mention-range';

/** Spec section 4, step 6: the latest mentions (page 1 of 50) of a customer's range. */
export function loadLatestMentions(username: string, customer: string, range: DateRange): Promise<void> {
  return withCustomerFlag(customer, 'discoveryRecent', async () => {
    const mentions = await getLatestMentions({ username, customer, ...mentionRequestRange(range) });
    useFolderMentionsStore.getState().mergeMentions(customer, mentions);
  });
}

/** Spec section 4, step 7: the full history of the range, merged without repeats. */
export function loadMentionHistory(username: string, customer: string, range: DateRange): Promise<void> {
  return withCustomerFlag(customer, 'discoveryHistory', async () => {
    const mentions = await getMentionHistory({ username, customer, ...mentionRequestRange(range) });
    useFolderMentionsStore.getState().mergeMentions(customer, mentions, true);
  });
}
