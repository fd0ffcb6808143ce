import { randomUUID } from 'node:crypto';
import {
  RELIABILITY_LABELS,
  type Categories,
  type CreateSignalRequest,
  type DeleteSignalQuery,
  type DuplicateSignal,
  type EventType,
  type HideSignalResponse,
  type HighlightTemplate,
  type LatestSignalsQuery,
  type ResultLabel,
  type Signal,
  type SignalsByDateQuery,
  type UpdateSignalRequest,
} from '@argus/contract';
import type { Database } from '../../db/client';
import type { AnswerEncoding } from '../../lib/answer-encoding';
import { rememberEncodedAnswer } from '../../lib/encoded-answers';
import { badRequest, notFound } from '../../lib/http-error';
import type { EncodedJson } from '../../lib/send-serialised-json';
import type { AuditActor, CurrentUser } from '../../lib/current-user';
import type { ReadCaches } from '../../plugins/read-caches';
import { assertCustomerAccess } from '../access/access.service';
import { recordAudit } from '../audit/audit.service';
import {
  findEventType,
  findExistingTargetEntityIds,
  findLiveSignal,
  findLiveSignalKey,
  insertSignal,
  listCategorisedEventTypes,
  listEventTypes,
  listHighlightTemplates,
  listOtherHoldersOfEvent,
  markSignalDeleted,
  markSignalHidden,
  replaceSignalArguments,
  sumDocumentCountsFrom,
  updateLiveSignal,
  type SignalRecord,
  type SignalWindow,
  type WindowEnd,
} from './signals.repository';
import { argumentRowsOf, signalValuesOf } from './signal-values';
import { listLatestInWindow, listSignalPage } from './signal-lists.repository';
import { listSignalsToPush } from './signal-json.repository';
import { decodePageCursor, encodePageCursor } from './signal-page-cursor';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** Spec section 5: a range is inclusive on both ends, so an end without a time takes in the whole of that day. */
function windowEndOf(iso: string): WindowEnd {
  if (DATE_ONLY.test(iso))
    return { at: new Date(new Date(`${iso}T00:00:00.000Z`).getTime() + DAY_MS), inclusive: false };
  return { at: new Date(iso), inclusive: true };
}

function windowOf(customerName: string, startIso: string, endIso: string, endField: string): SignalWindow {
  const from = new Date(startIso);
  const until = windowEndOf(endIso);
  if (until.at.getTime() < from.getTime() || (!until.inclusive && until.at.getTime() === from.getTime())) {
    throw badRequest(endField, `${endField}: must not be before the start`);
  }
  return { customerName, from, until };
}

export function toSignalWire(row: SignalRecord): Signal {
  return {
    id: row.id,
    publishDate: row.publishDate.toISOString(),
    targetEntityName: row.targetEntityName,
    targetEntityId: row.targetEntityId,
    mediaSegment: row.mediaSegment,
    reliability: RELIABILITY_LABELS[row.reliability] as Signal['reliability'],
    language: row.language,
    result: row.result as ResultLabel | null,
    eventType: row.eventType,
    category: row.category,
    dunsId: row.dunsId,
    title: row.title,
    sentence: row.sentence,
    url: row.url,
    source: row.source,
    eventArguments: row.eventArguments.map((argument) =>
      argument.targetEntityId
        ? { name: argument.name, value: argument.value, targetEntityId: argument.targetEntityId }
        : { name: argument.name, value: argument.value },
    ),
    ...(row.createdBy ? { createdBy: row.createdBy } : {}),
    updatedAt: row.updatedAt.toISOString(),
  };
}

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

/** A JSON array of signals whose JSON texts PostgreSQL built (signal-json.repository.ts). */
const jsonArrayOf = (rows: { json: string }[]) => `[${rows.map((row) => row.json).join(',')}]`;

/**
 * The latest-signals answer as UTF-8 JSON in the content coding the request accepts, kept in the read cache until
 * a signal of any customer changes. Kept as bytes, not a string: sending a string re-encodes it on every request.
 */
export async function readLatestSignalsJson(
  db: Database,
  caches: SignalReadCaches,
  user: CurrentUser,
  customerName: string,
  query: LatestSignalsQuery,
  encoding: AnswerEncoding,
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
  db: Database,
  caches: SignalReadCaches,
  user: CurrentUser,
  params: { customer: string; fromIso: string; toIso: string },
  query: SignalsByDateQuery,
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
  db: Database,
  caches: SignalReadCaches,
  user: CurrentUser,
  customerName: string,
  startIso: string,
) {
  await assertCustomerAccess(db, user, customerName, caches.customerAccess);
  return sumDocumentCountsFrom(db, customerName, new Date(startIso).toISOString().slice(0, 10));
}

// ---------------------------------------------------------------------------------------------------------------
// Writes: the routes let only moderators and admins in; the customer rule still applies (an unknown one is 404).

type SignalInput = Omit<CreateSignalRequest, 'customerName'>;

/** The references zod cannot check: the event type, its argument names and the target entities. */
async function assertReferencesExist(db: Database, input: SignalInput) {
  const eventType = await findEventType(db, input.eventType);
  if (!eventType) throw badRequest('eventType', `eventType: there is no event type "${input.eventType}"`);
  input.eventArguments.forEach((argument, index) => {
    if (!eventType.argumentNames.includes(argument.name)) {
      throw badRequest(
        `eventArguments.${index}.name`,
        `eventArguments.${index}.name: "${argument.name}" is not an argument of ${eventType.name} (${eventType.argumentNames.join(', ')})`,
      );
    }
  });
  const referenced = [input.targetEntityId, ...input.eventArguments.map((argument) => argument.targetEntityId)];
  const existing = await findExistingTargetEntityIds(db, [
    ...new Set(referenced.filter((id): id is string => typeof id === 'string')),
  ]);
  if (input.targetEntityId && !existing.has(input.targetEntityId)) {
    throw badRequest('targetEntityId', 'targetEntityId: there is no such target entity');
  }
  input.eventArguments.forEach((argument, index) => {
    if (argument.targetEntityId && !existing.has(argument.targetEntityId)) {
      throw badRequest(
        `eventArguments.${index}.targetEntityId`,
        `eventArguments.${index}.targetEntityId: there is no such target entity`,
      );
    }
  });
}

