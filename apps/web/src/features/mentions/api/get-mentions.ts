import { LATEST_MENTIONS_PAGE, LATEST_MENTIONS_SIZE, mentionListSchema, type Mention } from '@argus/contract';
import { requestApi } from '../../../lib/api-client';

export type MentionRange = { username: string; customer: string; fromIso: string; toIso: string };

function rangePath({ username, customer, fromIso, toIso }: MentionRange): string {
  return `/api/discoveryCustomer/${[username, customer, fromIso, toIso].map(encodeURIComponent).join('/')}`;
}

/** Spec section 7: the latest mentions are page 1 of 50 of the range. */
export function getLatestMentions(range: MentionRange, signal?: AbortSignal): Promise<Mention[]> {
  return requestApi(`${rangePath(range)}/${LATEST_MENTIONS_PAGE}/${LATEST_MENTIONS_SIZE}`, {
    signal,
    parser: mentionListSchema,
  });
}

/** The full history of the range (the server streams it). */
export function getMentionHistory(range: MentionRange, signal?: AbortSignal): Promise<Mention[]> {
  return requestApi(rangePath(range), { signal, parser: mentionListSchema });
}
