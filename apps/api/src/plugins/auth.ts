import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isAdmin, isModerator } from '@argus/contract';
import { forbidden, unauthorized } from '../lib/http-error';
import { findTokenHolder } from '../modules/auth/auth.repository';
import type { TokenService, VerifiedToken } from '../modules/auth/tokens';

export type CurrentUser = {
  id: string;
  username: string;
  privilege: number;
  /** Whether the knowledge graph is turned on for the user (the graph calls check it). */
  knowledgeGraph: boolean;
  token: VerifiedToken;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyRequest {
    currentUser: CurrentUser | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    tokens: TokenService;
    /**
     * Route guards, used as `onRequest` hooks: they run before validation, so a caller without the right
     * token learns nothing about the route's input rules (a guest gets 401, not a 400 about a malformed id).
     */
    requireUser: (request: FastifyRequest) => Promise<void>;
    requireModerator: (request: FastifyRequest) => Promise<void>;
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

/** The token of an `Authorization: Bearer …` header, if the request has one. */
export function bearerTokenOf(request: FastifyRequest): string | undefined {
  return request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
}

async function holderOf(app: FastifyInstance, token: VerifiedToken) {
  return (await findTokenHolder(app.db, token.sub, token.jti)) ?? null;
}

/**
 * Who a token speaks for now, or why it does not: forged or expired (`invalid`), logged out, issued before a password
 * change, or its holder disabled (`revoked`). `fresh` asks the database past the token-holder cache: for checks that
 * run while that cache may not have heard of a change yet (live streams re-check on the change notification itself).
 */
export async function userOfToken(
  app: FastifyInstance,
  tokenText: string,
  options: { fresh?: boolean } = {},
): Promise<CurrentUser | 'invalid' | 'revoked'> {
  const token = await app.tokens.verify(tokenText);
  if (!token) return 'invalid';
  // The loader is passed inline, not bound to a name: tsx keeps function names, and a function bound to a name is
  // renamed with Object.defineProperty each time it is made (~1 µs; ADR 13), here on every request.
  const holder = options.fresh
    ? await holderOf(app, token)
    : await app.readCaches.tokenHolders.remember(`${token.sub}|${token.jti}`, () => holderOf(app, token));
  if (!holder || holder.revoked || holder.status !== 'active' || holder.tokenGeneration !== token.gen) return 'revoked';
  return {
    id: holder.id,
    username: holder.username,
    privilege: holder.privilege,
    knowledgeGraph: holder.knowledgeGraph,
    token,
  };
}

/** Reads the bearer token; the user's privilege and status come from the database, so a change applies at once. */
async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<CurrentUser> {
  if (request.currentUser) return request.currentUser;
  const tokenText = bearerTokenOf(request);
  if (!tokenText) throw unauthorized();
  const user = await userOfToken(app, tokenText);
  if (user === 'invalid') throw unauthorized('The access token is invalid or has expired.');
  if (user === 'revoked') throw unauthorized('The access token has been revoked.');
  request.currentUser = user;
  return user;
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: { tokens: TokenService }) => {
    app.decorate('tokens', options.tokens);
    app.decorateRequest('currentUser', null);
    app.decorate('requireUser', async (request: FastifyRequest) => {
      await authenticate(app, request);
    });
    app.decorate('requireModerator', async (request: FastifyRequest) => {
      const user = await authenticate(app, request);
      if (!isModerator(user.privilege)) throw forbidden();
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const user = await authenticate(app, request);
      if (!isAdmin(user.privilege)) throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['db', 'read-caches'] },
);

/** For handlers behind requireUser: the user is always there. */
export function currentUserOf(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}

/** Who did it and from where, for the audit log. */
export function auditActorOf(request: FastifyRequest) {
  return {
    actorUserId: request.currentUser?.id ?? null,
    actorUsername: request.currentUser?.username ?? null,
    address: request.ip,
  };
}
