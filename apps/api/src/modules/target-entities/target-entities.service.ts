import type {
  CreateTargetEntityRequest,
  FolderEntitiesResponse,
  TargetEntityRecord,
  TargetEntityTable,
  TargetEntityTableQuery,
  UpdateTargetEntityRequest,
} from '@argus/contract';
import type { Database } from '../../db/client';
import { violatedUniqueConstraint } from '../../lib/database-errors';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import type { AuditActor } from '../../lib/current-user';
import type { ServiceContext } from '../../lib/service-context';
import type { ReadCaches } from '../../plugins/read-caches';
import { assertCustomerAccess, assertCustomersExist } from '../access/access.service';
import { recordAudit } from '../audit/audit.service';
import { isListedLabel } from '../reference-lists/reference-lists.service';
import {
  deleteCustomerLink,
  deleteEntity,
  findEntityRow,
  findExistingCustomerNames,
  insertCustomerLink,
  insertEntity,
  listEntityPage,
  listFolderEntities,
  updateEntity,
  type EntitySort,
} from './target-entities.repository';

/** One page of rows and how many match in all. */
export async function listEntityTable(
  db: Database,
  query: TargetEntityTableQuery,
): Promise<{ rows: TargetEntityTable; total: number }> {
  const descending = query.sort.startsWith('-');
  const sort = { column: query.sort.replace(/^-/, ''), descending } as EntitySort;
  return listEntityPage(db, {
    search: query.search || undefined,
    customer: query.customer,
    sort,
    offset: (query.page - 1) * query.size,
    limit: query.size,
  });
}

export async function readEntity(db: Database, id: string): Promise<TargetEntityRecord> {
  const row = await findEntityRow(db, id);
  if (!row) throw notFound('No such target entity.');
  return row;
}

/** Latitude and longitude place the entity on the map: one without the other places it nowhere. */
function assertCoordinatesPaired(latitude: number | null | undefined, longitude: number | null | undefined) {
  if ((latitude == null) !== (longitude == null)) {
    throw badRequest(latitude == null ? 'latitude' : 'longitude', 'give both latitude and longitude, or neither');
  }
}

/** The reference lists entity type and industry are picked from, as the System Management screens name them. */
const LISTED_FIELDS = [
  { field: 'entityType', list: 'entity-types', title: 'Entity Types' },
  { field: 'industry', list: 'industries', title: 'Industries' },
] as const;

type ListedValues = { entityType?: string | null; industry?: string | null };

/**
 * Entity type and industry must be items (labels, as stored) of their reference lists. A value the entity already
 * holds passes: an entity imported before a list changed keeps it through an edit of its other fields.
 */
async function assertListedValues(db: Database, values: ListedValues, held: ListedValues = {}) {
  for (const { field, list, title } of LISTED_FIELDS) {
    const value = values[field];
    if (value == null || value === held[field] || (await isListedLabel(db, list, value))) continue;
    throw badRequest(field, `${field}: ${JSON.stringify(value)} is not in the ${title} list; choose one of its items.`);
  }
}

/** A copy is a new entity: it may not carry a value its lists have dropped since the source was saved. */
async function assertSourceListed(db: Database, source: ListedValues) {
  for (const { field, list, title } of LISTED_FIELDS) {
    const value = source[field];
    if (value == null || (await isListedLabel(db, list, value))) continue;
    throw badRequest(
      field,
      `${field}: the entity's ${JSON.stringify(value)} is no longer in the ${title} list; change it before copying.`,
    );
  }
}

/** The unique index on D-U-N-S numbers: a second entity with one answers 409, also when it loses a race. */
async function withDunsIdFree<T>(dunsId: string | null | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'target_entities_duns_id_key') {
      throw new HttpError(409, 'Conflict', `dunsId: another target entity has the D-U-N-S number ${dunsId}.`, 'dunsId');
    }
    throw error;
  }
}

function audit(db: Database, actor: AuditActor, action: string, id: string, details: Record<string, unknown>) {
  return recordAudit(db, { ...actor, action, targetType: 'target-entity', targetId: id, details });
}

/** What a target entity write works with: the database and the actor the audit log names (staff: no folder check). */
export type EntityWriteContext = Pick<ServiceContext, 'db' | 'actor'>;

