import {
  DEFAULT_CUSTOMER_NAME,
  type CreateCustomerRequest,
  type CustomerDetail,
  type CustomerListEntry,
  type CustomerRecord,
  type DiscoveryInput,
  type DuplicateCustomerRequest,
  type UpdateCustomerRequest,
} from '@argus/contract';
import type { Database } from '../../db/client';
import { badRequest, HttpError, notFound } from '../../lib/http-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { recordAudit } from '../audit/audit.service';
import {
  copyCustomer,
  deleteCustomerRow,
  findCustomerRow,
  insertCustomer,
  listCustomerNameRows,
  listCustomerRows,
  listDiscoveriesOfCustomers,
  listDiscoveryDetails,
  updateCustomerRow,
  writeDiscoveries,
  type CustomerRow,
  type DiscoveryDetailRow,
} from './customers.repository';
import type { AuditActor } from '../../lib/current-user';
import type { ServiceContext } from '../../lib/service-context';

const customerTaken = (name: string) =>
  new HttpError(409, 'Conflict', `A customer named "${name}" already exists.`, 'customerName');
const defaultFolderDbTable = (customerName: string) => `events_${customerName.toLowerCase().replaceAll('-', '_')}`;

async function toRecords(db: Database, rows: CustomerRow[]): Promise<CustomerRecord[]> {
  const discoveries = await listDiscoveriesOfCustomers(
    db,
    rows.map((row) => row.name),
  );
  return rows.map((row) => ({
    customerName: row.name,
    customerLabel: row.label,
    folderDbTable: row.folderDbTable,
    features: { monitoring: row.monitoring, discovery: row.discovery, trend: row.trend },
    groupStories: row.groupStories,
    discoveries: discoveries
      .filter((discovery) => discovery.customerName === row.name)
      .map((discovery) => ({ discoveryId: discovery.id, name: discovery.name })),
    entityCount: row.entityCount,
    userCount: row.userCount,
  }));
}

export async function listCustomerTable(db: Database) {
  return toRecords(db, await listCustomerRows(db));
}

export async function listCustomerNames(db: Database): Promise<CustomerListEntry[]> {
  const rows = await listCustomerNameRows(db);
  return rows.map((row) => ({ customerName: row.name, customerLabel: row.label }));
}

async function findCustomerOrThrow(db: Database, name: string) {
  const row = await findCustomerRow(db, name);
  if (!row) throw notFound('No such customer.');
  return row;
}

/** One customer as its editor shows it: the table's row with each discovery's search terms. */
export async function readCustomer(db: Database, name: string): Promise<CustomerDetail> {
  const row = await findCustomerOrThrow(db, name);
  const [[record], discoveries] = await Promise.all([toRecords(db, [row]), listDiscoveryDetails(db, row.name)]);
  return { ...record!, discoveries };
}

/**
 * Every id in a discoveries write must be one of this customer's discoveries (and search terms of that discovery):
 * an id of another customer's discovery would move it, a made-up one would silently become nothing.
 */
function assertOwnDiscoveryIds(existing: DiscoveryDetailRow[], wanted: DiscoveryInput[]) {
  const termIdsByDiscovery = new Map(
    existing.map((discovery) => [discovery.discoveryId, new Set(discovery.searchTerms.map((term) => term.id))]),
  );
  const seen = new Set<string>();
  wanted.forEach((discovery, index) => {
    const path = `discoveries.${index}`;
    if (!discovery.discoveryId) {
      const termIndex = discovery.searchTerms.findIndex((searchTerm) => searchTerm.id !== undefined);
      if (termIndex >= 0) {
        throw badRequest(
          `${path}.searchTerms.${termIndex}.id`,
          `${path}.searchTerms.${termIndex}.id: a new discovery has no search terms yet.`,
        );
      }
      return;
    }
    const termIds = termIdsByDiscovery.get(discovery.discoveryId);
    if (!termIds || seen.has(discovery.discoveryId)) {
      throw badRequest(
        `${path}.discoveryId`,
        `${path}.discoveryId: not a discovery of this customer, or listed twice.`,
      );
    }
    seen.add(discovery.discoveryId);
    const seenTerms = new Set<string>();
    discovery.searchTerms.forEach((searchTerm, termIndex) => {
      if (searchTerm.id === undefined) return;
      if (!termIds.has(searchTerm.id) || seenTerms.has(searchTerm.id)) {
        const field = `${path}.searchTerms.${termIndex}.id`;
        throw badRequest(field, `${field}: not a search term of this discovery, or listed twice.`);
      }
      seenTerms.add(searchTerm.id);
    });
  });
}

