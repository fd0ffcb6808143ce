import { loginRequestSchema, type LoginRequest } from '@argus/contract';

/**
 * The messages Argus exchanges with the page that embeds it (ADR 0020).
 *
 * Argus → parent, once it listens: `{ type: 'argus:ready' }`.
 * Parent → Argus: `{ username, password }` as spec section 4 says (the sister product sends exactly that), or the typed
 * `{ type: 'argus:login', username, password }`; only from an allowed origin.
 */
export const READY_MESSAGE_TYPE = 'argus:ready';
export const LOGIN_MESSAGE_TYPE = 'argus:login';

export type ReadyMessage = { type: typeof READY_MESSAGE_TYPE };
export type LoginMessage = { type: typeof LOGIN_MESSAGE_TYPE } & LoginRequest;

export const readyMessage: ReadyMessage = { type: READY_MESSAGE_TYPE };

/**
 * The credentials of a well-formed login message (same limits as the login call), else null. A message typed as
 * something else is not a login, whatever it carries.
 */
export function readLoginMessage(data: unknown): LoginRequest | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, username, password } = data as Record<string, unknown>;
  if (type !== undefined && type !== LOGIN_MESSAGE_TYPE) return null;
  const parsed = loginRequestSchema.safeParse({ username, password });
  return parsed.success ? parsed.data : null;
}
