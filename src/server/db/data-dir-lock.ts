import { randomUUID } from 'node:crypto';
import fsCallback from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  readonly dataDir: string;

  constructor(dataDir: string) {
    super(
      `The data directory ${dataDir} is in use by another server process.\n` +
        '  PGlite has no cross-process locking: two processes on one directory silently lose data.\n' +
        '  Stop the other process, point DATA_DIR at another folder, or set DATABASE_URL to share a PostgreSQL server.\n' +
        '  (A lock left by a killed process on this machine is taken over at once; one left by a process on another machine expires within 10 seconds.)',
    );
    this.name = 'DataDirLockedError';
    this.dataDir = dataDir;
  }
}

type Release = () => Promise<void>;

/** Who holds a lock. `startTime` tells the holder apart from a later process that reuses its pid. */
interface LockOwner {
  pid: number;
  hostname: string;
  startTime: string | null;
}

interface LockRequest {
  dataDir: string;
  lockPath: string;
  owner: LockOwner;
  onLost: (error: Error) => void;
}

const OWNER_FILE = 'owner.json';

/**
 * Takes the exclusive lock on `dataDir`, held for as long as this process runs. The lock is a
 * directory refreshed every few seconds, so one left by a killed process goes stale and is taken
 * over; one whose recorded owner is provably gone from this machine is taken over at once.
 */
export async function lockDataDir(dataDir: string, onLost: (error: Error) => void): Promise<Release> {
  await fs.mkdir(dataDir, { recursive: true });
  const request: LockRequest = {
    dataDir,
    lockPath: path.join(dataDir, 'server.lock'),
    owner: await currentOwner(),
    onLost,
  };
  try {
    return await acquire(request);
  } catch (error) {
    if (!isLockedError(error)) throw error;
  }
  const release = await takeOverAbandoned(request);
  if (!release) throw new DataDirLockedError(dataDir);
  return release;
}

function acquire(request: LockRequest): Promise<Release> {
  return lockfile.lock(request.dataDir, {
    lockfilePath: request.lockPath,
    stale: 10_000,
    update: 2_000,
    realpath: false,
    onCompromised: request.onLost,
    fs: ownerRecordingFs(request.owner),
  });
}

function isLockedError(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ELOCKED';
}

/**
 * The file system proper-lockfile works through. The owner file is written right after the atomic
 * mkdir, before proper-lockfile records the directory's mtime (writing it later would change that
 * mtime and make proper-lockfile think the lock was stolen). Removal must be recursive now that the
 * directory is not empty, including the synchronous one proper-lockfile runs when the process exits.
 */
function ownerRecordingFs(owner: LockOwner) {
  return {
    ...fsCallback,
    mkdir(dir: string, callback: (error: NodeJS.ErrnoException | null) => void) {
      fsCallback.mkdir(dir, (error) => (error ? callback(error) : writeOwnerFile(dir, owner, callback)));
    },
    rmdir(dir: string, callback: (error: NodeJS.ErrnoException | null) => void) {
      fsCallback.rm(dir, { recursive: true }, callback);
    },
    rmdirSync(dir: string) {
      fsCallback.rmSync(dir, { recursive: true });
    },
  };
}

function writeOwnerFile(
  dir: string,
  owner: LockOwner,
  callback: (error: NodeJS.ErrnoException | null) => void,
): void {
  // 'wx': never overwrite the owner of a lock directory other than the one just made.
  fsCallback.writeFile(path.join(dir, OWNER_FILE), JSON.stringify(owner), { flag: 'wx' }, (error) => {
    if (!error) return callback(null);
    // Non-recursive: should `dir` no longer be ours, it holds another owner's file and stays.
    fsCallback.rmdir(dir, () => callback(error));
  });
}

/**
 * Takes the lock over when its holder is provably gone, or returns null. Two processes may find the
 * same abandoned lock at once, so the takeover is serialised by a second lock: whoever does not get
 * it, or gets it after the first has taken over, sees a lock that is held (or none) and backs off.
 */
