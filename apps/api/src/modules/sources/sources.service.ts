import {
  SOURCE_FETCH_LOG_SIZE,
  type CreateSourceValues,
  type Source,
  type SourceFetch,
  type UpdateSourceRequest,
} from '@argus/contract';
import type { Database } from '../../db/client';
import type { AuditActor } from '../../lib/current-user';
import { notFound } from '../../lib/http-error';
import type { ServiceContext } from '../../lib/service-context';
import { assertCustomersExist } from '../access/access.service';
import { recordAudit } from '../audit/audit.service';
import {
  deleteSourceRow,
  findSourceIdByUrl,
  findSourceRow,
  insertSource,
  listFetchRows,
  listSourceRows,
  replaceSourceCustomers,
  updateSourceRow,
  type FetchRecord,
  type SourceRow,
} from './sources.repository';

type SourceWriteContext = Pick<ServiceContext, 'db' | 'user' | 'actor'>;

export function toSourceWire(row: SourceRow): Source {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    customers: row.customers,
    intervalMinutes: row.intervalMinutes,
    mediaSegment: row.mediaSegment as Source['mediaSegment'],
    reliability: row.reliability,
    language: row.language as Source['language'],
    paused: row.paused,
    createdAt: row.createdAt.toISOString(),
    lastFetchedAt: row.lastFetchedAt?.toISOString() ?? null,
    lastHttpStatus: row.lastHttpStatus,
    lastError: row.lastError,
    failuresInARow: row.failuresInARow,
    nextFetchAt: row.paused ? null : row.nextFetchAt.toISOString(),
    lastNewItems: row.lastNewItems,
    lastSeenItems: row.lastSeenItems,
  };
}

export function toSourceFetchWire(record: FetchRecord): SourceFetch {
  return { ...record, fetchedAt: record.fetchedAt.toISOString() };
}

export async function listSources(db: Database): Promise<Source[]> {
  return (await listSourceRows(db)).map(toSourceWire);
}

export async function readSource(db: Database, id: string): Promise<Source> {
  const row = await findSourceRow(db, id);
  if (!row) throw notFound('No such source.');
  return toSourceWire(row);
}

export async function readSourceFetches(db: Database, id: string): Promise<SourceFetch[]> {
  if (!(await findSourceRow(db, id))) throw notFound('No such source.');
  return (await listFetchRows(db, id, SOURCE_FETCH_LOG_SIZE)).map(toSourceFetchWire);
}

function audit(db: Database, actor: AuditActor, action: string, id: string, details: Record<string, unknown>) {
  return recordAudit(db, { ...actor, action, targetType: 'source', targetId: id, details });
}

/** A new source, due at once: the poller fetches it on its next round (the screen can also fetch it now). */
export async function createSource({ db, user, actor }: SourceWriteContext, values: CreateSourceValues) {
  await assertCustomersExist(db, values.customers);
  const id = await db.transaction(async (transaction) => {
    const { customers, ...fields } = values;
    const created = await insertSource(transaction, { ...fields, createdBy: user.username });
    await replaceSourceCustomers(transaction, created, customers);
    await audit(transaction, actor, 'source.create', created, { name: fields.name, url: fields.url });
    return created;
  });
  return readSource(db, id);
}

/** A source made by Argus itself (the embedded demo's wire): added unless one has its URL already. */
export async function addSourceOnce(db: Database, values: CreateSourceValues) {
  if (await findSourceIdByUrl(db, values.url)) return;
  const { customers, ...fields } = values;
  await db.transaction(async (transaction) => {
    const id = await insertSource(transaction, { ...fields, createdBy: null });
    await replaceSourceCustomers(transaction, id, customers);
  });
}

export async function changeSource(
  { db, actor }: Pick<ServiceContext, 'db' | 'actor'>,
  id: string,
  request: UpdateSourceRequest,
) {
  await assertCustomersExist(db, request.customers);
  await db.transaction(async (transaction) => {
    const { customers, ...fields } = request;
    if (!(await updateSourceRow(transaction, id, fields))) throw notFound('No such source.');
    if (customers) await replaceSourceCustomers(transaction, id, customers);
    await audit(transaction, actor, 'source.update', id, { fields: Object.keys(request) });
  });
  return readSource(db, id);
}

export async function removeSource({ db, actor }: SourceWriteContext, id: string) {
  await db.transaction(async (transaction) => {
    const row = await findSourceRow(transaction, id);
    if (!row || !(await deleteSourceRow(transaction, id))) throw notFound('No such source.');
    await audit(transaction, actor, 'source.delete', id, { name: row.name, url: row.url });
  });
  return { id, deleted: true as const };
}
