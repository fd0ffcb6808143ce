import type { InjectOptions } from 'fastify';
import type { EndpointDescriptor } from '@argus/contract';
import { expect } from 'vitest';
import type { TestApp } from './build-test-app';
import { DESCRIBED_OPERATIONS, type ServiceRules, statusesFor } from './described-access';
import { createCustomer, createUser } from './factories';

export const ROLES = ['guest', 'analyst', 'otherAnalyst', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * The five callers of the role matrix: a guest (no token), an analyst of `ownCustomer`, an analyst of
 * `otherCustomer` only, a moderator and an admin. Each test file makes its own world.
 */
export async function createRoleWorld(testApp: TestApp) {
  const ownCustomer = await createCustomer(testApp.db, { monitoring: true, discovery: true });
  const otherCustomer = await createCustomer(testApp.db, { monitoring: true, discovery: true });
  const users = {
    analyst: await createUser(testApp.db, { privilege: 1, customers: [ownCustomer.name] }),
    otherAnalyst: await createUser(testApp.db, { privilege: 1, customers: [otherCustomer.name] }),
    moderator: await createUser(testApp.db, { privilege: 2 }),
    admin: await createUser(testApp.db, { privilege: 3 }),
  };
  const tokens = {} as Record<Exclude<Role, 'guest'>, string>;
  for (const role of ['analyst', 'otherAnalyst', 'moderator', 'admin'] as const) {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { username: users[role].username, password: users[role].password },
    });
    tokens[role] = response.json().access_token;
  }
  const headersFor = (role: Role): Record<string, string> =>
    role === 'guest' ? {} : { authorization: `Bearer ${tokens[role]}` };
  return { ownCustomer, otherCustomer, users, tokens, headersFor };
}
export type RoleWorld = Awaited<ReturnType<typeof createRoleWorld>>;

export type RoleCase = {
  /** The operation as the OpenAPI document names it ('GET /api/events/latest/{customer}'), or a variant of it. */
  name: string;
  /** Builds the request; called once per role, so a write can make fresh data each time. */
  request: (world: RoleWorld, role: Role) => InjectOptions | Promise<InjectOptions>;
  /** The endpoint called: by default the one `name` names. Its access and success status set the expected row. */
  endpoint?: EndpointDescriptor;
  /** What the service answers beyond the guard (a folder the caller may not open, an unknown id, a bad query). */
  service?: ServiceRules;
};

/** The row a case expects: who the descriptor's access refuses, and the service's answer or the success status. */
function expectedRow(roleCase: RoleCase) {
  const endpoint = roleCase.endpoint ?? DESCRIBED_OPERATIONS.get(roleCase.name);
  if (!endpoint) throw new Error(`${roleCase.name}: no descriptor of that name; give the case its endpoint`);
  return statusesFor(endpoint, roleCase.service);
}

/**
 * Sends each case as each role and checks every status at once, so one failure report shows the whole row. The row
 * expected is the descriptor's (ADR 0128): a route whose guard or success status is not its descriptor's fails here.
 */
export async function expectRoleMatrix(testApp: TestApp, world: RoleWorld, cases: RoleCase[]) {
  const actual: Record<string, Record<Role, number>> = {};
  const expected: Record<string, Record<Role, number>> = {};
  for (const roleCase of cases) {
    actual[roleCase.name] = {} as Record<Role, number>;
    expected[roleCase.name] = expectedRow(roleCase);
    for (const role of ROLES) {
      const options = await roleCase.request(world, role);
      const response = await testApp.app.inject({
        ...options,
        headers: { ...(options.headers ?? {}), ...world.headersFor(role) },
      });
      actual[roleCase.name]![role] = response.statusCode;
    }
  }
  expect(actual).toEqual(expected);
}
