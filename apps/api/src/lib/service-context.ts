import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import type { ReadCaches } from '../plugins/read-caches';
import { auditActorOf, currentUserOf, type AuditActor, type CurrentUser } from './current-user';

/**
 * What a service works with besides its input: the database, the read caches, the signed-in caller and who the audit
 * log names for a write. A service takes the parts it needs (`Pick<ServiceContext, 'db' | 'user'>`) as its first
 * parameter and one input as its second; a route hands it `serviceContextOf(app, request)`.
 */
export type ServiceContext = { db: Database; caches: ReadCaches; user: CurrentUser; actor: AuditActor };

/** The context of a request behind a user check (every route but the public ones). */
export function serviceContextOf(app: FastifyInstance, request: FastifyRequest): ServiceContext {
  return { db: app.db, caches: app.readCaches, user: currentUserOf(request), actor: auditActorOf(request) };
}
