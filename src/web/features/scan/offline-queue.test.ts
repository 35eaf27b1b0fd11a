import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckInResult } from '../../../shared/api/door-schema.ts';
import type { QueuedScan } from './offline-queue.ts';

// The queue lives in localStorage and tells listeners; a Map stands in for the browser's storage.
const storage = new Map<string, string>();
vi.stubGlobal('localStorage', {
  getItem: (key: string) => storage.get(key) ?? null,
  setItem: (key: string, value: string) => storage.set(key, value),
});
vi.stubGlobal('window', { addEventListener: () => {}, removeEventListener: () => {} });
const queue = await import('./offline-queue.ts');

const scan = (id: string, extra: Partial<QueuedScan> = {}): QueuedScan => ({
  clientScanId: `scan-${id}-0000`,
  staffId: 'staff-1',
  clubId: '00000000-0000-4000-8000-000000000001',
  date: '2026-11-26',
  token: `token-${id}`,
  scannedAt: '2026-11-27T04:00:00.000Z',
  label: 'Scanned pass',
  ...extra,
});
const answer = (verdict: CheckInResult['verdict']): CheckInResult => ({
  verdict,
  title: verdict === 'valid' ? 'VALID' : 'ALREADY CHECKED IN',
  detail: 'All 1 in · checked in at 23:14 by Sam',
  pass: null,
  admitted: null,
  checkIns: [],
});
const now = new Date('2026-11-27T04:05:00Z');

describe('the offline scan queue', () => {
  beforeEach(() => {
    for (const { scan: queued } of queue.queueSnapshot().conflicts)
      queue.dismissConflict(queued.clientScanId);
    for (const queued of queue.queueSnapshot().queue)
      queue.settleScan(queued, { kind: 'answered', result: answer('valid') }, now);
  });

  it('keeps scans in order, on the device, and tells listeners', () => {
    const heard = vi.fn();
    const stop = queue.subscribeQueue(heard);
    queue.enqueueScan(scan('a'));
    queue.enqueueScan(scan('b'));
    stop();
    expect(queue.queueSnapshot().queue.map((queued) => queued.token)).toEqual(['token-a', 'token-b']);
    expect(JSON.parse(storage.get('nightlist.door.queue.v1') ?? '[]')).toHaveLength(2);
    expect(heard).toHaveBeenCalledTimes(2);
  });

  it('drops a scan that synced as valid, and lists one that did not as a conflict', () => {
    queue.enqueueScan(scan('a'));
    queue.enqueueScan(scan('b'));
    queue.settleScan(scan('a'), { kind: 'answered', result: answer('valid') }, now);
    queue.settleScan(scan('b'), { kind: 'answered', result: answer('already_checked_in') }, now);
    const { queue: left, conflicts } = queue.queueSnapshot();
    expect(left).toEqual([]);
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]).toMatchObject({ title: 'ALREADY CHECKED IN', scan: { token: 'token-b' } });
  });

  it('keeps a scan that could not be sent, and turns a refused one into a conflict with the reason', () => {
    queue.enqueueScan(scan('a'));
    queue.enqueueScan(scan('b'));
    queue.settleScan(scan('a'), { kind: 'retry' }, now);
    queue.settleScan(scan('b'), { kind: 'refused', message: 'date: must be a real date' }, now);
    expect(queue.queueSnapshot().queue.map((queued) => queued.token)).toEqual(['token-a']);
    expect(queue.queueSnapshot().conflicts[0]).toMatchObject({
      title: 'NOT CHECKED',
      detail: 'date: must be a real date',
    });
    queue.dismissConflict(scan('b').clientScanId);
    expect(queue.queueSnapshot().conflicts).toEqual([]);
  });

  it('replays a scan with its own id and scan time, by token or by pass', () => {
    expect(queue.queuedScanBody(scan('a'))).toEqual({
      clubId: scan('a').clubId,
      date: '2026-11-26',
      clientScanId: 'scan-a-0000',
      scannedAt: '2026-11-27T04:00:00.000Z',
      token: 'token-a',
    });
    const picked = scan('p', {
      token: undefined,
      passId: '00000000-0000-4000-8000-000000000009',
      passKind: 'guestlist',
      people: 2,
    });
    expect(queue.queuedScanBody(picked)).toMatchObject({
      passId: picked.passId,
      passKind: 'guestlist',
      people: 2,
    });
    expect(queue.queuedScanBody(picked)).not.toHaveProperty('token');
  });
});
