import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no lock of its own: two processes can open one data directory and the writes of one
 * are silently lost. Every process that opens the embedded database holds this lock file first.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another Argus process (pid ${holderPid}). ` +
        'Stop that process first (for example the running server), or point DATABASE_URL at a PostgreSQL server.',
    );
    this.name = 'DataDirLockedError';
  }
}

export type DataDirLock = { release: () => void };

/** Locks this process holds: a lock file carrying our own pid is otherwise stale (a restarted container is pid 1 again). */
const heldLockPaths = new Set<string>();

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'argus.lock');
  if (heldLockPaths.has(lockPath)) throw new DataDirLockedError(dataDir, process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      heldLockPaths.add(lockPath);
      return {
        release: () => {
          if (!heldLockPaths.delete(lockPath)) return;
          fs.rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holderPid = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(holderPid) && holderPid > 0 && holderPid !== process.pid && isProcessAlive(holderPid)) {
        throw new DataDirLockedError(dataDir, holderPid);
      }
      // A stale lock from a process that died without releasing it.
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock file ${lockPath}`);
}
