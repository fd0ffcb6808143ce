// The signals module's reads (spec section 5): reference data, one customer's latest and by-date signals and document
// counts, and the signals a live stream pushes. The writes are signals.service.ts.
import type {
  Categories,
  DuplicateSignal,
  EventType,
  HighlightTemplate,
  LatestSignalsQuery,
  SignalsByDateQuery,
} from '@argus/contract';
import type { Database } from '../../db/client';
import type { AnswerEncoding } from '../../lib/answer-encoding';
import { rememberEncodedAnswer } from '../../lib/encoded-answers';
import type { EncodedJson } from '../../lib/send-serialised-json';
import type { ServiceContext } from '../../lib/service-context';
import type { ReadCaches } from '../../plugins/read-caches';
import { assertCustomerAccess } from '../access/access.service';
import { listSignalsToPush } from './signal-json.repository';
import { listLatestInWindow, listSignalPage } from './signal-lists.repository';
import { decodePageCursor, encodePageCursor } from './signal-page-cursor';
import { windowOf } from './signal-window';
import {
  listCategorisedEventTypes,
  listEventTypes,
  listHighlightTemplates,
  sumDocumentCountsFrom,
} from './signals.repository';

// ---------------------------------------------------------------------------------------------------------------
// Reference data: any logged-in user.

export function readEventTypes(db: Database): Promise<EventType[]> {
  return listEventTypes(db);
}

export function readHighlightTemplates(db: Database): Promise<HighlightTemplate[]> {
  return listHighlightTemplates(db);
}

export async function readCategories(db: Database): Promise<Categories> {
  const categories: Categories = {};
  for (const row of await listCategorisedEventTypes(db)) {
    (categories[row.category] ??= []).push(row.eventType);
  }
  return categories;
}

// ---------------------------------------------------------------------------------------------------------------
// Reads of one customer's signals.

export type SignalReadCaches = Pick<ReadCaches, 'customerAccess' | 'latestSignals'>;

/** What a read of one customer's signals works with: the caller, checked against the customer, and the caches. */
export type SignalReadContext = Pick<ServiceContext, 'db' | 'user'> & { caches: SignalReadCaches };

/** A JSON array of signals whose JSON texts PostgreSQL built (signal-json.repository.ts). */
const jsonArrayOf = (rows: { json: string }[]) => `[${rows.map((row) => row.json).join(',')}]`;

/**
 * The latest-signals answer as UTF-8 JSON in the content coding the request accepts, kept in the read cache until
 * a signal of any customer changes. Kept as bytes, not a string: sending a string re-encodes it on every request.
 */
export async function readLatestSignalsJson(
  { db, caches, user }: SignalReadContext,
  { customerName, query, encoding }: { customerName: string; query: LatestSignalsQuery; encoding: AnswerEncoding },
): Promise<EncodedJson> {
  const window = windowOf(customerName, query.start, query.end, 'end');
  await assertCustomerAccess(db, user, customerName, caches.customerAccess);
  const key = [
    customerName,
    window.from.toISOString(),
    window.until.at.toISOString(),
    window.until.inclusive ? 'inclusive' : 'exclusive',
    query.limit,
  ].join('|');
  return rememberEncodedAnswer(caches.latestSignals, key, encoding, async () => {
    const { rows, total } = await listLatestInWindow(db, window, query.limit);
    return Buffer.from(`{"events":${jsonArrayOf(rows)},"total":${total}}`);
  });
}

/** One page of the range as UTF-8 JSON: `{ events, duplicates, nextCursor }` (ADR 5). */
export async function readSignalsByDateJson(
  { db, caches, user }: SignalReadContext,
  { params, query }: { params: { customer: string; fromIso: string; toIso: string }; query: SignalsByDateQuery },
): Promise<Buffer> {
  const window = windowOf(params.customer, params.fromIso, params.toIso, 'toIso');
  const after = query.cursor === undefined ? undefined : decodePageCursor(query.cursor);
  await assertCustomerAccess(db, user, params.customer, caches.customerAccess);
  // One row more than the page tells whether another page follows.
  const rows = await listSignalPage(db, window, query.limit + 1, after);
  const page = rows.slice(0, query.limit);
  const duplicates = page.flatMap((row): DuplicateSignal[] =>
    row.duplicateOfId === null
      ? []
      : [
          {
            id: row.id,
            duplicateOfId: row.duplicateOfId,
            targetEntityName: row.targetEntityName,
            eventType: row.eventType,
            publishDate: row.publishDate.toISOString(),
          },
        ],
  );
  const last = page.at(-1);
  const nextCursor =
    rows.length > query.limit && last ? encodePageCursor({ publishMicros: last.publishMicros, id: last.id }) : null;
  return Buffer.from(
    `{"events":${jsonArrayOf(page)},"duplicates":${JSON.stringify(duplicates)},"nextCursor":${JSON.stringify(nextCursor)}}`,
  );
}

export async function readDocumentsCount(
  { db, caches, user }: SignalReadContext,
  { customerName, startIso }: { customerName: string; startIso: string },
) {
  await assertCustomerAccess(db, user, customerName, caches.customerAccess);
  return sumDocumentCountsFrom(db, customerName, new Date(startIso).toISOString().slice(0, 10));
}

/**
 * The customer's signals among `ids` as a live stream pushes them (modules/live-signals): the wire JSON of a visible
 * one, null for a hidden or deleted one; ids the customer no longer holds are absent.
 */
export function readSignalsToPush(db: Database, customer: string, ids: string[]) {
  return listSignalsToPush(db, customer, ids);
}
