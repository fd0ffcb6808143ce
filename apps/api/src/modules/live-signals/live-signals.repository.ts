import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eventTypes, signals } from '../../db/schema';
import { signalJsonText } from '../signals/signal-json.repository';
import { isVisible } from '../signals/signals.repository';

export type PushedSignalRow = { id: string; publishDate: Date; json: string | null };

/**
 * The customer's signals among `ids` (at most a notification's 100 or a replay batch; primary-key lookups) as the
 * stream sends them: the wire JSON of a visible one, null for a hidden or deleted one. Ids the customer no longer
 * holds (deleted for good, or moved) are absent.
 */
export function listSignalsToPush(db: Database, customer: string, ids: string[]): Promise<PushedSignalRow[]> {
  return db
    .select({
      id: signals.id,
      publishDate: signals.publishDate,
      json: sql<string | null>`case when ${isVisible} then ${signalJsonText} end`,
    })
    .from(signals)
    .leftJoin(eventTypes, eq(eventTypes.name, signals.eventType))
    .where(and(eq(signals.customerName, customer), inArray(signals.id, ids)));
}
