import { and, not, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ReviewItemKind } from '@argus/contract';
import type { ReviewOption } from '@argus/filtering';
import { favorites, feedback } from '../schema';

// The steps the signal and mention filters share (ADR 0030), as SQL conditions for their repositories (ADR 0031).

/** UTC midnight starting a `YYYY-MM-DD` day, whatever the session's time zone. */
const startOfDay = (day: string, daysLater = 0) =>
  sql`((${day}::date + ${daysLater}::int)::timestamp at time zone 'UTC')`;

/**
 * Whole days, both ends included: the first 10 characters of the ISO publish date (a UTC day) lie between the two
 * days. A range whose begin is after its end holds nothing.
 */
export function dayRangeCondition(publishDate: AnyPgColumn, dateBegin: string, dateEnd: string): SQL {
  return sql`${publishDate} >= ${startOfDay(dateBegin)} and ${publishDate} < ${startOfDay(dateEnd, 1)}`;
}

/** The column equals one of the selected values; no selection filters nothing. One array parameter, any length. */
export function anyOfCondition(column: AnyPgColumn, selected: readonly string[]): SQL | undefined {
  if (selected.length === 0) return undefined;
  return sql`${column} = any(${sql.param(selected)}::text[])`;
}

/** The review step of a filter: the caller's own bookmarks and feedback, the selected options and hideDisliked. */
export type ReviewStep = {
  userId: string;
  itemKind: ReviewItemKind;
  options: readonly ReviewOption[];
  hideDisliked: boolean;
};

/**
 * The review step of ADR 0030 as a condition on an item's id, or undefined when it lets everything through: the
 * union of the selected options (none selected: no restriction), then hideDisliked drops disliked items unless
 * 'Disliked' is selected. Each review state is `id in (the caller's reviewed ids)`, an uncorrelated subquery that
 * PostgreSQL hashes once per statement (a user reviews hundreds of items, a folder holds a million).
 */
export function reviewStepCondition(itemId: AnyPgColumn, step: ReviewStep): SQL | undefined {
  const options = new Set(step.options);
  const bookmarked = sql`${itemId} in (select ${favorites.itemId} from ${favorites}
    where ${favorites.userId} = ${step.userId} and ${favorites.itemKind} = ${step.itemKind})`;
  const withFeedback = (value?: 1 | -1) => sql`${itemId} in (select ${feedback.itemId} from ${feedback}
    where ${feedback.userId} = ${step.userId} and ${feedback.itemKind} = ${step.itemKind}
    ${value === undefined ? sql`` : sql`and ${feedback.feedback} = ${value}`})`;
  const disliked = withFeedback(-1);

  const selected = [
    options.has('Bookmarked') ? bookmarked : undefined,
    options.has('Liked') ? withFeedback(1) : undefined,
    options.has('Disliked') ? disliked : undefined,
    // Feedback is 1 or -1, so "neither liked nor disliked" is "no feedback at all".
    options.has('Neither bookmarked, liked, nor disliked') ? and(not(bookmarked), not(withFeedback())) : undefined,
  ].filter((condition) => condition !== undefined);
  const matches = selected.length === 0 ? undefined : or(...selected);
  const hidden = step.hideDisliked && !options.has('Disliked') ? not(disliked) : undefined;
  return and(matches, hidden);
}
