import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '../test/test-database';
import type { DatabaseHandle } from './db/client';
import { acquireDataDirLock } from './db/data-dir-lock';
import { runCli } from './run-cli';
import { eventTypes } from './db/schema';
import { createCustomer } from '../test/factories';
import { createEventType } from './modules/signals/signals.factories';
import { importSignalsFile } from './modules/signals/import-signals';
import { eq } from 'drizzle-orm';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'argus-cli-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const environment = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };

/**
 * Runs a command in this process, as the program would (same exit code, same text on stdout and stderr). With
 * `database` the command works on that one and leaves it open for the next; without, on the embedded one in DATA_DIR.
 */
async function runInProcess(args: string[], database?: DatabaseHandle) {
  let output = '';
  const collect = new Writable({
    write(chunk, _encoding, done) {
      output += String(chunk);
      done();
    },
  });
  const status = await runCli(args, {
    stdout: collect,
    stderr: collect,
    environment,
    openDatabase: database ? async () => ({ ...database, close: async () => {} }) : undefined,
  });
  return { status, output };
}

/** The real program in a process of its own: tsx, the environment, PGlite in DATA_DIR, the exit code. */
function runProgram(directory: string, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.resolve('apps/api/src/cli.ts'), ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: directory, DATABASE_URL: '' },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe.each(testDatabaseKinds())('argus CLI commands on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('prints the usage and exits 2 for no, unknown or malformed commands', async () => {
    for (const args of [
      [],
      ['frobnicate'],
      ['user:create', '--nope', 'x'],
      ['user:create', '--username', 'x', '--password', 'y', '--privilege', 'high'],
    ]) {
      const result = await runInProcess(args, database);
      expect(result.status, args.join(' ')).toBe(2);
      expect(result.output).toContain('Usage: npm run argus -- <command> [options]');
    }
  });

  it('migrates, creates a user and changes their password', async () => {
    expect(await runInProcess(['migrate'], database)).toMatchObject({
      status: 0,
      output: expect.stringContaining('Migrations applied.'),
    });
    const created = await runInProcess(
      ['user:create', '--username', 'jane_doe', '--password', 'a-long-password', '--privilege', '2'],
      database,
    );
    expect(created).toMatchObject({ status: 0, output: expect.stringContaining('User jane_doe created') });
    const duplicate = await runInProcess(
      ['user:create', '--username', 'jane_doe', '--password', 'a-long-password', '--privilege', '1'],
      database,
    );
    expect(duplicate).toMatchObject({
      status: 1,
      output: expect.stringContaining('A user named "jane_doe" already exists.'),
    });
    const unknownCustomer = await runInProcess(
      ['user:create', '--username', 'joe', '--password', 'a-long-password', '--privilege', '1', '--customers', 'nope'],
      database,
    );
    expect(unknownCustomer).toMatchObject({ status: 1, output: expect.stringContaining('Unknown customers: nope') });
    const tooShort = await runInProcess(
      ['user:set-password', '--username', 'jane_doe', '--password', 'short'],
      database,
    );
    expect(tooShort).toMatchObject({ status: 1, output: expect.stringContaining('at least 8 characters') });
    const changed = await runInProcess(
      ['user:set-password', '--username', 'jane_doe', '--password', 'another-long-one'],
      database,
    );
    expect(changed.status).toBe(0);
  });

  it('imports signals from NDJSON, reporting bad lines by number', async () => {
    const file = path.join(dataDir, `signals-${kind}.ndjson`);
    fs.writeFileSync(file, '{"not":"a signal"}\nnot json at all\n');
    const result = await runInProcess(['import', 'signals', file], database);
    expect(result).toMatchObject({
      status: 0,
      output: expect.stringContaining('0 signals imported, 2 lines rejected.'),
    });
    expect(result.output).toMatch(/line 1: /);
    expect(result.output).toMatch(/line 2: /);
    // A file with a good line: its signals are attached as the import's own partition, which the summary names.
    const { name: customerName } = await createCustomer(database.db);
    const { name: eventType } = await createEventType(database.db);
    const good = path.join(dataDir, `good-signals-${kind}.ndjson`);
    fs.writeFileSync(
      good,
      `${JSON.stringify({
        customerName,
        targetEntityName: 'Acme',
        eventType,
        publishDate: '2026-07-01T08:00:00Z',
        mediaSegment: 'news',
        reliability: 3,
        language: 'en',
        eventArguments: [],
      })}\n`,
    );
    const attached = await runInProcess(['import', 'signals', good], database);
    expect(attached.status).toBe(0);
    expect(attached.output).toMatch(
      /^1 signals imported, 0 lines rejected\.\nAttached as import (\d+): partition signals_import_\d{5} of signals\.$/m,
    );
    expect((await runInProcess(['import', 'mentions', file], database)).status).toBe(2);
    expect(await runInProcess(['import', 'signals', `${file}.missing`], database)).toEqual({
      status: 1,
      output: `${file}.missing: there is no such file\n`,
    });
  });

  it("says what the database refused, without the statement's parameters", async () => {
    // An event type deleted while an import's lines wait in its own tables: attaching them is refused.
    const { db } = database;
    const { name: customerName } = await createCustomer(db);
    const { name: eventType } = await createEventType(db);
    const file = path.join(dataDir, `refused-${kind}.ndjson`);
    const line = (day: number) =>
      JSON.stringify({
        customerName,
        targetEntityName: `Company ${day}`,
        eventType,
        publishDate: `2026-07-0${day}T08:00:00Z`,
        mediaSegment: 'news',
        reliability: 3,
        language: 'en',
        eventArguments: [],
      });
    fs.writeFileSync(file, `${line(1)}\n${line(2)}\n`);
    const stopped = importSignalsFile(db, file, {
      batchSize: 1,
      onProgress: () => {
        throw new Error('killed');
      },
    });
    await expect(stopped).rejects.toThrow('killed');
    await db.delete(eventTypes).where(eq(eventTypes.name, eventType));

    const result = await runInProcess(['import', 'signals', file], database);
    expect(result.status).toBe(1);
    expect(result.output).toMatch(/^The database refused the command: .*violates foreign key constraint/m);
    expect(result.output).toContain(`Key (event_type)=(${eventType}) is not present in table "event_types".`);
    expect(result.output).not.toMatch(/params:|at .*\.ts:\d+/);
  });
});

