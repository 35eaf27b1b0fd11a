import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ApiRequestError } from '../../lib/api-client.ts';
import { LIVE_QUERY_KEYS } from '../../lib/live-query-keys.ts';
import { postCheckIn } from './api/check-in-at-door.ts';
import {
  type QueuedScan,
  queuedScanBody,
  queueSnapshot,
  type SyncOutcome,
  settleScan,
  subscribeQueue,
} from './offline-queue.ts';

const RETRY_EVERY_MS = 15_000;

async function send(scan: QueuedScan): Promise<SyncOutcome> {
  try {
    return { kind: 'answered', result: await postCheckIn(queuedScanBody(scan)) };
  } catch (error) {
    if (!(error instanceof ApiRequestError)) return { kind: 'retry' };
    // Offline, signed out, or the server is struggling: the scan is still good, try again later.
    if (error.status === 0 || error.status === 401 || error.status === 403 || error.status === 429)
      return { kind: 'retry' };
    if (error.status >= 500) return { kind: 'retry' };
    return { kind: 'refused', message: error.message };
  }
}

/**
 * The device's queue of offline scans for the signed-in staff member: synced in scan order when the
 * browser says it is back online, every 15 s while anything waits, and on demand.
 */
export function useOfflineQueue(staffId: string) {
  const queryClient = useQueryClient();
  const { queue, conflicts } = useSyncExternalStore(subscribeQueue, queueSnapshot);
  const mine = queue.filter((scan) => scan.staffId === staffId);
  const [syncing, setSyncing] = useState(false);
  const running = useRef(false);

  const sync = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setSyncing(true);
    const touched = new Set<string>();
    try {
      // In order, one at a time: the first admission of a pass must win over a later one.
      for (const scan of queueSnapshot().queue.filter((queued) => queued.staffId === staffId)) {
        const outcome = await send(scan);
        if (outcome.kind === 'retry') break;
        settleScan(scan, outcome, new Date());
        touched.add(JSON.stringify([scan.clubId, scan.date]));
      }
    } finally {
      running.current = false;
      setSyncing(false);
      for (const night of touched) {
        const [clubId, date] = JSON.parse(night) as [string, string];
        void queryClient.invalidateQueries({ queryKey: LIVE_QUERY_KEYS.night(clubId, date) });
      }
    }
  }, [queryClient, staffId]);

  const pending = mine.length;
  useEffect(() => {
    const onOnline = () => void sync();
    window.addEventListener('online', onOnline);
    const timer = pending > 0 ? window.setInterval(() => void sync(), RETRY_EVERY_MS) : undefined;
    if (pending > 0 && navigator.onLine) void sync();
    return () => {
      window.removeEventListener('online', onOnline);
      window.clearInterval(timer);
    };
  }, [sync, pending]);

  return {
    pending,
    conflicts: conflicts.filter((conflict) => conflict.scan.staffId === staffId),
    syncing,
    sync,
  };
}
