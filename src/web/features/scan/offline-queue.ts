import type { CheckInBody, CheckInResult } from '../../../shared/api/door-schema.ts';

/**
 * Scans made while the door's connection is down, kept on the device (localStorage survives a
 * reload or a dead battery swap) and sent in order when it returns. Each keeps its clientScanId, so
 * a scan that did reach the server before the answer was lost still counts once.
 */
export interface QueuedScan {
  clientScanId: string;
  /** Only the staff member who scanned syncs it: another person signing in on the device does not. */
  staffId: string;
  clubId: string;
  date: string;
  token?: string;
  passId?: string;
  passKind?: 'guestlist' | 'reservation';
  people?: number;
  scannedAt: string;
  /** What the screen knew when it was saved (a name from search), for the lists below. */
  label: string;
}

/** A queued scan whose synced answer was not "valid": staff review it (e.g. another door admitted them). */
export interface ScanConflict {
  scan: QueuedScan;
  title: string;
  detail: string;
  holderName: string | null;
  syncedAt: string;
}

const QUEUE_KEY = 'nightlist.door.queue.v1';
const CONFLICTS_KEY = 'nightlist.door.conflicts.v1';

function read<T>(key: string): T[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}

const listeners = new Set<() => void>();
let snapshot = { queue: read<QueuedScan>(QUEUE_KEY), conflicts: read<ScanConflict>(CONFLICTS_KEY) };

function write(queue: QueuedScan[], conflicts: ScanConflict[]): void {
  localStorage.setItem(QUEUE_KEY, JSON.stringify(queue));
  localStorage.setItem(CONFLICTS_KEY, JSON.stringify(conflicts));
  snapshot = { queue, conflicts };
  for (const listener of listeners) listener();
}

export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the scanner on the same device changed the queue.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== QUEUE_KEY && event.key !== CONFLICTS_KEY) return;
    snapshot = { queue: read(QUEUE_KEY), conflicts: read(CONFLICTS_KEY) };
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function queueSnapshot() {
  return snapshot;
}

export function enqueueScan(scan: QueuedScan): void {
  write([...snapshot.queue, scan], snapshot.conflicts);
}

export function dismissConflict(clientScanId: string): void {
  write(
    snapshot.queue,
    snapshot.conflicts.filter((conflict) => conflict.scan.clientScanId !== clientScanId),
  );
}

/** The request a queued scan replays: same clientScanId, and when it was really scanned. */
export function queuedScanBody(scan: QueuedScan): CheckInBody {
  return {
    clubId: scan.clubId,
    date: scan.date,
    clientScanId: scan.clientScanId,
    scannedAt: scan.scannedAt,
    ...(scan.token !== undefined ? { token: scan.token } : {}),
    ...(scan.passId !== undefined ? { passId: scan.passId, passKind: scan.passKind } : {}),
    ...(scan.people !== undefined ? { people: scan.people } : {}),
  };
}

/** What happened to one queued scan when it was sent. */
export type SyncOutcome =
  | { kind: 'answered'; result: CheckInResult }
  /** The server refused the request itself (400/404/409…): it will never succeed as it is. */
  | { kind: 'refused'; message: string }
  /** Still offline, signed out or a server hiccup: keep it and try again later. */
  | { kind: 'retry' };

/** Records the outcome of the oldest queued scan: answered or refused ones leave the queue. */
export function settleScan(scan: QueuedScan, outcome: SyncOutcome, now: Date): void {
  if (outcome.kind === 'retry') return;
  const queue = snapshot.queue.filter((queued) => queued.clientScanId !== scan.clientScanId);
  let conflicts = snapshot.conflicts;
  if (outcome.kind === 'refused') {
    conflicts = [
      ...conflicts,
      { scan, title: 'NOT CHECKED', detail: outcome.message, holderName: null, syncedAt: now.toISOString() },
    ];
  } else if (outcome.result.verdict !== 'valid') {
    conflicts = [
      ...conflicts,
      {
        scan,
        title: outcome.result.title,
        detail: outcome.result.detail,
        holderName: outcome.result.pass?.holderName ?? null,
        syncedAt: now.toISOString(),
      },
    ];
  }
  write(queue, conflicts);
}
