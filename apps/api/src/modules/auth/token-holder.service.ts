import type { FastifyInstance } from 'fastify';
import type { CurrentUser } from '../../lib/current-user';
import type { VerifiedToken } from '../../lib/tokens';
import { findTokenHolder } from './auth.repository';

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
