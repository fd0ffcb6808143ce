import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, removeStaleLock } from './data-dir-lock';

const directories: string[] = [];
function makeDataDir() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'argus-lock-'));
  directories.push(directory);
  return directory;
}
afterEach(() => directories.splice(0).forEach((directory) => fs.rmSync(directory, { recursive: true, force: true })));

describe('data directory lock', () => {
  it('refuses a second holder in the same process and frees the directory on release', () => {
    const dataDir = makeDataDir();
    const lock = acquireDataDirLock(dataDir);
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    lock.release();
    acquireDataDirLock(dataDir).release();
    expect(fs.existsSync(path.join(dataDir, 'argus.lock'))).toBe(false);
  });

  it('refuses another process while a live process holds it, naming that process', () => {
    const dataDir = makeDataDir();
    const lock = acquireDataDirLock(dataDir);
    try {
      const script = `import('${path.resolve('apps/api/src/db/data-dir-lock.ts')}').then((m) => m.acquireDataDirLock(process.argv[1]))`;
      const child = spawnSync(process.execPath, ['--import', 'tsx', '-e', script, dataDir], { encoding: 'utf8' });
      expect(child.status).not.toBe(0);
      expect(child.stderr).toContain(`is in use by another Argus process (pid ${process.pid})`);
    } finally {
      lock.release();
    }
  });

  it('takes over a stale lock left by a process that died', () => {
    const dataDir = makeDataDir();
    const deadPid = Number(execFileSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']));
    fs.writeFileSync(path.join(dataDir, 'argus.lock'), String(deadPid));
    const lock = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(path.join(dataDir, 'argus.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('leaves a fresh lock that another process wrote after it found the stale one', () => {
    const dataDir = makeDataDir();
    const lockPath = path.join(dataDir, 'argus.lock');
    // The stale lock named pid 999; by the time this process moves it aside, another has taken the directory.
    fs.writeFileSync(lockPath, '4242');
    removeStaleLock(lockPath, '999');
    expect(fs.readFileSync(lockPath, 'utf8')).toBe('4242');
    removeStaleLock(lockPath, '4242');
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it.runIf(fs.existsSync('/proc/self/stat'))(
    'takes over a lock whose pid now belongs to a process that started after the lock was written',
    async () => {
      const dataDir = makeDataDir();
      const lockPath = path.join(dataDir, 'argus.lock');
      const stranger = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
      try {
        // The dead holder wrote its lock an hour ago; its pid went to a process started just now.
        fs.writeFileSync(lockPath, String(stranger.pid));
        const anHourAgo = new Date(Date.now() - 3_600_000);
        fs.utimesSync(lockPath, anHourAgo, anHourAgo);
        const lock = acquireDataDirLock(dataDir);
        expect(fs.readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
        lock.release();
        // Written after it started, the same pid is a holder.
        fs.writeFileSync(lockPath, String(stranger.pid));
        expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
      } finally {
        stranger.kill();
      }
    },
  );
});
