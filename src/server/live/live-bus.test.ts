import pino from 'pino';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { LIVE_REPLAY_MAX_EVENTS, LIVE_REPLAY_WINDOW_MS, LiveBus } from './live-bus.ts';

let clock = 1_000_000;
afterEach(() => vi.restoreAllMocks());

/** A bus whose monotonic clock the test moves; it has seen every event from the start. */
function bus(): LiveBus {
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  return new LiveBus(pino({ level: 'silent' }));
}
const club = (n: number) => ({ topic: 'clubs' as const, clubId: `club-${n}` });

describe('LiveBus.eventsSince: what a stream opening late has missed', () => {
  test('gives the events of the last N ms, in order, and only those', () => {
    const b = bus();
    clock += 10_000;
    b.publishLocally(club(1));
    clock += 5_000;
    b.publishLocally(club(2));
    b.publishLocally(club(3));
    clock += 1_000;
    expect(b.eventsSince(1_000)).toEqual([club(2), club(3)]);
    expect(b.eventsSince(6_000)).toEqual([club(1), club(2), club(3)]);
    expect(b.eventsSince(500)).toEqual([]);
  });

  test('cannot tell (null: refetch everything) further back than the process has listened', () => {
    const b = bus();
    clock += 3_000;
    b.publishLocally(club(1));
    expect(b.eventsSince(2_000)).toEqual([club(1)]);
    expect(b.eventsSince(3_000)).toBeNull();
  });

  test('forgets beyond its window, after a lost database connection, and when there were too many', () => {
    const b = bus();
    clock += LIVE_REPLAY_WINDOW_MS * 2;
    b.publishLocally(club(1));
    expect(b.eventsSince(LIVE_REPLAY_WINDOW_MS + 1)).toBeNull();
    expect(b.eventsSince(LIVE_REPLAY_WINDOW_MS)).toEqual([club(1)]);

    clock += 1_000;
    b.publishLocally({ topic: 'resync' });
    clock += 1_000;
    expect(b.eventsSince(500)).toEqual([]);
    expect(b.eventsSince(1_500)).toBeNull();

    for (let i = 0; i < LIVE_REPLAY_MAX_EVENTS + 1; i++) b.publishLocally(club(i));
    clock += 1;
    expect(b.eventsSince(10)).toBeNull();
  });

  test('keeps a bounded history however busy the night', () => {
    const b = bus();
    clock += LIVE_REPLAY_WINDOW_MS;
    for (let i = 0; i < LIVE_REPLAY_MAX_EVENTS * 5; i++) b.publishLocally(club(i));
    // The oldest were dropped, so the bus no longer claims to know the whole window...
    expect(b.eventsSince(10)).toBeNull();
    clock += 1;
    b.publishLocally(club(-1));
    // ...but still answers for the moments after the drop.
    expect(b.eventsSince(0.5)).toEqual([club(-1)]);
  });
});
