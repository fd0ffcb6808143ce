import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isAdmin, isModerator } from '@argus/contract';
import { bearerTokenOf, type CurrentUser } from '../lib/current-user';
import { forbidden, unauthorized } from '../lib/http-error';
import type { TokenService } from '../lib/tokens';

/** Who a token speaks for, or why it does not (modules/auth's token-holder service, handed in by app.ts). */
export type UserOfToken = (app: FastifyInstance, tokenText: string) => Promise<CurrentUser | 'invalid' | 'revoked'>;

declare module 'fastify' {
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

/**
 * Decorates the app with its token service and the route guards. The guards read the bearer token; the user's
 * privilege and status come from the database (through `userOfToken`), so a change applies at once.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { tokens: TokenService; userOfToken: UserOfToken }) => {
    const authenticate = async (request: FastifyRequest): Promise<CurrentUser> => {
      if (request.currentUser) return request.currentUser;
      const tokenText = bearerTokenOf(request);
      if (!tokenText) throw unauthorized();
      const user = await options.userOfToken(app, tokenText);
      if (user === 'invalid') throw unauthorized('The access token is invalid or has expired.');
      if (user === 'revoked') throw unauthorized('The access token has been revoked.');
      request.currentUser = user;
      return user;
    };
    app.decorate('tokens', options.tokens);
    app.decorateRequest('currentUser', null);
    app.decorate('requireUser', async (request: FastifyRequest) => {
      await authenticate(request);
    });
    app.decorate('requireModerator', async (request: FastifyRequest) => {
      const user = await authenticate(request);
      if (!isModerator(user.privilege)) throw forbidden();
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const user = await authenticate(request);
      if (!isAdmin(user.privilege)) throw forbidden();
    });
  },
  { name: 'auth', dependencies: ['db', 'read-caches'] },
);
