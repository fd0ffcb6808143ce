import { isModerator } from '@argus/contract';
import type { Database } from '../../db/client';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-error';
import type { CustomerAccessState } from '../../lib/cached-reads';
import type { ReadCache } from '../../lib/read-cache';

import type { CurrentUser } from '../../lib/current-user';
import { findCustomerFeatures, hasCustomerGrant, listExistingCustomerNames } from './access.repository';

async function loadCustomerAccess(db: Database, user: CurrentUser, customerName: string): Promise<CustomerAccessState> {
  if (!isModerator(user.privilege) && !(await hasCustomerGrant(db, user.id, customerName)))
    return { kind: 'forbidden' };
  const customer = await findCustomerFeatures(db, customerName);
  return customer ? { kind: 'granted', customer } : { kind: 'missing' };
}

/**
 * The one customer-access rule of the API. Staff (moderator and up) reach every customer; an unknown one is 404.
 * A regular user reaches only the customers granted to them; for any other name the answer is 403 whether or
 * not it exists, so that nobody learns which customers there are. The hot reads pass the access cache (cleared on
 * any change to users, grants or customers); writes always ask the database.
 */
export async function assertCustomerAccess(
  db: Database,
  user: CurrentUser,
  customerName: string,
  cache?: ReadCache<CustomerAccessState>,
) {
  const state = cache
    ? await cache.remember(`${isModerator(user.privilege) ? 'staff' : user.id}|${customerName}`, () =>
        loadCustomerAccess(db, user, customerName),
      )
    : await loadCustomerAccess(db, user, customerName);
  if (state.kind === 'forbidden') throw forbidden('You have no access to this customer.');
  if (state.kind === 'missing') throw notFound('No such customer.');
  return state.customer;
}

/**
 * The same rule for a customer named in a request's body (a signal's, a schedule's, a bookmark's): the name is a field
 * of the request, so one that does not exist is a 400 naming the field, where a customer named in the path is a 404
 * (a missing page). The API's one rule for unknown customers (ADR 0117).
 */
export async function assertCustomerField(db: Database, user: CurrentUser, customerName: string, field: string) {
  try {
    return await assertCustomerAccess(db, user, customerName);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) throw badRequest(field, `${field}: no such customer.`);
    throw error;
  }
}

/**
 * Customers named in a list field of a body (the folders of a source, a key, an entity) must all exist: a 400 naming
 * the field and the unknown ones otherwise. Staff writes: who may use the customers is the endpoint's access.
 */
export async function assertCustomersExist(db: Database, names: readonly string[] | undefined, field = 'customers') {
  if (!names || names.length === 0) return;
  const existing = await listExistingCustomerNames(db, names);
  const unknown = names.filter((name) => !existing.has(name));
  if (unknown.length > 0) throw badRequest(field, `${field}: unknown customers: ${unknown.join(', ')}`);
}

/**
 * Whether a user (not the caller: a schedule's owner, say) may read a customer's signals: staff always, a regular
 * user when granted it. Asks the database, past the access cache.
 */
export async function userMayReadCustomer(
  db: Database,
  user: { id: string; privilege: number },
  customerName: string,
): Promise<boolean> {
  return isModerator(user.privilege) || hasCustomerGrant(db, user.id, customerName);
}
