/**
 * Items per message of a long list a worker answers (ADR 0051). The page reads each message's structured clone in a
 * task of its own; in Chromium 2,500 mentions take 3-10 ms to read, so a history of 200,000 arrives in 80 short tasks
 * instead of one of half a second, and the page keeps painting and taking input meanwhile.
 */
export const ANSWER_PART_SIZE = 2_500;

/**
 * Posts all but the last part of `items` with `postPart` and answers the last part, which the final answer carries;
 * the page puts the parts together again (shared/folder-data/worker-requests.ts).
 */
export function postLeadingParts<T>(
  items: readonly T[],
  postPart: (part: T[]) => void,
  partSize = ANSWER_PART_SIZE,
): T[] {
  let start = 0;
  for (; start + partSize < items.length; start += partSize) postPart(items.slice(start, start + partSize));
  return items.slice(start);
}
