import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** Raised when another live process holds the data directory. */
export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * PGlite does not lock its data directory and two processes on one directory corrupt it, so we do:
 * `DATA_DIR/daftari.lock` is created exclusively and holds our pid. A lock whose pid is alive (this process
 * included) refuses the start; a lock left by a dead process is taken over. Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'daftari.lock');
  const content = `${process.pid}\n`;
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o644);
      writeSync(fd, content);
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        // Remove the file only while it is still ours.
        if (readPid(path) === process.pid) unlinkSync(path);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readPid(path);
    if (holder !== null && isAlive(holder)) {
      throw new DataDirLockedError(
        `The data directory ${dataDir} is in use by another Daftari process (pid ${holder}). ` +
          `Stop that process first, or set DATA_DIR to another directory.`,
      );
    }
    // Stale: its process is gone. Remove it unless someone took it over meanwhile, then try again.
    if (readPid(path) === holder) {
      try {
        unlinkSync(path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }
  throw new DataDirLockedError(`Could not take the lock on ${dataDir}; another process keeps taking it.`);
}