describe('argus CLI', () => {
  it('refuses to touch the embedded database while another process holds it', async () => {
    const lock = acquireDataDirLock(dataDir);
    try {
      const result = await runInProcess(['migrate']);
      expect(result.status).toBe(1);
      expect(result.output).toContain(`is in use by another Argus process (pid ${process.pid})`);
      expect(result.output).not.toMatch(/\n\s+at /);
    } finally {
      lock.release();
    }
  });
});

// The commands' behaviour is proven in-process above; these two start the real program to prove the entry point:
// its exit codes and output, and a command against a fresh embedded database in DATA_DIR (slow on a busy machine).
describe('the argus program', { timeout: 120_000 }, () => {
  it('prints the usage and exits 2 for an unknown command', () => {
    const result = runProgram(dataDir, 'frobnicate');
    expect(result.status).toBe(2);
    expect(result.output).toContain('Unknown command "frobnicate".');
    expect(result.output).toContain('Usage: npm run argus -- <command> [options]');
  });

  it('migrates a new embedded database and runs a command on it', () => {
    const freshDataDir = path.join(dataDir, 'fresh');
    const result = runProgram(
      freshDataDir,
      'user:create',
      '--username',
      'jane_doe',
      '--password',
      'a-long-password',
      '--privilege',
      '2',
    );
    expect(result).toMatchObject({ status: 0, output: expect.stringContaining('User jane_doe created') });
    expect(fs.existsSync(path.join(freshDataDir, 'pgdata'))).toBe(true);
  });
});
