import { childMain } from './child.ts';
import type { RollingLoadInput, RollingLoadOutput } from './rolling.ts';

/**
 * The list-drop load of a rolling restart, in a process of its own, all through the balancer:
 * - every member joins the night once, paced over the run (joins must answer 201);
 * - readers load the home page's clubs and their session in a loop (200);
 * - an admin changes one marker night's capacity every `markerEveryMs` (200): each marker is a
 *   different night, so each change is one `guestlist-dates` event a stream can be checked for;
 * - live streams read `/api/live` as a browser's EventSource does: when a stream ends they wait its
 *   `retry:` and reconnect with `Last-Event-ID`.
 * Nothing is retried: a request that fails is counted, with its first few reasons.
 */
const TIMEOUT_MS = 30_000;

/** An EventSource as a browser runs it: reconnects after `retry:` with the last id it saw. */
class LiveReader {
  readonly dates = new Set<string>();
  readonly resyncsAt: number[] = [];
  reconnects = 0;
  refused = 0;
  #retryMs = 3_000;
  #refusal = '';
  #lastEventId: string | undefined;
  #closed = false;
  #abort = new AbortController();
  #waiters = new Set<() => void>();

  static async open(url: string): Promise<LiveReader> {
    const reader = new LiveReader();
    const first = await reader.#connect(url);
    if (!first) throw new Error(`GET ${url} did not open a stream: ${reader.#refusal}`);
    void first.ended.then(() => reader.#reconnectLoop(url));
    return reader;
  }

  /** Resolves once the stream is open, with its end; null when it could not open. */
  async #connect(url: string): Promise<{ ended: Promise<void> } | null> {
    try {
      const headers: Record<string, string> = { accept: 'text/event-stream' };
      if (this.#lastEventId) headers['last-event-id'] = this.#lastEventId;
      const response = await fetch(url, { headers, signal: this.#abort.signal });
      if (!response.ok || !response.body) {
        this.#refusal = `${response.status} ${(await response.text()).slice(0, 200)}`;
        return null;
      }
      return { ended: this.#pump(response.body.pipeThrough(new TextDecoderStream()).getReader()) };
    } catch (error) {
      this.#refusal = (error as Error).message;
      return null;
    }
  }

  async #reconnectLoop(url: string) {
    while (!this.#closed) {
      await new Promise((resolve) => setTimeout(resolve, this.#retryMs));
      if (this.#closed) return;
      this.reconnects++;
      const open = await this.#connect(url);
      if (open) await open.ended;
      else this.refused++;
    }
  }

  async #pump(reader: ReadableStreamDefaultReader<string>) {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          this.#message(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
        for (const wake of this.#waiters) wake();
      }
    } catch {
      // The connection dropped: the loop reconnects, as a browser does.
    }
  }

  #message(block: string) {
    let event = 'message';
    let data = '';
    for (const line of block.split('\n')) {
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') this.#lastEventId = value;
      else if (field === 'retry') this.#retryMs = Number(value);
      else if (field === 'event') event = value;
      else if (field === 'data') data = value;
    }
    if (event === 'resync') this.resyncsAt.push(performance.now());
    if (event === 'guestlist-dates') this.dates.add((JSON.parse(data) as { date: string }).date);
  }

  waitForDate(date: string, timeoutMs: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, timeoutMs);
      const check = () => {
        if (this.dates.has(date)) done();
      };
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.#waiters.add(check);
      check();
    });
  }

  close() {
    this.#closed = true;
    this.#abort.abort();
  }
}

childMain<RollingLoadInput, RollingLoadOutput>(async (input) => {
  const { base, clubId, night, listDate, members, admin } = input;
  const latencies: number[] = [];
  const failures: string[] = [];
  let failed = 0;
  let requests = 0;
  const acknowledged: string[] = [];
  const started = performance.now();
  // Until the orchestrator says stop (its restart is over), or durationMs at the latest.
  let endAt = started + input.durationMs;
  process.on('message', (message) => {
    if (message === 'stop') endAt = Math.min(endAt, performance.now());
  });
  const elapsed = () => performance.now() - started;
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

  /** One request; true when it answered `expect`. */
  const send = async (what: string, url: string, expect: number, init: RequestInit = {}) => {
    const sent = performance.now();
    requests++;
    try {
      const response = await fetch(`${base}${url}`, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
      const text = await response.text();
      latencies.push(performance.now() - sent);
      if (response.status === expect) return true;
      failed++;
      if (failures.length < 5) failures.push(`${what} ${response.status}: ${text.slice(0, 120)}`);
    } catch (error) {
      failed++;
      if (failures.length < 5) failures.push(`${what}: ${(error as Error).message}`);
    }
    return false;
  };
  const json = (cookie: string) => ({ cookie, 'content-type': 'application/json', origin: base });

  const streams = await Promise.all(
    Array.from({ length: input.streams }, () => LiveReader.open(`${base}/api/live`)),
  );

  const joins = (async () => {
    const every = input.joinSpreadMs / members.length;
    await Promise.all(
      members.map(async (member, i) => {
        await wait(i * every);
        const ok = await send('join', '/api/guestlist-entries', 201, {
          method: 'POST',
          headers: json(member.cookie),
          body: JSON.stringify({ clubId, date: night, ladies: 0, men: 1 }),
        });
        if (ok) acknowledged.push(member.id);
      }),
    );
  })();

  const readers = Array.from({ length: input.readers }, async (_, r) => {
    for (let i = 0; performance.now() < endAt; i++) {
      if (i % 2 === 0) await send('clubs', `/api/clubs?date=${listDate}&gender=male&type=all`, 200);
      else
        await send('session', '/api/auth/session', 200, {
          headers: { cookie: members[(r + i) % members.length]!.cookie },
        });
      await wait(input.readerPauseMs);
    }
  });

  const markers: { date: string; sentAt: number }[] = [];
  const marking = (async () => {
    for (const date of input.markerDates) {
      if (performance.now() >= endAt) break;
      const sentAt = elapsed();
      const ok = await send('marker', `/api/admin/clubs/${clubId}/dates/${date}`, 200, {
        method: 'PUT',
        headers: json(admin.cookie),
        body: JSON.stringify({ capacityFemale: 0, capacityMale: input.markerCapacity }),
      });
      if (ok) markers.push({ date, sentAt });
      await wait(sentAt + input.markerEveryMs - elapsed());
    }
  })();

  await Promise.all([joins, ...readers, marking]);
  // The last changes' events are on their way: give every stream time to see the last marker.
  const last = markers.at(-1)?.date;
  if (last) await Promise.all(streams.map((s) => s.waitForDate(last, 10_000)));
  for (const stream of streams) stream.close();

  let missed = 0;
  for (const stream of streams)
    for (const marker of markers) {
      const seen = stream.dates.has(marker.date);
      const resynced = stream.resyncsAt.some((at) => at >= marker.sentAt + started);
      if (!seen && !resynced) missed++;
    }
  return {
    seconds: elapsed() / 1000,
    requests,
    failed,
    failures,
    latencies: latencies.sort((a, b) => a - b),
    acknowledged,
    markers: markers.length,
    streams: streams.length,
    reconnects: streams.reduce((n, s) => n + s.reconnects, 0),
    reconnectsRefused: streams.reduce((n, s) => n + s.refused, 0),
    resyncs: streams.reduce((n, s) => n + s.resyncsAt.length, 0),
    missed,
  };
});