async function readWrittenSignal(db: Database, id: string) {
  const row = await findLiveSignal(db, id);
  if (!row) throw new Error(`signal ${id} vanished while it was being written`);
  return toSignalWire(row);
}

export async function createSignal(
  db: Database,
  user: CurrentUser,
  actor: AuditActor,
  request: CreateSignalRequest,
): Promise<Signal> {
  await assertCustomerAccess(db, user, request.customerName);
  await assertReferencesExist(db, request);
  const id = randomUUID();
  return db.transaction(async (transaction) => {
    await insertSignal(transaction, { ...signalValuesOf(request), id, createdBy: user.id });
    await replaceSignalArguments(transaction, id, argumentRowsOf(request));
    await recordAudit(transaction, {
      ...actor,
      action: 'signal.create',
      targetType: 'signal',
      targetId: id,
      customerName: request.customerName,
      details: { eventType: request.eventType, targetEntityName: request.targetEntityName },
    });
    return readWrittenSignal(transaction, id);
  });
}

export async function updateSignal(
  db: Database,
  user: CurrentUser,
  actor: AuditActor,
  request: UpdateSignalRequest,
): Promise<Signal> {
  await assertCustomerAccess(db, user, request.customerName);
  await assertReferencesExist(db, request);
  return db.transaction(async (transaction) => {
    // Left-out optional fields stay undefined, which Drizzle leaves out of the update: they keep their value.
    const changed = await updateLiveSignal(transaction, request.id, request.customerName, {
      targetEntityName: request.targetEntityName,
      targetEntityId: request.targetEntityId,
      dunsId: request.dunsId,
      eventType: request.eventType,
      publishDate: new Date(request.publishDate),
      mediaSegment: request.mediaSegment,
      reliability: request.reliability,
      language: request.language,
      result: request.result,
      title: request.title,
      sentence: request.sentence,
      url: request.url,
      source: request.source,
      updatedBy: user.id,
    });
    // Another customer's signal answers exactly like a missing one.
    if (!changed) throw notFound('No such signal.');
    await replaceSignalArguments(transaction, request.id, argumentRowsOf(request));
    const { id: _id, eventArguments: _arguments, ...fields } = request;
    await recordAudit(transaction, {
      ...actor,
      action: 'signal.update',
      targetType: 'signal',
      targetId: request.id,
      customerName: request.customerName,
      details: { fields: Object.keys(fields), eventArguments: request.eventArguments.length },
    });
    return readWrittenSignal(transaction, request.id);
  });
}

/** The live signal `id` of `customerName`, or 404 (also when it belongs to someone else). */
async function findSignalOfCustomer(db: Database, user: CurrentUser, customerName: string, id: string) {
  await assertCustomerAccess(db, user, customerName);
  const signal = await findLiveSignalKey(db, id);
  if (!signal || signal.customerName !== customerName) throw notFound('No such signal.');
  return signal;
}

export async function hideSignal(
  db: Database,
  user: CurrentUser,
  actor: AuditActor,
  target: { client: string; id: string; reason: string },
): Promise<HideSignalResponse> {
  const signal = await findSignalOfCustomer(db, user, target.client, target.id);
  return db.transaction(async (transaction) => {
    if (!(await markSignalHidden(transaction, signal.id, target.reason, user.id))) throw notFound('No such signal.');
    const informedCustomers = await listOtherHoldersOfEvent(transaction, signal);
    await recordAudit(transaction, {
      ...actor,
      action: 'signal.hide',
      targetType: 'signal',
      targetId: signal.id,
      customerName: signal.customerName,
      details: { reason: target.reason, informedCustomers },
    });
    return { dashboardReason: { informedCustomers } };
  });
}

const normaliseDunsId = (dunsId: string | null | undefined) => (dunsId ?? '').trim();

export async function deleteSignal(
  db: Database,
  user: CurrentUser,
  actor: AuditActor,
  target: { client: string; id: string; reason: string },
  query: DeleteSignalQuery,
) {
  const signal = await findSignalOfCustomer(db, user, target.client, target.id);
  // The query repeats what the client believes the signal is: a stale or mistaken client deletes nothing.
  const matches =
    normaliseDunsId(signal.dunsId) === normaliseDunsId(query.dunsId) &&
    signal.language === query.language &&
    signal.mediaSegment === query.mediaSegment &&
    signal.eventType === query.eventType;
  if (!matches) throw notFound('No such signal.');
  return db.transaction(async (transaction) => {
    if (!(await markSignalDeleted(transaction, signal.id, target.reason, user.id))) throw notFound('No such signal.');
    await recordAudit(transaction, {
      ...actor,
      action: 'signal.delete',
      targetType: 'signal',
      targetId: signal.id,
      customerName: signal.customerName,
      details: { reason: target.reason, eventType: signal.eventType, dunsId: signal.dunsId },
    });
    return { id: signal.id, deleted: true as const };
  });
}

/**
 * The customer's signals among `ids` as a live stream pushes them (modules/live-signals): the wire JSON of a visible
 * one, null for a hidden or deleted one; ids the customer no longer holds are absent.
 */
export function readSignalsToPush(db: Database, customer: string, ids: string[]) {
  return listSignalsToPush(db, customer, ids);
}