function audit(db: Database, actor: AuditActor, action: string, customerName: string, details?: object) {
  return recordAudit(db, {
    ...actor,
    action,
    targetType: 'customer',
    targetId: customerName,
    customerName,
    details: details as Record<string, unknown> | undefined,
  });
}

/** Customer names are keys everywhere; one that differs from an existing one only by letter case would confuse. */
async function assertNameFree(db: Database, name: string) {
  const rows = await listCustomerNameRows(db);
  if (rows.some((row) => row.name.toLowerCase() === name.toLowerCase())) throw customerTaken(name);
}

async function insertOrConflict(name: string, insert: () => Promise<void>) {
  try {
    await insert();
  } catch (error) {
    if (isUniqueViolation(error)) throw customerTaken(name);
    throw error;
  }
}

/** What a customer write works with: the database and the actor the audit log names (admins only: no folder check). */
export type CustomerWriteContext = Pick<ServiceContext, 'db' | 'actor'>;

export async function createCustomer({ db, actor }: CustomerWriteContext, request: CreateCustomerRequest) {
  await assertNameFree(db, request.customerName);
  if (request.discoveries) assertOwnDiscoveryIds([], request.discoveries);
  return db.transaction(async (transaction) => {
    await insertOrConflict(request.customerName, () =>
      insertCustomer(transaction, request.customerName, {
        label: request.customerLabel ?? null,
        folderDbTable: request.folderDbTable ?? defaultFolderDbTable(request.customerName),
        ...request.features,
        groupStories: request.groupStories ?? true,
      }),
    );
    if (request.discoveries) {
      await writeDiscoveries(transaction, request.customerName, request.discoveries);
    }
    await audit(transaction, actor, 'customer.create', request.customerName, request);
    return readCustomer(transaction, request.customerName);
  });
}

export async function updateCustomer(
  { db, actor }: CustomerWriteContext,
  { customerName, changes }: { customerName: string; changes: UpdateCustomerRequest },
) {
  const existing = await readCustomer(db, customerName);
  if (changes.discoveries) assertOwnDiscoveryIds(existing.discoveries, changes.discoveries);
  return db.transaction(async (transaction) => {
    await updateCustomerRow(transaction, existing.customerName, {
      ...(changes.customerLabel !== undefined ? { label: changes.customerLabel } : {}),
      ...(changes.folderDbTable !== undefined ? { folderDbTable: changes.folderDbTable } : {}),
      ...changes.features,
      ...(changes.groupStories !== undefined ? { groupStories: changes.groupStories } : {}),
    });
    if (changes.discoveries) {
      await writeDiscoveries(transaction, existing.customerName, changes.discoveries);
    }
    await audit(transaction, actor, 'customer.update', existing.customerName, { changes });
    return readCustomer(transaction, existing.customerName);
  });
}

export async function duplicateCustomer(
  { db, actor }: CustomerWriteContext,
  { sourceName, copy }: { sourceName: string; copy: DuplicateCustomerRequest },
) {
  const source = await readCustomer(db, sourceName);
  await assertNameFree(db, copy.customerName);
  return db.transaction(async (transaction) => {
    await insertOrConflict(copy.customerName, () =>
      copyCustomer(transaction, source.customerName, {
        name: copy.customerName,
        label: copy.customerLabel ?? null,
        folderDbTable: defaultFolderDbTable(copy.customerName),
      }),
    );
    await audit(transaction, actor, 'customer.duplicate', copy.customerName, { source: source.customerName });
    return readCustomer(transaction, copy.customerName);
  });
}

export async function deleteCustomer({ db, actor }: CustomerWriteContext, customerName: string) {
  const existing = await readCustomer(db, customerName);
  // Moderators and admins start on this customer (spec section 4, step 4); without it their start-up breaks.
  if (existing.customerName === DEFAULT_CUSTOMER_NAME) {
    throw badRequest('id', `id: the default customer "${DEFAULT_CUSTOMER_NAME}" cannot be deleted.`);
  }
  await db.transaction(async (transaction) => {
    await deleteCustomerRow(transaction, existing.customerName);
    await audit(transaction, actor, 'customer.delete', existing.customerName, {
      customerLabel: existing.customerLabel,
      entityCount: existing.entityCount,
      userCount: existing.userCount,
    });
  });
  return { customerName: existing.customerName, deleted: true as const };
}

/** How mails name a customer's folder: its label, or its name when it has none (or no longer exists). */
export async function readFolderName(db: Database, customerName: string): Promise<string> {
  return (await findCustomerRow(db, customerName))?.label || customerName;
}
