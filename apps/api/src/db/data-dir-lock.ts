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

/** When a process started (ms since the epoch), where Linux's /proc tells; undefined elsewhere. */
function processStartedAt(pid: number): number | undefined {
  try {
    const bootSeconds = Number(/^btime (\d+)$/m.exec(fs.readFileSync('/proc/stat', 'utf8'))?.[1]);
    // The command name (field 2) may hold spaces and parentheses: the fields after its last ")" are plain.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Field 22, starttime, in clock ticks after boot; Linux reports them at 100 per second (USER_HZ).
    const startTicks = Number(fields[19]);
    return Number.isFinite(bootSeconds) && Number.isFinite(startTicks)
      ? bootSeconds * 1000 + startTicks * 10
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the pid in a lock file written at `writtenAt` is still the process that wrote it: alive, and (where the
 * system tells) started before the file was written. After a crash a new process may get the dead holder's pid, most
 * of all in a container, where every start counts pids from 1 again.
 */
function holdsLock(pid: number, writtenAt: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !isProcessAlive(pid)) return false;
  const startedAt = processStartedAt(pid);
  // Two seconds of leeway: the start time is rounded to clock ticks, and file times to the file system's.
  return startedAt === undefined || startedAt <= writtenAt + 2000;
}

const uniqueSuffix = () => `${process.pid}-${Math.random().toString(36).slice(2)}`;

/**
 * Creates the lock file with our pid in one step: the pid goes into a file of our own, which is then linked under the
 * lock's name. A link fails when the name exists, as an exclusive create does, and the lock is never seen empty.
 */
function tryCreateLock(lockPath: string): boolean {
  const ownFile = `${lockPath}.${uniqueSuffix()}`;
  fs.writeFileSync(ownFile, String(process.pid));
  try {
    fs.linkSync(ownFile, lockPath);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  } finally {
    fs.rmSync(ownFile, { force: true });
  }
}

/**
 * Removes a stale lock that named `stalePid`, and only that one. Two processes starting after a crash both find the
 * stale lock; the one that takes it over first writes a fresh lock, which the other must not remove. So the lock is
 * moved aside (one rename wins) and looked at: a fresh lock moved aside by mistake is put back.
 */
export function removeStaleLock(lockPath: string, stalePid: string) {
  const aside = `${lockPath}.stale-${uniqueSuffix()}`;
  try {
    fs.renameSync(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (fs.readFileSync(aside, 'utf8').trim() !== stalePid) {
    try {
      fs.linkSync(aside, lockPath);
    } catch {
      // A third process took the directory meanwhile: its lock stands, and the one moved aside is lost with it.
    }
  }
  fs.rmSync(aside, { force: true });
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'argus.lock');
  if (heldLockPaths.has(lockPath)) throw new DataDirLockedError(dataDir, process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreateLock(lockPath)) {
      heldLockPaths.add(lockPath);
      return {
        release: () => {
          if (!heldLockPaths.delete(lockPath)) return;
          fs.rmSync(lockPath, { force: true });
        },
      };
    }
    let holder: string;
    let writtenAt: number;
    try {
      holder = fs.readFileSync(lockPath, 'utf8').trim();
      writtenAt = fs.statSync(lockPath).mtimeMs;
    } catch (error) {
      // Released between our attempt and the read: try again.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    if (holdsLock(Number(holder), writtenAt)) throw new DataDirLockedError(dataDir, Number(holder));
    // A stale lock from a process that died without releasing it.
    removeStaleLock(lockPath, holder);
  }
  throw new Error(`Could not take the lock file ${lockPath}`);
}
