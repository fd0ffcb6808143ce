import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { users } from '../../src/db/schema';
import {
  createGraphEntity,
  createGraphSignal,
  monitorEntities,
} from '../../src/modules/knowledge-graph/knowledge-graph.factories';
import { createDiscovery } from '../../src/modules/mentions/mentions.factories';
import { createFeedback } from '../../src/modules/reviews/reviews.factories';
import { createSchedule } from '../../src/modules/email-schedules/email-schedules.factories';
import { createEventType, createSignalRow } from '../../src/modules/signals/signals.factories';
import type { TestApp } from '../build-test-app';
import { createUser } from '../factories';
import { createRoleWorld, type Role } from '../role-world';

type TokenHolder = { id: string; username: string; privilege: number; tokenGeneration: number };

/**
 * The role world of test/role-world.ts (guest, the analyst of `ownCustomer`, the analyst of `otherCustomer` only,
 * a moderator, an admin) and the data that lets every operation of the API find what it asks for in `ownCustomer`:
 * signals of an event type, a discovery, two knowledge-graph entities, and the analyst's feedback and e-mail schedule
 * (which the other folder's analyst must never see).
 */
export async function createDrillWorld(testApp: TestApp) {
  const roles = await createRoleWorld(testApp);
  const { db } = testApp;
  const own = roles.ownCustomer.name;
  // An address for the digests, and the knowledge graph turned on: otherwise those calls refuse every role alike and
  // the matrix would not show who may open which folder.
  for (const user of Object.values(roles.users)) {
    await db
      .update(users)
      .set({ email: `${user.username}@test.example`, knowledgeGraph: true })
      .where(eq(users.id, user.id));
  }
  const eventType = (await createEventType(db, { argumentNames: ['acquirer'] })).name;
  const freshSignal = () =>
    createSignalRow(db, { customerName: own, eventType, dunsId: '111222333', language: 'en', mediaSegment: 'news' });
  const discovery = await createDiscovery(db, own);
  const graph = await createGraph(testApp, own, eventType);
  const analystSignal = await freshSignal();
  await createFeedback(db, {
    userId: roles.users.analyst.id,
    itemId: analystSignal.id,
    itemKind: 'signal',
    customerName: own,
    eventType,
  });
  await createSchedule(db, { userId: roles.users.analyst.id, customerName: own });
  /** Whose credentials the login call sends, whoever calls it. */
  const loginUser = await createUser(db);

  const headersOf = async (user: TokenHolder) => ({
    authorization: `Bearer ${await testApp.app.tokens.issue(user)}`,
  });
  let addresses = 0;
  return {
    ...roles,
    testApp,
    eventType,
    discovery,
    graph,
    loginUser,
    freshSignal,
    /** A new token of the role's user, for calls that use up the token they carry (logout, refresh). */
    freshHeaders: async (role: Role) => (role === 'guest' ? {} : headersOf(roles.users[role])),
    /**
     * A token of a new user with the role's privilege and folders, for calls that change the user itself (a password
     * change revokes every token of its user, the role world's one included).
     */
    twinHeaders: async (role: Role) => {
      if (role === 'guest') return {};
      const customers = { analyst: [own], otherAnalyst: [roles.otherCustomer.name], moderator: [], admin: [] }[role];
      return headersOf(await createUser(db, { privilege: roles.users[role].privilege, customers }));
    },
    /** A client address of its own, for the logged-out account calls, which are rate-limited per address. */
    nextAddress: () => `10.19.${Math.floor(++addresses / 250)}.${addresses % 250}`,
  };
}
export type DrillWorld = Awaited<ReturnType<typeof createDrillWorld>>;

/**
 * Builds the request of one operation as `role` would send it. It is called once per role (and per refused token),
 * so a write makes fresh data each time and one role's delete does not turn the next one's into a 404. The role's
 * token is added by the sender unless the request carries an `authorization` header of its own.
 */
export type DrillRequest = (world: DrillWorld, role: Role) => InjectOptions | Promise<InjectOptions>;

/** Two entities the own folder monitors and a March 2026 signal about the first that names the second. */
async function createGraph(testApp: TestApp, customerName: string, eventType: string) {
  const first = await createGraphEntity(testApp, { name: 'alpha works' });
  const second = await createGraphEntity(testApp, { name: 'beta partners' });
  await monitorEntities(testApp, customerName, [first.id, second.id]);
  await createGraphSignal(testApp, {
    customerName,
    subject: first,
    named: [second],
    eventType,
    publishDate: '2026-03-10T10:00:00.000Z',
  });
  return { first, second };
}
