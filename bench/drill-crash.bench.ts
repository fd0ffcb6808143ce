// The crash drill: kill -9 the compiled server while 1,000 concurrent signal writes are in flight, on
// PostgreSQL and on PGlite; restart it on the same database; every write it acknowledged (201) must still be there,
// and the PGlite data directory must open again (its lock file then names a dead process). Progress goes to stderr.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signalSchema, signalsByDateResponseSchema, type CreateSignalRequest } from '@argus/contract';
import { openDatabase } from '../apps/api/src/db/client';
import { createEventType } from '../apps/api/src/modules/signals/signals.factories';
import { createCustomer, createUser } from '../apps/api/test/factories';
import { buildServerForTest, startServerProcess, type ServerProcess } from '../apps/api/test/server-process';
import { benchDatabase } from './bench-database';
import { report } from './report';

const WRITES = 1000;
/** The kill comes once this many writes are acknowledged: part-way, so that hundreds are still in flight. */
const KILL_AFTER = 400;
/** A day the demo world publishes nothing on: reading it back answers the drill's own signals only. */
const DRILL_DAY = '2000-01-03';
const JWT_SECRET = 'drill-crash-signing-secret-of-at-least-32-characters';
const RESTART_TIMEOUT_MS = 120_000;

type Backend = {
  name: 'postgres' | 'pglite';
  environment: Record<string, string>;
  /** PGlite's first start creates the database and seeds the demo world: minutes on a busy machine. */
  firstStartTimeoutMs: number;
  customerName: string;
  eventType: string;
  username: string;
  password: string;
};

type Written = { id: string; title: string };

/** A write the server answered with something other than 201: a fault of its own, unlike a cut connection. */
class Refused extends Error {}

