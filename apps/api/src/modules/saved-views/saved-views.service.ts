// Saved views (ADR 0135): a Signals or Mentions filter kept by name per user and folder; its owner may share it
// read-only with the folder's other users.
import {
  RELEVANCE_SORT,
  SAVED_VIEWS_MAX,
  STREAM_SORT_PARAM,
  type CreateSavedViewRequest,
  type SavedView,
  type SavedViewKind,
  type UpdateSavedViewRequest,
} from '@argus/contract';
import {
  mentionCriteriaFromSearchParams,
  mentionCriteriaToSearchParams,
  rejectedSignalSearchParams,
  signalCriteriaFromSearchParams,
  signalCriteriaToSearchParams,
} from '@argus/filtering';
import type { Database } from '../../db/client';
import type { CurrentUser } from '../../lib/current-user';
import { isUniqueViolation } from '../../lib/database-errors';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../lib/http-error';
import type { ServiceContext } from '../../lib/service-context';
import { assertCustomerAccess, assertCustomerField } from '../access/access.service';
import { forgetAlertViews } from '../alerts/alert-matching.service';
import { recordAudit } from '../audit/audit.service';
import {
  countSavedViewsOf,
  deleteSavedView as deleteSavedViewRow,
  findSavedView,
  insertSavedView,
  listSavedViewsOf,
  updateSavedView as updateSavedViewRow,
  type SavedViewRow,
} from './saved-views.repository';

export type SavedViewContext = Pick<ServiceContext, 'db' | 'user' | 'actor'>;

function toSavedViewWire(row: SavedViewRow, user: CurrentUser): SavedView {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as SavedViewKind,
    customer: row.customerName,
    criteria: row.criteria,
    alert: row.alert,
    shared: row.shared,
    owner: row.owner,
    own: row.userId === user.id,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The filter as its screen's codec writes it: fields at their default left out, unknown parameters (the folder, an
 * open item) dropped, so that one filter is one text. A signal parameter the screen could not read is refused.
 * "Most relevant first" stays, last, as `sort=relevance` (ADR 0137); any other order is newest first, the default,
 * left out. The codec skips it, so it never changes what the view (or its alerts) match.
 */
export function canonicalCriteria(kind: SavedViewKind, criteria: string): string {
  const params = new URLSearchParams(criteria);
  let canonical: URLSearchParams;
  if (kind === 'signals') {
    const rejected = rejectedSignalSearchParams(params);
    if (rejected.length > 0) throw badRequest('criteria', `criteria: cannot read ${rejected.join(', ')}.`);
    canonical = signalCriteriaToSearchParams(signalCriteriaFromSearchParams(params));
  } else {
    canonical = mentionCriteriaToSearchParams(mentionCriteriaFromSearchParams(params));
  }
  if (params.get(STREAM_SORT_PARAM) === RELEVANCE_SORT) canonical.append(STREAM_SORT_PARAM, RELEVANCE_SORT);
  return canonical.toString();
}

const nameTaken = () => conflict('You have a view of this name for this folder and screen already.', 'name');

export async function readSavedViews({ db, user }: Pick<ServiceContext, 'db' | 'user'>, customer: string) {
  await assertCustomerField(db, user, customer, 'customer');
  const rows = await listSavedViewsOf(db, user.id, customer);
  return { items: rows.map((row) => toSavedViewWire(row, user)) };
}

/**
 * A view the user may see: their own, or one shared in a folder they may still open. Anything else is 404, the same
 * as an id that never existed.
 */
async function findVisibleSavedView(db: Database, user: CurrentUser, id: string) {
  const row = await findSavedView(db, id);
  if (!row) throw notFound('No such saved view.');
  if (row.userId === user.id) return row;
  if (!row.shared) throw notFound('No such saved view.');
  try {
    await assertCustomerAccess(db, user, row.customerName);
  } catch (error) {
    if (error instanceof HttpError) throw notFound('No such saved view.');
    throw error;
  }
  return row;
}

async function findOwnSavedView(db: Database, user: CurrentUser, id: string) {
  const row = await findVisibleSavedView(db, user, id);
  if (row.userId !== user.id) throw forbidden('Only its owner may change or delete a saved view.');
  return row;
}

export async function readSavedView({ db, user }: Pick<ServiceContext, 'db' | 'user'>, id: string) {
  return toSavedViewWire(await findVisibleSavedView(db, user, id), user);
}

export async function createSavedView({ db, user, actor }: SavedViewContext, request: CreateSavedViewRequest) {
  await assertCustomerField(db, user, request.customer, 'customer');
  const criteria = canonicalCriteria(request.kind, request.criteria);
  if ((await countSavedViewsOf(db, user.id, request.customer)) >= SAVED_VIEWS_MAX) {
    throw badRequest('customer', `customer: you keep ${SAVED_VIEWS_MAX} views in this folder already.`);
  }
  try {
    const id = await db.transaction(async (transaction) => {
      const created = await insertSavedView(transaction, {
        userId: user.id,
        customerName: request.customer,
        kind: request.kind,
        name: request.name,
        criteria,
        alert: request.alert ?? false,
        shared: request.shared ?? false,
      });
      await recordAudit(transaction, {
        ...actor,
        action: 'saved-view.create',
        targetType: 'saved-view',
        targetId: created,
        customerName: request.customer,
        details: { name: request.name, kind: request.kind, shared: request.shared ?? false },
      });
      return created;
    });
    forgetAlertViews(request.customer);
    return toSavedViewWire((await findSavedView(db, id))!, user);
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function updateSavedView(
  { db, user, actor }: SavedViewContext,
  { id, change }: { id: string; change: UpdateSavedViewRequest },
) {
  const row = await findOwnSavedView(db, user, id);
  const criteria =
    change.criteria === undefined ? undefined : canonicalCriteria(row.kind as SavedViewKind, change.criteria);
  try {
    await db.transaction(async (transaction) => {
      await updateSavedViewRow(transaction, id, { ...change, criteria });
      await recordAudit(transaction, {
        ...actor,
        action: 'saved-view.update',
        targetType: 'saved-view',
        targetId: id,
        customerName: row.customerName,
        details: { changes: Object.keys(change) },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
  forgetAlertViews(row.customerName, id);
  return toSavedViewWire((await findSavedView(db, id))!, user);
}

export async function deleteSavedView({ db, user, actor }: SavedViewContext, id: string) {
  const row = await findOwnSavedView(db, user, id);
  await db.transaction(async (transaction) => {
    await deleteSavedViewRow(transaction, id);
    await recordAudit(transaction, {
      ...actor,
      action: 'saved-view.delete',
      targetType: 'saved-view',
      targetId: id,
      customerName: row.customerName,
      details: { name: row.name, kind: row.kind },
    });
  });
  forgetAlertViews(row.customerName, id);
  return { id, deleted: true as const };
}
