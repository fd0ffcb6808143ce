import { dayOf } from './day';

/**
 * The rows [start, end) whose day lies in [dateBegin, dateEnd], for rows sorted newest first: the range is one
 * contiguous run, found by two binary searches instead of a scan. Works on the day text, as the reference does.
 */
export function dayBounds(length: number, publishDateAt: (row: number) => string, dateBegin: string, dateEnd: string) {
  const start = firstRow(length, (row) => dayOf(publishDateAt(row)) <= dateEnd);
  const end = firstRow(length, (row) => dayOf(publishDateAt(row)) < dateBegin);
  return { start, end: Math.max(start, end) };
}

/** The first row for which `holds` is true, given that it is false up to some row and true from there on. */
function firstRow(length: number, holds: (row: number) => boolean) {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (holds(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}
