import type { documentCounts } from '../schema';
import type { CustomerDefinition } from './customers';
import { addDays, formatIsoDay, HISTORY_DAYS } from './dates';
import type { Random } from './random';

export type DocumentCountRow = typeof documentCounts.$inferInsert;

// Fewer articles appear at weekends; Sunday is the quietest day (index = getUTCDay()).
const WEEKDAY_FACTORS = [0.35, 1, 1.05, 1.05, 1, 0.9, 0.45];

/** Documents analysed per monitoring folder and day over the last year: a weekday rhythm, slow growth, some noise. */
export function createDocumentCounts(
  random: Random,
  customers: readonly CustomerDefinition[],
  dayStart: Date,
): DocumentCountRow[] {
  const rows: DocumentCountRow[] = [];
  for (const customer of customers) {
    if (!customer.monitoring) continue;
    for (let daysAgo = HISTORY_DAYS; daysAgo >= 1; daysAgo -= 1) {
      const day = addDays(dayStart, -daysAgo);
      // The folder's sources grew over the year: from 80 % to 100 % of today's volume.
      const growth = 0.8 + 0.2 * (1 - daysAgo / HISTORY_DAYS);
      const noise = 0.85 + random.next() * 0.3;
      const count = Math.round(customer.documentsPerDay * (WEEKDAY_FACTORS[day.getUTCDay()] ?? 1) * growth * noise);
      rows.push({ customerName: customer.name, day: formatIsoDay(day), count });
    }
  }
  return rows;
}
