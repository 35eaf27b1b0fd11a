import pino from 'pino';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { LiveEvent } from '../../shared/api/common-schema.ts';
import {
  LIVE_REPLAY_MAX_EVENTS,
  LIVE_REPLAY_WINDOW_MS,
  LIVE_RESUME_MARGIN_MS,
  LiveBus,
  type LiveDelivery,
} from './live-bus.ts';
import { formatLiveEventId, parseLiveEventId } from './live-event-id.ts';

let clock = 1_000_000;
/** The wall clock is the monotonic one moved this far: the two run together in these tests. */
const WALL = 1_790_000_000_000;
afterEach(() => vi.restoreAllMocks());

/** A bus whose clocks the test moves; it has seen every event from the start. */
function bus(): LiveBus {
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  vi.spyOn(Date, 'now').mockImplementation(() => WALL + clock);
  return new LiveBus(pino({ level: 'silent' }));
}
const club = (n: number) => ({ topic: 'clubs' as const, clubId: `club-${n}` });
const events = (deliveries: LiveDelivery[] | null) => deliveries?.map((d) => d.event) ?? null;

/** Publishes an event and returns the id subscribers got it under. */
function publish(b: LiveBus, event: LiveEvent): string {
  let id = '';
  const unsubscribe = b.subscribe((_event, given) => {
    id = given;
  });
  b.publishLocally(event);
  unsubscribe();
  return id;
}

describe('LiveBus.eventsSince: what a stream opening late has missed', () => {
  test('gives the events of the last N ms, in order, and only those', () => {
    const b = bus();
    clock += 10_000;
    b.publishLocally(club(1));
    clock += 5_000;
    b.publishLocally(club(2));
    b.publishLocally(club(3));
    clock += 1_000;
    expect(events(b.eventsSince(1_000))).toEqual([club(2), club(3)]);
    expect(events(b.eventsSince(6_000))).toEqual([club(1), club(2), club(3)]);
    expect(events(b.eventsSince(500))).toEqual([]);
  });

  test('cannot tell (null: refetch everything) further back than the process has listened', () => {
    const b = bus();
    clock += 3_000;
    b.publishLocally(club(1));
    expect(events(b.eventsSince(2_000))).toEqual([club(1)]);
    expect(events(b.eventsSince(3_000))).toBeNull();
  });

  test('forgets beyond its window, after a lost database connection, and when there were too many', () => {
    const b = bus();
    clock += LIVE_REPLAY_WINDOW_MS * 2;
    b.publishLocally(club(1));
    expect(events(b.eventsSince(LIVE_REPLAY_WINDOW_MS + 1))).toBeNull();
    expect(events(b.eventsSince(LIVE_REPLAY_WINDOW_MS))).toEqual([club(1)]);

    clock += 1_000;
    b.publishLocally({ topic: 'resync' });
    clock += 1_000;
    expect(events(b.eventsSince(500))).toEqual([]);
    expect(events(b.eventsSince(1_500))).toBeNull();

    for (let i = 0; i < LIVE_REPLAY_MAX_EVENTS + 1; i++) b.publishLocally(club(i));
    clock += 1;
    expect(events(b.eventsSince(10))).toBeNull();
  });

  test('keeps a bounded history however busy the night', () => {
    const b = bus();
    clock += LIVE_REPLAY_WINDOW_MS;
    for (let i = 0; i < LIVE_REPLAY_MAX_EVENTS * 5; i++) b.publishLocally(club(i));
    // The oldest were dropped, so the bus no longer claims to know the whole window...
    expect(events(b.eventsSince(10))).toBeNull();
    clock += 1;
    b.publishLocally(club(-1));
    // ...but still answers for the moments after the drop.
    expect(events(b.eventsSince(0.5))).toEqual([club(-1)]);
  });
});

