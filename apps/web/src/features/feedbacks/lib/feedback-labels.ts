import type { FeedbackReportTotals } from '@argus/contract';
import { formatCount } from '../../../lib/format-count';

/** Mentions have no event type: the report's totals group them under this name. */
export const MENTIONS_GROUP = 'Mentions (no event type)';

export const eventTypeLabel = (eventType: string | null) => eventType ?? MENTIONS_GROUP;

/** A precision as a whole percentage, "—" without feedback. */
export function formatPrecision(precision: number | null): string {
  return precision === null ? '—' : `${Math.round(precision * 100)}%`;
}

export type EventTypeTotal = FeedbackReportTotals['eventTypes'][number];

/** "1 like", "2 dislikes". */
export const countOf = (value: number, noun: string) => `${formatCount(value)} ${noun}${value === 1 ? '' : 's'}`;
