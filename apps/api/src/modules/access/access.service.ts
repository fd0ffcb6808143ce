import { isModerator } from '@argus/contract';
import type { Database } from '../../db/client';
import { forbidden, notFound } from '../../lib/http-error';
import type { CurrentUser } from '../../plugins/auth';
import { findCustomerFeatures, hasCustomerGrant } from './access.repository';

/**
 * The one customer-access rule of the API. Staff (moderator and up) reach every customer; an unknown one is 404.
 * A regular user reaches only the customers granted to them; for any other name the answer is 403 whether or
 * not it exists, so that nobody learns which customers there are.
 */
export async function assertCustomerAccess(db: Database, user: CurrentUser, customerName: string) {
  if (!isModerator(user.privilege)) {
    if (!(await hasCustomerGrant(db, user.id, customerName))) {
      throw forbidden('You have no access to this customer.');
    }
  }
  const customer = await findCustomerFeatures(db, customerName);
  if (!customer) throw notFound('No such customer.');
  return customer;
}
