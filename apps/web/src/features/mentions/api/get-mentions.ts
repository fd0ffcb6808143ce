import { LATEST_MENTIONS_PAGE, LATEST_MENTIONS_SIZE } from '@argus/contract';

// The two mention reads of spec section 7. Their answers are fetched, parsed and validated in the mentions worker
// (lib/mentions-worker-client.ts), so this file only builds their paths.

export type MentionRange = { username: string; customer: string; fromIso: string; toIso: string };

/** The full history of the range (the server streams it). */
export function mentionHistoryPath({ username, customer, fromIso, toIso }: MentionRange): string {
  return `/api/discoveryCustomer/${[username, customer, fromIso, toIso].map(encodeURIComponent).join('/')}`;
}

/** Spec section 7: the latest mentions are page 1 of 50 of the range. */
export function latestMentionsPath(range: MentionRange): string {
  return `${mentionHistoryPath(range)}/${LATEST_MENTIONS_PAGE}/${LATEST_MENTIONS_SIZE}`;
}
