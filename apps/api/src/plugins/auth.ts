import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isAdmin, isModerator } from '@argus/contract';
import { bearerTokenOf, type CurrentUser } from '../lib/current-user';
import { forbidden, unauthorized } from '../lib/http-error';
import type { TokenService } from '../lib/tokens';

/** Who a token speaks for, or why it does not (modules/auth's token-holder service, handed in by app.ts). */
export type UserOfToken = (app: FastifyInstance, tokenText: string) => Promise<CurrentUser | 'invalid' | 'revoked'>;

/** A machine client of the push API, as its key names it: the key's id and name, and the folders it may write to. */
export type ApiKeyHolder = { id: string; name: string; customers: string[] };
/** The live (not revoked) key a bearer text is, or null (modules/api-keys' service, handed in by app.ts). */
export type ApiKeyOfBearer = (app: FastifyInstance, keyText: string) => Promise<ApiKeyHolder | null>;

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
    /** The push API's guard: a key (never a user's token) in `Authorization: Bearer …`; sets `request.apiKey`. */
    requireApiKey: (request: FastifyRequest) => Promise<void>;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyRequest {
    /** The push API key of the request, once requireApiKey has let it in. */
    apiKey: ApiKeyHolder | null;
  }
}

/** Keys begin so (ADR 0125); a bearer text that does not is a user's token sent to the push API, or garbage. */
const API_KEY_PREFIX = 'argus_';

/**
 * Decorates the app with its token service and the route guards. The guards read the bearer token; the user's
 * privilege and status come from the database (through `userOfToken`), so a change applies at once.
 */
export const authPlugin = fp(
  async (
    app: FastifyInstance,
    options: { tokens: TokenService; userOfToken: UserOfToken; apiKeyOfBearer: ApiKeyOfBearer },
  ) => {
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
    // Keys and users' tokens never stand in for each other: requireUser's token check refuses a key (not a JWT),
    // and this guard refuses a token (no key has its hash).
    app.decorateRequest('apiKey', null);
    app.decorate('requireApiKey', async (request: FastifyRequest) => {
      const keyText = bearerTokenOf(request);
      if (!keyText) throw unauthorized('A push API key is required: send it as "Authorization: Bearer <key>".');
      if (!keyText.startsWith(API_KEY_PREFIX)) {
        throw unauthorized(`The push API takes an API key (${API_KEY_PREFIX}…), not a user's access token.`);
      }
      const holder = await options.apiKeyOfBearer(app, keyText);
      if (!holder) throw unauthorized('The API key is unknown or has been revoked.');
      request.apiKey = holder;
    });
  },
  { name: 'auth', dependencies: ['db', 'read-caches'] },
);
