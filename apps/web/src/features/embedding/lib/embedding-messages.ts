import { loginRequestSchema, type LoginRequest } from '@argus/contract';

/**
 * The messages Argus exchanges with the page that embeds it (ADR 0020).
 *
 * Argus → parent, once it listens: `{ type: 'argus:ready' }`.
 * Parent → Argus: `{ type: 'argus:login', username, password }`, only from an allowed origin.
 */
export const READY_MESSAGE_TYPE = 'argus:ready';
export const LOGIN_MESSAGE_TYPE = 'argus:login';

export type ReadyMessage = { type: typeof READY_MESSAGE_TYPE };
export type LoginMessage = { type: typeof LOGIN_MESSAGE_TYPE } & LoginRequest;

export const readyMessage: ReadyMessage = { type: READY_MESSAGE_TYPE };

/** The credentials of a well-formed login message (same limits as the login call), else null. */
export function readLoginMessage(data: unknown): LoginRequest | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, username, password } = data as Record<string, unknown>;
  if (type !== LOGIN_MESSAGE_TYPE) return null;
  const parsed = loginRequestSchema.safeParse({ username, password });
  return parsed.success ? parsed.data : null;
}
