import type { FastifyRequest } from 'fastify';
import { unauthorized } from './http-error';
import type { VerifiedToken } from './tokens';

/** The signed-in caller of a request, as the auth plugin's guards found it. */
export type CurrentUser = {
  id: string;
  username: string;
  privilege: number;
  /** Whether the knowledge graph is turned on for the user (the graph calls check it). */
  knowledgeGraph: boolean;
  token: VerifiedToken;
};

/** Who did something and from where: the actor of an audit entry. The scheduler and the CLI have no address. */
export type AuditActor = { actorUserId: string | null; actorUsername: string | null; address?: string };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyRequest {
    currentUser: CurrentUser | null;
  }
}

/** The token of an `Authorization: Bearer …` header, if the request has one. */
export function bearerTokenOf(request: FastifyRequest): string | undefined {
  return request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
}

/** For handlers behind requireUser: the user is always there. */
export function currentUserOf(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}

/** Who did it and from where, for the audit log. */
export function auditActorOf(request: FastifyRequest): AuditActor {
  return {
    actorUserId: request.currentUser?.id ?? null,
    actorUsername: request.currentUser?.username ?? null,
    address: request.ip,
  };
}
