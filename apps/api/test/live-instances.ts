import { expect } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import type { LiveRowsSettings } from '../src/modules/live-rows/live-rows.hub';
import { TEST_JWT_SECRET } from './build-test-app';
import { openTestDatabase, type TestDatabaseKind } from './test-database';

export type LiveApp = Awaited<ReturnType<typeof buildApp>>;

/**
 * Two instances of the API on one database, as behind a load balancer, listening on ports for real streams (ADRs
 * 0046, 0126): on PostgreSQL each has its own pool and listener connection, as two processes would; PGlite is one
 * process by nature, so both share its one session. `option` names the streams whose settings each instance takes.
 */
export async function startLiveInstances(
  kind: TestDatabaseKind,
  option: 'liveSignals' | 'liveMentions',
  settings: [Partial<LiveRowsSettings>, Partial<LiveRowsSettings>],
) {
  const database: DatabaseHandle & { url?: string } = await openTestDatabase(kind);
  const secondHandle = database.url ? await openDatabase({ kind: 'postgres', url: database.url }) : undefined;
  const first = await buildApp({ database, jwtSecret: TEST_JWT_SECRET, [option]: settings[0] });
  const second = await buildApp({
    database: secondHandle ?? database,
    jwtSecret: TEST_JWT_SECRET,
    [option]: settings[1],
  });
  const streams: { close: () => void }[] = [];
  return {
    database,
    first,
    second,
    firstUrl: await first.listen({ port: 0, host: '127.0.0.1' }),
    secondUrl: await second.listen({ port: 0, host: '127.0.0.1' }),
    async logIn(app: LiveApp, user: { username: string; password: string }) {
      const response = await app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { username: user.username, password: user.password },
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ access_token: string }>().access_token;
    },
    /** Opens a stream that closes with the instances. */
    async open<Stream extends { close: () => void }>(opening: Promise<Stream>) {
      const stream = await opening;
      streams.push(stream);
      return stream;
    },
    async close() {
      streams.forEach((stream) => stream.close());
      await first.close();
      await second.close();
      await secondHandle?.close();
      await database.close();
    },
  };
}
export type LiveInstances = Awaited<ReturnType<typeof startLiveInstances>>;
