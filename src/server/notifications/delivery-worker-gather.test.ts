import pino from 'pino';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Database } from '../db/client.ts';
import type { EmailSender } from '../email/email-sender.ts';
import type { SmsGate } from '../sms/sms-gate.ts';
import { DeliveryWorker } from './delivery-worker.ts';

// When a poke's run starts, on the app's clock of timers (no database: the outbox is empty, and the
// run's first statement, the claim's transaction, is what is timed).
describe('the delivery worker gathers a burst of pokes', () => {
  let runs: number[];
  let worker: DeliveryWorker;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    runs = [];
    const db = {
      transaction: async () => {
        runs.push(performance.now());
        return [];
      },
    } as unknown as Database;
    worker = new DeliveryWorker({
      db,
      clock: () => new Date('2026-11-28T22:00:00Z'),
      email: {} as EmailSender,
      sms: { admitQueued: async () => [] } as unknown as SmsGate,
      logger: pino({ level: 'silent' }),
    });
  });
  afterEach(async () => {
    await worker.stop();
    vi.useRealTimers();
  });

  test('a lone poke runs 100 ms later', async () => {
    worker.poke([]);
    await vi.advanceTimersByTimeAsync(99);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toEqual([100]);
  });

  test('pokes that keep coming put the run off until 100 ms after the last', async () => {
    // A list drop answered over 300 ms: a poke every 50 ms.
    for (let at = 0; at <= 300; at += 50) {
      worker.poke([]);
      await vi.advanceTimersByTimeAsync(50);
    }
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(50);
    expect(runs).toEqual([400]);
  });

  test('a burst longer than half a second still runs 500 ms after its first poke', async () => {
    for (let at = 0; at < 800; at += 20) {
      worker.poke([]);
      await vi.advanceTimersByTimeAsync(20);
    }
    expect(runs[0]).toBe(500);
  });
});
