import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './db/data-dir-lock';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'argus-cli-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function runCli(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.resolve('apps/api/src/cli.ts'), ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

// Each case starts real CLI processes (tsx, PGlite): slow on a busy two-core machine.
describe('argus CLI', { timeout: 120_000 }, () => {
  it('prints the usage and exits 2 for no, unknown or malformed commands', () => {
    for (const args of [
      [],
      ['frobnicate'],
      ['user:create', '--nope', 'x'],
      ['user:create', '--username', 'x', '--password', 'y', '--privilege', 'high'],
    ]) {
      const result = runCli(...args);
      expect(result.status, args.join(' ')).toBe(2);
      expect(result.output).toContain('Usage: npm run argus -- <command> [options]');
    }
  });

  it('migrates, creates a user and changes their password', () => {
    expect(runCli('migrate')).toMatchObject({ status: 0, output: expect.stringContaining('Migrations applied.') });
    const created = runCli(
      'user:create',
      '--username',
      'jane_doe',
      '--password',
      'a-long-password',
      '--privilege',
      '2',
    );
    expect(created).toMatchObject({ status: 0, output: expect.stringContaining('User jane_doe created') });
    const duplicate = runCli(
      'user:create',
      '--username',
      'jane_doe',
      '--password',
      'a-long-password',
      '--privilege',
      '1',
    );
    expect(duplicate).toMatchObject({
      status: 1,
      output: expect.stringContaining('A user named "jane_doe" already exists.'),
    });
    const unknownCustomer = runCli(
      'user:create',
      '--username',
      'joe',
      '--password',
      'a-long-password',
      '--privilege',
      '1',
      '--customers',
      'nope',
    );
    expect(unknownCustomer).toMatchObject({ status: 1, output: expect.stringContaining('Unknown customers: nope') });
    const tooShort = runCli('user:set-password', '--username', 'jane_doe', '--password', 'short');
    expect(tooShort).toMatchObject({ status: 1, output: expect.stringContaining('at least 8 characters') });
    expect(runCli('user:set-password', '--username', 'jane_doe', '--password', 'another-long-one').status).toBe(0);
  });

  it('imports signals from NDJSON, reporting bad lines by number', () => {
    const file = path.join(dataDir, 'signals.ndjson');
    fs.writeFileSync(file, '{"not":"a signal"}\nnot json at all\n');
    const result = runCli('import', 'signals', file);
    expect(result).toMatchObject({
      status: 0,
      output: expect.stringContaining('0 signals imported, 2 lines rejected.'),
    });
    expect(result.output).toMatch(/line 1: /);
    expect(result.output).toMatch(/line 2: /);
    expect(runCli('import', 'mentions', file).status).toBe(2);
  });

  it('refuses to touch the embedded database while another process holds it', () => {
    const lock = acquireDataDirLock(dataDir);
    try {
      const result = runCli('migrate');
      expect(result.status).toBe(1);
      expect(result.output).toContain(`is in use by another Argus process (pid ${process.pid})`);
      expect(result.output).not.toMatch(/\n\s+at /);
    } finally {
      lock.release();
    }
  });
});