export async function createEntity({ db, actor }: EntityWriteContext, request: CreateTargetEntityRequest) {
  await assertCustomersExist(db, request.customers);
  assertCoordinatesPaired(request.latitude, request.longitude);
  await assertListedValues(db, request);
  const { customers = [], ...values } = request;
  return db.transaction(async (transaction) => {
    const id = await withDunsIdFree(values.dunsId, () => insertEntity(transaction, values, customers));
    await audit(transaction, actor, 'target-entity.create', id, { ...request });
    return readEntity(transaction, id);
  });
}

export async function changeEntity(
  { db, actor }: EntityWriteContext,
  { id, changes }: { id: string; changes: UpdateTargetEntityRequest },
) {
  const existing = await readEntity(db, id);
  await assertCustomersExist(db, changes.customers);
  assertCoordinatesPaired(
    changes.latitude !== undefined ? changes.latitude : existing.latitude,
    changes.longitude !== undefined ? changes.longitude : existing.longitude,
  );
  await assertListedValues(db, changes, existing);
  const { customers, ...values } = changes;
  return db.transaction(async (transaction) => {
    await withDunsIdFree(values.dunsId, () => updateEntity(transaction, id, values, customers));
    await audit(transaction, actor, 'target-entity.update', id, { name: existing.name, changes });
    return readEntity(transaction, id);
  });
}

/** The copy keeps everything but the DUNS id, which names exactly one company. */
export async function duplicateEntity(
  { db, actor }: EntityWriteContext,
  { id, name }: { id: string; name: string | undefined },
) {
  const { id: _id, customers, dunsId: _dunsId, ...source } = await readEntity(db, id);
  await assertSourceListed(db, source);
  const copyName = name ?? `${source.name} (copy)`.slice(0, 200);
  return db.transaction(async (transaction) => {
    const copyId = await insertEntity(transaction, { ...source, name: copyName, dunsId: null }, customers);
    await audit(transaction, actor, 'target-entity.duplicate', copyId, { source: id, name: copyName });
    return readEntity(transaction, copyId);
  });
}

export async function removeEntity({ db, actor }: EntityWriteContext, id: string) {
  const existing = await readEntity(db, id);
  await db.transaction(async (transaction) => {
    await deleteEntity(transaction, id);
    await audit(transaction, actor, 'target-entity.delete', id, { name: existing.name, dunsId: existing.dunsId });
  });
  return { id, deleted: true as const };
}

async function assertCustomerExists(db: Database, name: string) {
  const [existing] = await findExistingCustomerNames(db, [name]);
  if (!existing) throw notFound('No such customer.');
}

/** The customer monitors the entity from now on; linking twice changes nothing (and writes no audit entry). */
export async function linkCustomer(
  { db, actor }: EntityWriteContext,
  { id, customerName }: { id: string; customerName: string },
) {
  const existing = await readEntity(db, id);
  await assertCustomerExists(db, customerName);
  return db.transaction(async (transaction) => {
    if (await insertCustomerLink(transaction, id, customerName)) {
      await audit(transaction, actor, 'target-entity.link', id, { name: existing.name, customer: customerName });
    }
    return readEntity(transaction, id);
  });
}

/** The customer no longer monitors the entity; its signals stay. */
export async function unlinkCustomer(
  { db, actor }: EntityWriteContext,
  { id, customerName }: { id: string; customerName: string },
) {
  const existing = await readEntity(db, id);
  await assertCustomerExists(db, customerName);
  return db.transaction(async (transaction) => {
    if (await deleteCustomerLink(transaction, id, customerName)) {
      await audit(transaction, actor, 'target-entity.unlink', id, { name: existing.name, customer: customerName });
    }
    return readEntity(transaction, id);
  });
}

/** The folder's target entities, their industry and where they are, for any user of the folder (the Map, relevance). */
export async function readFolderEntities(
  { db, caches, user }: Pick<ServiceContext, 'db' | 'user'> & { caches: Pick<ReadCaches, 'customerAccess'> },
  customerName: string,
): Promise<FolderEntitiesResponse> {
  await assertCustomerAccess(db, user, customerName, caches.customerAccess);
  return { entities: await listFolderEntities(db, customerName) };
}

/**
 * The folder's target entities as readFolderEntities answers them, for a caller that checked the access already (the
 * relevance ranking of the server-side filter: the browser ranks with the same entities' facts).
 */
export function readFolderEntityFacts(db: Database, customerName: string) {
  return listFolderEntities(db, customerName);
}
