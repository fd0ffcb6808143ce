import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { createUser } from '../factories';
import { documentOperations, PUBLIC_OPERATIONS } from './document';
import type { DrillWorld } from './drill-world';
import { ROLE_MATRIX_REQUESTS } from './role-matrix';
import { send } from './send';

/** The tokens that every authenticated operation must refuse with 401. */
export const REFUSED_TOKEN_KINDS = [
  'forged',
  'alg none',
  'tampered privilege',
  'expired',
  'revoked by logout',
  'revoked by password change',
  'revoked by refresh',
] as const;
export type RefusedTokenKind = (typeof REFUSED_TOKEN_KINDS)[number];

const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function logIn(app: FastifyInstance, user: { username: string; password: string }) {
  const credentials = { username: user.username, password: user.password };
  const response = await app.inject({ method: 'POST', url: '/auth/login', payload: credentials });
  return expectOk(response, 'log in').json<{ access_token: string }>().access_token;
}

/** A step that makes a refused token must itself succeed, or the drill would test nothing. */
function expectOk<T extends { statusCode: number; body: string }>(response: T, step: string) {
  if (response.statusCode !== 200) throw new Error(`${step} answered ${response.statusCode}: ${response.body}`);
  return response;
}

const OTHER_SECRET = 'another-secret-that-is-long-enough-for-hs256-signing';

/**
 * Makes the tokens of each kind. They speak for an admin (the tampered one raises an analyst to admin), so that a token
 * wrongly accepted shows as a success rather than as a 403 that could pass for a refusal. The made kinds are made
 * afresh for each request, each for a user of its own: a wrongly accepted token that a logout, a refresh or a password
 * change used up would otherwise be refused everywhere after that, and hide the rest of the leak.
 */
export async function refusedTokens(
  world: DrillWorld,
  jwtSecret: string,
): Promise<Record<RefusedTokenKind, () => Promise<string>>> {
  const { app, db } = world.testApp;
  const newAdmin = () => createUser(db, { privilege: 3 });
  // The payload of a real token (auth/tokens.ts): username, privilege and gen, with sub, jti, iat and exp.
  const claimsOf = (user: { id: string; username: string; privilege: number; tokenGeneration: number }) => {
    const now = Math.floor(Date.now() / 1000);
    const { id: sub, username, privilege, tokenGeneration: gen } = user;
    return { sub, username, privilege, gen, jti: randomUUID(), iat: now, exp: now + 3600 };
  };
  const sign = async (secret: string, shiftSeconds: number) => {
    const { sub, jti, iat, exp, ...claims } = claimsOf(await newAdmin());
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(sub)
      .setJti(jti)
      .setIssuedAt(iat + shiftSeconds)
      .setExpirationTime(exp + shiftSeconds)
      .sign(new TextEncoder().encode(secret));
  };
  const unsigned = async () => `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claimsOf(await newAdmin()))}.`;
  // A valid analyst token with its payload edited to admin; its header and signature are left as they were.
  const raised = async () => {
    const analyst = await createUser(db, { privilege: 1, customers: [world.ownCustomer.name] });
    const [header, payload, signature] = (await app.tokens.issue(analyst)).split('.') as [string, string, string];
    const edited = { ...JSON.parse(Buffer.from(payload, 'base64url').toString()), privilege: 3 };
    return `${header}.${encode(edited)}.${signature}`;
  };

  const admin = await newAdmin();
  const loggedOut = await logIn(app, admin);
  expectOk(await app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(loggedOut) }), 'logout');
  // Refreshing rotates the token: the presented one is revoked as the new one is issued (auth.service.ts).
  const refreshed = await logIn(app, admin);
  expectOk(await app.inject({ method: 'GET', url: '/auth/refresh', headers: bearer(refreshed) }), 'refresh');
  // An admin of its own: a password change revokes every token of its user.
  const changer = await createUser(db, { privilege: 3 });
  const beforeChange = await logIn(app, changer);
  const change = { currentPassword: changer.password, newPassword: 'a-new-long-password' };
  expectOk(
    await app.inject({ method: 'POST', url: '/auth/change-password', headers: bearer(beforeChange), payload: change }),
    'password change',
  );

  return {
    forged: () => sign(OTHER_SECRET, 0),
    'alg none': unsigned,
    'tampered privilege': raised,
    // Expired an hour ago, signed with the app's own secret.
    expired: () => sign(jwtSecret, -7200),
    'revoked by logout': async () => loggedOut,
    'revoked by password change': async () => beforeChange,
    'revoked by refresh': async () => refreshed,
  };
}

/**
 * The token drill: each refused token on every operation that the OpenAPI document marks as needing a token,
 * in the request the role matrix sends for it as an admin (real names and bodies, so that only the token is wrong).
 * Answers what came back other than 401, by operation and token, so that a failure shows every cell at once.
 */
export async function runTokenDrill(world: DrillWorld, jwtSecret: string) {
  const app = world.testApp.app;
  const tokens = await refusedTokens(world, jwtSecret);
  const operations = documentOperations(app);
  const open = operations.filter((operation) => !operation.secured).map((operation) => operation.name);
  const accepted: Record<string, Partial<Record<RefusedTokenKind, number>>> = {};
  const unrequested: string[] = [];
  let requests = 0;
  for (const operation of operations.filter((candidate) => candidate.secured)) {
    const request = ROLE_MATRIX_REQUESTS[operation.name];
    if (!request) {
      unrequested.push(operation.name);
      continue;
    }
    for (const kind of REFUSED_TOKEN_KINDS) {
      const options = await request(world, 'admin');
      const headers = { ...options.headers, ...bearer(await tokens[kind]()) };
      const { status } = await send(app, { ...options, headers });
      requests += 1;
      if (status !== 401) (accepted[operation.name] ??= {})[kind] = status;
    }
  }
  return {
    requests,
    securedOperations: operations.length - open.length,
    acceptedCount: Object.values(accepted).reduce((total, row) => total + Object.keys(row).length, 0),
    accepted,
    /** Secured operations without a request in the role matrix: the drill could not send them. */
    unrequested,
    /** The document leaves these open though their descriptors ask a token (a route served without `security`?). */
    unexpectedlyOpen: open.filter((name) => !PUBLIC_OPERATIONS.includes(name)),
    /** Their descriptors make these public, but the document asks a token for them or no longer has them. */
    notOpen: PUBLIC_OPERATIONS.filter((name) => !open.includes(name)),
  };
}