async function logIn(baseUrl: string, backend: Backend) {
  const response = await fetch(`${baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: backend.username, password: backend.password }),
  });
  if (!response.ok) throw new Error(`login: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** One signal write; answers it once acknowledged: a 201 whose whole body arrived. */
async function writeSignal(baseUrl: string, token: string, backend: Backend, title: string): Promise<Written> {
  const request: CreateSignalRequest = {
    customerName: backend.customerName,
    targetEntityName: 'acme holding',
    eventType: backend.eventType,
    publishDate: `${DRILL_DAY}T12:00:00.000Z`,
    mediaSegment: 'news',
    reliability: 4,
    language: 'en',
    title,
    sentence: `${title}.`,
    eventArguments: [],
  };
  // Node's fetch has no limit of connections per origin: all the writes are on the wire at once.
  const response = await fetch(`${baseUrl}/events-management`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  if (response.status !== 201) throw new Refused(`${response.status} ${await response.text()}`);
  return { id: signalSchema.parse(await response.json()).id, title };
}

/** Fires every write at once and kills the instance (SIGKILL) when the KILL_AFTER-th is acknowledged. */
async function writeUntilKilled(instance: ServerProcess, token: string, backend: Backend) {
  const run = randomUUID().slice(0, 8);
  const acknowledged: Written[] = [];
  const refusals: string[] = [];
  let killing: Promise<void> | undefined;
  await Promise.all(
    Array.from({ length: WRITES }, async (_, index) => {
      try {
        acknowledged.push(await writeSignal(instance.baseUrl, token, backend, `drill ${run} write ${index}`));
      } catch (error) {
        if (error instanceof Refused) refusals.push(error.message);
      }
      if (acknowledged.length >= KILL_AFTER && !killing) killing = instance.kill();
    }),
  );
  await killing;
  // Cut: no answer at all, because the process died under them (connection reset or refused).
  return { acknowledged, refusals, cut: WRITES - acknowledged.length - refusals.length };
}

/** Every signal of the drill's day, id → title, read page by page through the API as any client would. */
async function storedTitles(baseUrl: string, token: string, customerName: string) {
  const stored = new Map<string, string | null>();
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ limit: '2000', ...(cursor ? { cursor } : {}) });
    const response = await fetch(`${baseUrl}/api/events/${customerName}/${DRILL_DAY}/${DRILL_DAY}?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!response.ok) throw new Error(`reading the signals back: ${response.status} ${await response.text()}`);
    const page = signalsByDateResponseSchema.parse(await response.json());
    for (const event of page.events) stored.set(event.id, event.title);
    cursor = page.nextCursor;
  } while (cursor);
  return stored;
}

async function drill(serverFile: string, backend: Backend) {
  const name = `drill-crash-${backend.name}`;
  console.error(`[${name}] starting an instance`);
  const first = await startServerProcess(serverFile, backend.environment, backend.firstStartTimeoutMs);
  let writes: Awaited<ReturnType<typeof writeUntilKilled>>;
  try {
    const token = await logIn(first.baseUrl, backend);
    writes = await writeUntilKilled(first, token, backend);
  } finally {
    await first.kill();
  }
  const acknowledged = writes.acknowledged.length;
  console.error(
    `[${name}] killed: ${acknowledged} acknowledged, ${writes.cut} cut, ${writes.refusals.length} refused ` +
      `(load ${os.loadavg()[0]!.toFixed(1)})${writes.refusals.length > 0 ? `; first: ${writes.refusals[0]}` : ''}`,
  );
  // Fewer than KILL_AFTER: the kill never came, so nothing was drilled.
  report({
    name: `${name}-acknowledged`,
    value: acknowledged,
    unit: 'writes',
    goal: `>= ${KILL_AFTER}`,
    pass: acknowledged >= KILL_AFTER,
  });
  // Writes left without an answer show that the kill landed while writes were in flight, not after the last one.
  report({ name: `${name}-cut`, value: writes.cut, unit: 'writes', goal: '> 0', pass: writes.cut > 0 });
  report({
    name: `${name}-refused`,
    value: writes.refusals.length,
    unit: 'writes',
    goal: '0',
    pass: writes.refusals.length === 0,
  });

  const restarted = performance.now();
  let second: ServerProcess;
  try {
    second = await startServerProcess(serverFile, backend.environment, RESTART_TIMEOUT_MS);
  } catch (error) {
    console.error(`[${name}] the restart failed: ${(error as Error).message}`);
    report({ name: `${name}-reopens`, value: 0, unit: 'bool', goal: '1', pass: false });
    // Nothing can be read back: every acknowledged write is out of reach.
    report({ name: `${name}-lost`, value: acknowledged, unit: 'writes', goal: '0', pass: false });
    return;
  }
  try {
    const restartSeconds = (performance.now() - restarted) / 1000;
    const token = await logIn(second.baseUrl, backend);
    const stored = await storedTitles(second.baseUrl, token, backend.customerName);
    // Open means writable again too, not only readable.
    const writable = await writeSignal(second.baseUrl, token, backend, 'drill write after the restart').then(
      () => true,
      (error: unknown) => {
        console.error(`[${name}] a write after the restart failed: ${String(error)}`);
        return false;
      },
    );
    report({ name: `${name}-reopens`, value: writable ? 1 : 0, unit: 'bool', goal: '1', pass: writable });
    const lost = writes.acknowledged.filter((written) => stored.get(written.id) !== written.title);
    console.error(
      `[${name}] restarted in ${restartSeconds.toFixed(1)} s; ${stored.size} signals stored, ` +
        `${lost.length} acknowledged lost, ${stored.size - (acknowledged - lost.length)} kept without an answer` +
        (lost.length > 0 ? `; lost: ${lost.slice(0, 5).map((written) => written.id)}` : ''),
    );
    report({ name: `${name}-lost`, value: lost.length, unit: 'writes', goal: '0', pass: lost.length === 0 });
  } finally {
    await second.stop();
  }
}

/** Migrates the fresh database and makes the drill's customer, event type and moderator, as the tests do. */
async function seedPostgres(url: string) {
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    await database.migrate();
    const customer = await createCustomer(database.db);
    const eventType = await createEventType(database.db, { argumentNames: [] });
    const moderator = await createUser(database.db, { privilege: 2 });
    return { customerName: customer.name, eventType: eventType.name, ...moderator };
  } finally {
    await database.close();
  }
}

const build = await buildServerForTest('drill-crash');
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'argus-drill-crash-'));
const database = benchDatabase('argus_drill_crash');
try {
  await database.recreate();
  const seeded = await seedPostgres(database.url);
  await drill(build.serverFile, {
    name: 'postgres',
    environment: { DATABASE_URL: database.url, JWT_SECRET, DATA_DIR: path.join(workDir, 'postgres') },
    firstStartTimeoutMs: 60_000,
    customerName: seeded.customerName,
    eventType: seeded.eventType,
    username: seeded.username,
    password: seeded.password,
  });
  // The seeded demo world: its moderator, a demo customer and one of the seed's event types.
  await drill(build.serverFile, {
    name: 'pglite',
    environment: { DATA_DIR: path.join(workDir, 'pglite'), ARGUS_DEMO_PASSWORD: 'argus-demo' },
    firstStartTimeoutMs: 300_000,
    customerName: 'northwind',
    eventType: 'Acquisition',
    username: 'moderator',
    password: 'argus-demo',
  });
} finally {
  await database.drop();
  fs.rmSync(workDir, { recursive: true, force: true });
  build.remove();
}
