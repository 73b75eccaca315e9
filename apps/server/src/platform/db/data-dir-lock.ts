import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another Arcadia process (pid ${holderPid}). ` +
        'The embedded database cannot be shared between processes: stop that process, or give this one its own DATA_DIR, ' +
        'or use PostgreSQL through DATABASE_URL to run several instances.',
    );
    this.name = 'DataDirLockedError';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM means the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no data-directory lock of its own (upstream issue #1106): two processes on one
 * directory corrupt it. We take an exclusive lock file created with O_EXCL. A lock left by a
 * process that no longer runs on this host is taken over; a live holder makes us refuse to start.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'arcadia.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() }));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          unlinkSync(path);
        } catch {
          // already gone: nothing to release
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      let holder: { pid?: number; host?: string } = {};
      try {
        holder = JSON.parse(readFileSync(path, 'utf8'));
      } catch {
        // a half-written lock file: treat as stale
      }
      const pid = Number(holder.pid);
      const sameHost = !holder.host || holder.host === hostname();
      if (Number.isInteger(pid) && pid > 0 && (!sameHost || alive(pid))) throw new DataDirLockedError(dataDir, pid);
      unlinkSync(path);
    }
  }
  throw new Error(`Could not take the lock on ${dataDir}`);
}
