import {
  isAdmin,
  isModerator,
  resolveCustomerLabel,
  type CustomerSettings,
  type UpdateUserPreferencesRequest,
  type UserPreferencesResponse,
  type UserSettings,
} from '@argus/contract';
import type { Database } from '../../db/client';
import { forbidden, notFound } from '../../lib/http-error';
import type { CurrentUser } from '../../lib/current-user';
import type { ServiceContext } from '../../lib/service-context';
import { assertCustomerAccess } from '../access/access.service';
import { recordAudit } from '../audit/audit.service';
import {
  findCustomerSettings,
  findUserForSettings,
  listAccessibleCustomers,
  listDiscoveriesOf,
  mergeUserPreferences,
} from './settings.repository';
import { readStoredPreferences } from './stored-preferences';

/** What each privilege may do; the web app reads it to show or hide actions, the server enforces it anyway. */
export function permissionsFor(privilege: number): string[] {
  const permissions = ['signals:read', 'signals:review', 'mentions:read', 'mentions:review', 'settings:write'];
  if (isModerator(privilege)) {
    permissions.push('customers:read-all', 'signals:write', 'target-entities:write', 'reports:read');
  }
  if (isAdmin(privilege)) permissions.push('users:write', 'customers:write', 'logs:read');
  return permissions;
}

/** What a settings read works with: the caller. */
export type SettingsReadContext = Pick<ServiceContext, 'db' | 'user'>;

export async function readUserSettings(
  { db, user: requester }: SettingsReadContext,
  username: string,
): Promise<UserSettings> {
  const isOwn = requester.username.toLowerCase() === username.toLowerCase();
  if (!isOwn && !isModerator(requester.privilege)) throw forbidden('You may read only your own settings.');
  const user = await findUserForSettings(db, username);
  if (!user) throw notFound('No such user.');

  const folders = await listAccessibleCustomers(db, { id: user.id, seesAllCustomers: isModerator(user.privilege) });
  const discoveries = await listDiscoveriesOf(
    db,
    folders.map((folder) => folder.name),
  );
  return {
    flags: { newArchitecture: user.newArchitecture, knowledgeGraph: user.knowledgeGraph },
    tables: folders.map((folder) => ({
      folderDbTable: folder.folderDbTable,
      folderLabel: resolveCustomerLabel(folder.name, folder.label),
      customerName: folder.name,
      features: { monitoring: folder.monitoring, discovery: folder.discovery, trend: folder.trend },
      info: {
        discoveries: discoveries
          .filter((discovery) => discovery.customerName === folder.name)
          .map((discovery) => ({ discoveryId: discovery.id, name: discovery.name })),
      },
    })),
    permissions: permissionsFor(user.privilege),
    preferences: readStoredPreferences(user.preferences),
  };
}

/** Preferences are personal: a user changes their own and nobody else's, admins included. */
export function assertOwnSettings(requester: CurrentUser, username: string) {
  if (requester.username.toLowerCase() !== username.toLowerCase()) {
    throw forbidden('You may change only your own settings.');
  }
}

/**
 * A user changes their own preferences, and nobody else's: admins included, because these are personal defaults
 * (staff manage other people's digests in E-Mail Schedules). Only the fields sent change; the change is audited.
 */
export async function updateOwnPreferences(
  { db, user: requester, actor }: Pick<ServiceContext, 'db' | 'user' | 'actor'>,
  { username, request }: { username: string; request: UpdateUserPreferencesRequest },
): Promise<UserPreferencesResponse> {
  assertOwnSettings(requester, username);
  const changes = request.preferences;
  const stored = await db.transaction(async (transaction) => {
    const merged = await mergeUserPreferences(transaction, requester.id, changes);
    if (merged === undefined) throw notFound('No such user.');
    await recordAudit(transaction, {
      ...actor,
      action: 'settings.preferences.update',
      targetType: 'user',
      targetId: requester.id,
      details: { changes },
    });
    return merged;
  });
  return { preferences: readStoredPreferences(stored) };
}

/** One customer's configuration, for anyone who may open the customer (403/404 by the customer-access rule). */
export async function readCustomerSettings(
  { db, user: requester }: SettingsReadContext,
  customerName: string,
): Promise<CustomerSettings> {
  await assertCustomerAccess(db, requester, customerName);
  const customer = await findCustomerSettings(db, customerName);
  if (!customer) throw notFound('No such customer.');
  const discoveries = await listDiscoveriesOf(db, [customer.name]);
  return {
    customerName: customer.name,
    customerLabel: resolveCustomerLabel(customer.name, customer.label),
    folderDbTable: customer.folderDbTable,
    features: { monitoring: customer.monitoring, discovery: customer.discovery, trend: customer.trend },
    discoveries: discoveries.map((discovery) => ({ discoveryId: discovery.id, name: discovery.name })),
  };
}

/** The customers a user opens, with their configuration: every customer for staff, the granted ones otherwise. */
export function readAccessibleCustomers(db: Database, user: { id: string; privilege: number }) {
  return listAccessibleCustomers(db, { id: user.id, seesAllCustomers: isModerator(user.privilege) });
}