async function takeOverAbandoned(request: LockRequest): Promise<Release | null> {
  const holder = await readOwner(request.lockPath);
  if (!holder || !(await isAbandoned(holder))) return null;
  const releaseTakeover = await lockTakeover(request.lockPath);
  if (!releaseTakeover) return null;
  try {
    if (!(await setAside(request.lockPath, holder))) return null;
    return await acquire(request);
  } catch (error) {
    if (isLockedError(error)) return null;
    throw error;
  } finally {
    await releaseTakeover();
  }
}

async function lockTakeover(lockPath: string): Promise<Release | null> {
  const takeoverPath = `${lockPath}.takeover`;
  try {
    // Stale after 10 s too, so a process killed mid-takeover blocks takeovers only briefly.
    return await lockfile.lock(takeoverPath, {
      lockfilePath: takeoverPath,
      stale: 10_000,
      realpath: false,
      // The main lock's mkdir is atomic on its own; losing this one only weakens the serialisation.
      onCompromised: () => {},
    });
  } catch (error) {
    if (isLockedError(error)) return null;
    throw error;
  }
}

/**
 * Moves the abandoned lock out of the way. Re-reading the owner first means a takeover that lost the
 * race sees the winner's lock and leaves it alone. A plain delete after that check could still hit a
 * lock created in between (by proper-lockfile removing the stale one, which needs no takeover lock),
 * so the directory is renamed atomically first and only deleted if it really is the dead holder's;
 * otherwise it goes straight back.
 */
async function setAside(lockPath: string, holder: LockOwner): Promise<boolean> {
  const current = await readOwner(lockPath);
  if (!current || !sameOwner(current, holder)) return false;
  const aside = `${lockPath}.abandoned-${randomUUID()}`;
  try {
    await fs.rename(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return true;
    throw error;
  }
  const moved = await readOwner(aside);
  if (moved && sameOwner(moved, holder)) {
    await fs.rm(aside, { recursive: true, force: true });
    return true;
  }
  // Should a new lock have taken the name meanwhile, either this fails and the moved lock's holder
  // finds its lock gone at its next refresh and stops (onLost), or it replaces the new, still empty
  // directory and that process's 'wx' owner write fails as if its mkdir had: one holder either way.
  await fs.rename(aside, lockPath).catch(() => {});
  return false;
}

async function readOwner(lockPath: string): Promise<LockOwner | null> {
  try {
    const owner = JSON.parse(
      await fs.readFile(path.join(lockPath, OWNER_FILE), 'utf8'),
    ) as Partial<LockOwner>;
    const valid =
      Number.isInteger(owner.pid) &&
      typeof owner.hostname === 'string' &&
      (owner.startTime === null || typeof owner.startTime === 'string');
    return valid ? (owner as LockOwner) : null;
  } catch {
    // Missing (a lock still being made, or made by an older version) or unreadable: assume held.
    return null;
  }
}

function sameOwner(a: LockOwner, b: LockOwner): boolean {
  return a.pid === b.pid && a.hostname === b.hostname && a.startTime === b.startTime;
}

async function currentOwner(): Promise<LockOwner> {
  const stat = await readProcessStat(process.pid);
  return { pid: process.pid, hostname: os.hostname(), startTime: stat?.startTime ?? null };
}

/** Only a holder on this machine can be checked; anything uncertain counts as alive. */
async function isAbandoned(holder: LockOwner): Promise<boolean> {
  if (holder.hostname !== os.hostname()) return false;
  if (!processExists(holder.pid)) return true;
  // The pid is in use, but perhaps by an unrelated process started after the holder died.
  const stat = await readProcessStat(holder.pid);
  if (!stat) return false;
  const exited = stat.state === 'Z' || stat.state === 'X'; // a zombie never refreshes its lock
  return exited || (holder.startTime !== null && stat.startTime !== holder.startTime);
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/** Linux only (null elsewhere): the process state and its start time in clock ticks since boot. */
async function readProcessStat(pid: number): Promise<{ state: string; startTime: string } | null> {
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces and parentheses, so count from its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const state = fields[0];
    const startTime = fields[19]; // field 22
    return state && startTime ? { state, startTime } : null;
  } catch {
    return null;
  }
}