describe('LiveBus ids and eventsAfter: resuming a stream from its Last-Event-ID', () => {
  test('every event gets an id of this bus, and the sequences in them grow by one', () => {
    const b = bus();
    const ids = [publish(b, club(1)), publish(b, { topic: 'resync' }), publish(b, club(2))];
    const parsed = ids.map(parseLiveEventId);
    expect(parsed.map((id) => id?.boot)).toEqual([b.bootId, b.bootId, b.bootId]);
    expect(parsed.map((id) => id?.sequence)).toEqual([1, 2, 3]);
    expect(parsed[0]?.receivedAt).toBe(WALL + clock);
    // The position is the last event's sequence, at the time asked.
    clock += 5;
    expect(parseLiveEventId(b.position())).toEqual({ boot: b.bootId, sequence: 3, receivedAt: WALL + clock });
    // Another bus (another process) has another boot id.
    expect(new LiveBus(pino({ level: 'silent' })).bootId).not.toBe(b.bootId);
  });

  test('an id of this bus gives exactly the events after it, with their ids', () => {
    const b = bus();
    const start = b.position();
    const first = publish(b, club(1));
    clock += 1_000;
    const second = publish(b, club(2));
    const third = publish(b, club(3));
    expect(b.eventsAfter(first)).toEqual([
      { id: second, event: club(2) },
      { id: third, event: club(3) },
    ]);
    expect(events(b.eventsAfter(start))).toEqual([club(1), club(2), club(3)]);
    expect(b.eventsAfter(third)).toEqual([]);
    expect(b.eventsAfter(b.position())).toEqual([]);
    // Long after, with nothing new, nothing was missed.
    clock += LIVE_REPLAY_WINDOW_MS * 10;
    expect(b.eventsAfter(third)).toEqual([]);
  });

  test('cannot tell (null) once the events after the id are gone, or there are too many', () => {
    const b = bus();
    const before = publish(b, club(1));
    clock += LIVE_REPLAY_WINDOW_MS + 1;
    const after = publish(b, club(2));
    clock += 1;
    // club(1) left with its window: from `before` on, everything is still held (club(2) only)...
    expect(events(b.eventsAfter(before))).toEqual([club(2)]);
    // ...but not from before club(1).
    const b2 = bus();
    const start = b2.position();
    publish(b2, club(1));
    clock += LIVE_REPLAY_WINDOW_MS + 1;
    publish(b2, club(2));
    expect(b2.eventsAfter(start)).toBeNull();

    // A lost database connection: what came before it is unknown...
    const resync = publish(b, { topic: 'resync' });
    expect(b.eventsAfter(after)).toBeNull();
    // ...but a client that got the resync itself missed nothing since.
    const next = publish(b, club(3));
    expect(b.eventsAfter(resync)).toEqual([{ id: next, event: club(3) }]);

    const busy = publish(b, club(4));
    for (let i = 0; i < LIVE_REPLAY_MAX_EVENTS; i++) publish(b, club(i));
    expect(events(b.eventsAfter(busy))).toHaveLength(LIVE_REPLAY_MAX_EVENTS);
    publish(b, club(-1));
    expect(b.eventsAfter(busy)).toBeNull();
  });

  test('an id of another process is resumed by its time, less a margin', () => {
    // Two processes get the same notifications; a client moves from one to the other.
    const [a, b] = [bus(), bus()];
    const both = (event: LiveEvent) => [publish(a, event), publish(b, event)] as const;
    clock += LIVE_RESUME_MARGIN_MS * 2;
    both(club(1));
    clock += LIVE_RESUME_MARGIN_MS * 2;
    const [seen] = both(club(2));
    clock += 1_000;
    both(club(3));
    both(club(4));
    // From the margin before club(2) on: club(2) again (harmless), then what was missed.
    expect(events(b.eventsAfter(seen))).toEqual([club(2), club(3), club(4)]);
    // A's position (a heartbeat's id) a margin later, resumed on B: only what came after it.
    clock += LIVE_RESUME_MARGIN_MS + 1;
    const later = a.position();
    clock += 10;
    both(club(5));
    expect(events(b.eventsAfter(later))).toEqual([club(5)]);
    // Sent by a process whose clock is a little ahead: still within the margin.
    const ahead = formatLiveEventId({ boot: a.bootId, sequence: 1, receivedAt: Date.now() + 1_000 });
    expect(events(b.eventsAfter(ahead))).toEqual([club(5)]);
  });

  test('an id of another process that this one cannot cover gives null', () => {
    const b = bus();
    clock += LIVE_REPLAY_WINDOW_MS * 2;
    publish(b, club(1));
    const other = (msAgo: number) =>
      formatLiveEventId({ boot: 'other', sequence: 9, receivedAt: Date.now() - msAgo });
    expect(events(b.eventsAfter(other(1_000)))).toEqual([club(1)]);
    // Older than the window.
    expect(b.eventsAfter(other(LIVE_REPLAY_WINDOW_MS))).toBeNull();
    // Far in the future: not a time anyone here has seen.
    expect(b.eventsAfter(other(-LIVE_RESUME_MARGIN_MS - 1))).toBeNull();
    // From before this process started listening (less the margin).
    const fresh = bus();
    clock += LIVE_RESUME_MARGIN_MS - 1;
    expect(fresh.eventsAfter(other(0))).toBeNull();
    clock += 2;
    expect(fresh.eventsAfter(other(0))).toEqual([]);
  });

  test.each([
    ['empty', ''],
    ['not ours', 'abc'],
    ['a number', '12345'],
    ['a sequence that is not a number', 'boot.x.1790000000000'],
    ['a negative sequence', 'boot.-1.1790000000000'],
    ['too long', `${'b'.repeat(90)}.1.1790000000000`],
    ['huge', 'x'.repeat(10_000)],
    ['extra parts', 'boot.1.2.3'],
    ['spaces', ' boot.1.1790000000000'],
  ])('a malformed id (%s) gives null', (_label, id) => {
    const b = bus();
    publish(b, club(1));
    expect(b.eventsAfter(id)).toBeNull();
  });

  test('an id of this bus with a sequence it never reached gives null', () => {
    const b = bus();
    publish(b, club(1));
    expect(
      b.eventsAfter(formatLiveEventId({ boot: b.bootId, sequence: 2, receivedAt: Date.now() })),
    ).toBeNull();
    expect(b.eventsAfter(formatLiveEventId({ boot: b.bootId, sequence: 1, receivedAt: 0 }))).toEqual([]);
  });
});
