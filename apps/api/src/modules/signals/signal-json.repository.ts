import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { RELIABILITY_LABELS } from '@argus/contract';
import type { Database } from '../../db/client';
import { isVisible } from '../../db/queries/signal-visibility';
import { eventTypes, signalArguments, signals } from '../../db/schema';

// A signal as the API answers it (the contract's signalSchema), built as JSON text by PostgreSQL for the list
// reads: the server then sends the lists without decoding, mapping, validating and encoding every row (measured
// at 50k signals: ~30 µs of server CPU per signal in Node). toSignalWire builds the same object for single
// signals; signals.test.ts checks that both agree field by field.

/** ISO 8601 in UTC with milliseconds, as Date.prototype.toISOString writes it (both cut, not round, microseconds). */
export const isoText = (column: AnyPgColumn) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// The labels are constants of the contract (letters and spaces only), written into the statement as literals.
export const reliabilityLabel = sql.raw(
  `case ${'"signals"."reliability"'} ${RELIABILITY_LABELS.map((label, value) => (value === 0 ? '' : `when ${value} then '${label}'`)).join(' ')} end`,
);

const argumentsJson = sql`coalesce((
  select json_agg(case when ${signalArguments.targetEntityId} is null
      then json_build_object('name', ${signalArguments.name}, 'value', ${signalArguments.value})
      else json_build_object('name', ${signalArguments.name}, 'value', ${signalArguments.value},
        'targetEntityId', ${signalArguments.targetEntityId})
    end order by ${signalArguments.position})
  from ${signalArguments} where ${signalArguments.signalId} = ${signals.id}
), '[]'::json)`;

function signalObject(withCreatedBy: boolean) {
  return sql`json_build_object(
    'id', ${signals.id},
    'publishDate', ${isoText(signals.publishDate)},
    'targetEntityName', ${signals.targetEntityName},
    'targetEntityId', ${signals.targetEntityId},
    'mediaSegment', ${signals.mediaSegment},
    'reliability', ${reliabilityLabel},
    'language', ${signals.language},
    'result', ${signals.result},
    'eventType', ${signals.eventType},
    'category', ${eventTypes.category},
    'dunsId', ${signals.dunsId},
    'title', ${signals.title},
    'sentence', ${signals.sentence},
    'url', ${signals.url},
    'source', ${signals.source},
    'eventArguments', ${argumentsJson},
    ${withCreatedBy ? sql`'createdBy', ${signals.createdBy},` : sql``}
    'updatedAt', ${isoText(signals.updatedAt)}
  )`;
}

/** The wire signal of the current row (signals left-joined to event_types) as JSON text; `createdBy` only if set. */
export const signalJsonText = sql<string>`(case when ${signals.createdBy} is null
  then ${signalObject(false)} else ${signalObject(true)} end)::text`;

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
