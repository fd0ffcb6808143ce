// The signals module's writes: create, edit, hide and delete, each audited in its transaction. The reads are
// signal-reads.service.ts, the wire shape signal-wire.ts, the window rules signal-window.ts.
import {
  type CreateSignalRequest,
  type DeleteSignalQuery,
  type HideSignalResponse,
  type Signal,
  type UpdateSignalRequest,
} from '@argus/contract';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-error';
import type { CurrentUser } from '../../lib/current-user';
import type { ServiceContext } from '../../lib/service-context';
import { assertCustomerAccess, assertCustomerField } from '../access/access.service';
import { alertOnSignals } from '../alerts/alert-matching.service';
import { recordAudit } from '../audit/audit.service';
import {
  findEventType,
  findExistingTargetEntityIds,
  findLiveSignal,
  findLiveSignalKey,
  insertSignal,
  listOtherHoldersOfEvent,
  markSignalDeleted,
  markSignalHidden,
  replaceSignalArguments,
  updateLiveSignal,
} from './signals.repository';
import { argumentRowsOf, newSignalId, signalValuesOf } from './signal-values';
import { toSignalWire } from './signal-wire';

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

/** What a signal write works with: the caller (checked against the customer) and the actor the audit log names. */
export type SignalWriteContext = Pick<ServiceContext, 'db' | 'user' | 'actor'>;

/**
 * What a push API key's signal write works with (modules/ingest): the audit log's actor (`api-key:<name>`) and no
 * user; the caller has checked the customer against the key's folders.
 */
export type PushedSignalContext = Pick<ServiceContext, 'db' | 'actor'>;

/** Who a write is credited to: the signed-in user, or nobody for a push API key. */
type SignalAuthor = PushedSignalContext & { userId: string | null };

export async function createSignal(
  { db, user, actor }: SignalWriteContext,
  request: CreateSignalRequest,
): Promise<Signal> {
  await assertCustomerField(db, user, request.customerName, 'customerName');
  return writeNewSignal({ db, actor, userId: user.id }, request);
}

/** A signal a push API key sends: written as createSignal writes it, credited to no user. */
export function createPushedSignal(context: PushedSignalContext, request: CreateSignalRequest): Promise<Signal> {
  return writeNewSignal({ ...context, userId: null }, request);
}

async function writeNewSignal({ db, actor, userId }: SignalAuthor, request: CreateSignalRequest): Promise<Signal> {
  await assertReferencesExist(db, request);
  const id = newSignalId();
  return db.transaction(async (transaction) => {
    await insertSignal(transaction, { ...signalValuesOf(request), id, createdBy: userId });
    await replaceSignalArguments(transaction, id, argumentRowsOf(request));
    await recordAudit(transaction, {
      ...actor,
      action: 'signal.create',
      targetType: 'signal',
      targetId: id,
      customerName: request.customerName,
      details: { eventType: request.eventType, targetEntityName: request.targetEntityName },
    });
    const signal = await readWrittenSignal(transaction, id);
    await alertOnSignals(transaction, {
      customerName: request.customerName,
      items: [signal],
      authorUserId: userId,
      edited: false,
    });
    return signal;
  });
}

export async function updateSignal(
  { db, user, actor }: SignalWriteContext,
  request: UpdateSignalRequest,
): Promise<Signal> {
  await assertCustomerField(db, user, request.customerName, 'customerName');
  return writeSignalChanges({ db, actor, userId: user.id }, request);
}

/** A push API key's new version of a signal it sent: 404 when the signal is gone or in another folder. */
export function updatePushedSignal(context: PushedSignalContext, request: UpdateSignalRequest): Promise<Signal> {
  return writeSignalChanges({ ...context, userId: null }, request);
}

async function writeSignalChanges({ db, actor, userId }: SignalAuthor, request: UpdateSignalRequest): Promise<Signal> {
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
      updatedBy: userId,
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
    const signal = await readWrittenSignal(transaction, request.id);
    await alertOnSignals(transaction, {
      customerName: request.customerName,
      items: [signal],
      authorUserId: userId,
      edited: true,
    });
    return signal;
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
  { db, user, actor }: SignalWriteContext,
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
  { db, user, actor }: SignalWriteContext,
  { target, query }: { target: { client: string; id: string; reason: string }; query: DeleteSignalQuery },
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
