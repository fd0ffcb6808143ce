import { LANGUAGES, MEDIA_SEGMENTS, RESULT_LABELS } from '@argus/contract';
import { BOOKMARKED, DISLIKED, LIKED, reviewStepActive, type Reviews } from '../shared/reviews';
import { dayNumber, domainOf, writtenCode, writtenDayNumber, writtenDayText, type Domain } from './written-item';

// The filter steps of a view compiled once, each tested by a plain function over a small object (inlined where the
// predicate calls it), reading the written item through the caches of written-item.ts.

/** A date range: [dateBegin, dateEnd] as text, and as numbers when both are written YYYY-MM-DD. */
export type DayRange = { dateBegin: string; dateEnd: string; begin: number; end: number; numeric: boolean };

export function compileDayRange(dateBegin: string, dateEnd: string): DayRange {
  const begin = dayNumber(dateBegin);
  const end = dayNumber(dateEnd);
  return { dateBegin, dateEnd, begin, end, numeric: !Number.isNaN(begin) && !Number.isNaN(end) };
}

/**
 * Whether the day of the publish date (`dayOf`: its first 10 characters) lies in the range compared as text, as
 * `dayBounds` finds the rows: as numbers when the day too is YYYY-MM-DD (the same order), else as text.
 */
export function inDayRange(range: DayRange, publishDate: string): boolean {
  const day = writtenDayNumber(publishDate);
  if (range.numeric && !Number.isNaN(day)) return day >= range.begin && day <= range.end;
  const text = writtenDayText(publishDate);
  return text >= range.dateBegin && text <= range.dateEnd;
}

/** The selection as a Set, or null when nothing is selected (no filter): `selectionMask`'s meaning without a column. */
export function selectionSet(selected: readonly string[]): ReadonlySet<string> | null {
  return selected.length === 0 ? null : new Set(selected);
}

export const MEDIA_DOMAIN = domainOf(MEDIA_SEGMENTS);
export const LANGUAGE_DOMAIN = domainOf(LANGUAGES);
export const RESULT_DOMAIN = domainOf(RESULT_LABELS);

/**
 * A selection of values of a known list as a bit mask over it, and a Set of the selected values outside the list (any
 * text can be asked for); null when nothing is selected (no filter).
 */
export type DomainSelection = { domain: Domain; mask: number; others: ReadonlySet<string> | null };

export function compileDomainSelection(domain: Domain, selected: readonly string[]): DomainSelection | null {
  if (selected.length === 0) return null;
  let mask = 0;
  const others = new Set<string>();
  for (const value of selected) {
    const code = domain.codes.get(value);
    if (code === undefined) others.add(value);
    else mask |= 1 << code;
  }
  return { domain, mask, others: others.size > 0 ? others : null };
}

/** Whether the value is selected: exactly `selected.includes(value)`. */
export function selects(selection: DomainSelection, value: string): boolean {
  const code = writtenCode(selection.domain, value);
  if (code >= 0) return (selection.mask & (1 << code)) !== 0;
  return selection.others !== null && selection.others.has(value);
}

/**
 * The review step: `reviewPassTable` indexed by the item's `reviewStatus`, reading only what the table depends on.
 * Most alerting views only hide disliked items (no option, `hideDisliked`), so they ask the owner's feedback and never
 * the bookmarks; a bit the table ignores is left 0, which by that ignorance changes no answer. Null when the step
 * passes everything (`filterSignals` skips it when `reviewStepActive` is false).
 */
export type ReviewStep = { table: Uint8Array; bookmarks: boolean; feedback: boolean };

export function compileReviewStep(table: Uint8Array): ReviewStep | null {
  if (!reviewStepActive(table)) return null;
  const reads = (bit: number) => table.some((pass, status) => pass !== table[status ^ bit]);
  return { table, bookmarks: reads(BOOKMARKED), feedback: reads(LIKED) || reads(DISLIKED) };
}

export function passesReview(step: ReviewStep, reviews: Reviews, id: string): boolean {
  let status = step.bookmarks && reviews.bookmarked.has(id) ? BOOKMARKED : 0;
  if (step.feedback) {
    const given = reviews.feedback.get(id);
    status |= given === 1 ? LIKED : given === -1 ? DISLIKED : 0;
  }
  return step.table[status] === 1;
}
