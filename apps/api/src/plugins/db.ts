import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    db: Database;
    databaseKind: 'pglite' | 'postgres';
  }
}

/** Makes the database available to every module; opening and closing it is the caller's job (server, CLI, tests). */
export const dbPlugin = fp(
  async (app: FastifyInstance, options: { db: Database; kind: 'pglite' | 'postgres' }) => {
    app.decorate('db', options.db);
    app.decorate('databaseKind', options.kind);
  },
  { name: 'db' },
);
