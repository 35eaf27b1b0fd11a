export interface SseMessage {
  event: string;
  data: string;
  /** The message's own `id:` field, if it had one. */
  id?: string;
}

/**
 * A minimal Server-Sent Events reader over fetch, for tests: it records every message and lets a
 * test wait for one matching a predicate.
 */
export class SseClient {
  readonly messages: SseMessage[] = [];
  /** The reconnection delay the server asked for (`retry:`), in milliseconds. */
  retry: number | undefined;
  /**
   * The last `id:` received, with or without data: what a browser would send as Last-Event-ID
   * on reconnecting (an `id:` line persists until the next one).
   */
  lastEventId: string | undefined;
  readonly response: Response;
  readonly #abort: AbortController;
  #waiters = new Set<() => void>();
  #ended = false;
  #markEnded!: () => void;
  /** Settles when the stream is over: the server ended it, or close() was called. */
  readonly ended = new Promise<void>((resolve) => {
    this.#markEnded = resolve;
  });

  private constructor(response: Response, abort: AbortController) {
    this.response = response;
    this.#abort = abort;
  }

  /** Connects and resolves once the server has sent the first bytes (so the subscription exists). */
  static async connect(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
    const abort = new AbortController();
    const response = await fetch(url, {
      headers: { accept: 'text/event-stream', ...headers },
      signal: abort.signal,
    });
    if (!response.ok || !response.body) {
      abort.abort();
      throw new Error(`GET ${url} answered ${response.status}`);
    }
    const client = new SseClient(response, abort);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    const first = await reader.read();
    void client.#pump(reader, first.value ?? '');
    return client;
  }

  async #pump(reader: ReadableStreamDefaultReader<string>, initial: string): Promise<void> {
    let buffer = initial;
    try {
      for (;;) {
        buffer = this.#parse(buffer);
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
      }
    } catch {
      // Aborted by close(), or the server went away: either way the stream is over.
    } finally {
      this.#ended = true;
      this.#markEnded();
      this.#notify();
    }
  }

  /** Parses complete messages off the front of `buffer`; returns what is left. */
  #parse(buffer: string): string {
    let rest = buffer.replaceAll('\r\n', '\n');
    for (let end = rest.indexOf('\n\n'); end !== -1; end = rest.indexOf('\n\n')) {
      const block = rest.slice(0, end);
      rest = rest.slice(end + 2);
      let event = 'message';
      let id: string | undefined;
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
        else if (field === 'retry') this.retry = Number(value);
        else if (field === 'id') id = value;
      }
      if (id !== undefined) this.lastEventId = id;
      if (data.length > 0)
        this.messages.push({ event, data: data.join('\n'), ...(id === undefined ? {} : { id }) });
    }
    this.#notify();
    return rest;
  }

  #notify(): void {
    for (const wake of this.#waiters) wake();
  }

  /**
   * Resolves with the first matching message, already received or still to come; `since` skips
   * the messages received before that index (e.g. `client.messages.length` before an action).
   */
  waitFor(
    description: string,
    matches: (message: SseMessage) => boolean,
    { since = 0, timeoutMs = 5_000 }: { since?: number; timeoutMs?: number } = {},
  ): Promise<SseMessage> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.messages.slice(since).find(matches);
        if (found) finish(() => resolve(found));
        else if (this.#ended)
          finish(() => reject(new Error(`The stream ended before ${description} arrived`)));
      };
      const timer = setTimeout(
        () =>
          finish(() =>
            reject(
              new Error(
                `Timed out after ${timeoutMs} ms waiting for ${description}; received: ${JSON.stringify(this.messages)}`,
              ),
            ),
          ),
        timeoutMs,
      );
      const finish = (settle: () => void) => {
        clearTimeout(timer);
        this.#waiters.delete(check);
        settle();
      };
      this.#waiters.add(check);
      check();
    });
  }

  /** Waits for an event named `event` whose JSON data has all of `fields`; returns the data. */
  async waitForEvent(
    event: string,
    fields: Record<string, unknown>,
    options?: { since?: number; timeoutMs?: number },
  ) {
    const message = await this.waitFor(
      `event "${event}" with ${JSON.stringify(fields)}`,
      (m) => m.event === event && Object.entries(fields).every(([k, v]) => JSON.parse(m.data)[k] === v),
      options,
    );
    return JSON.parse(message.data) as Record<string, unknown>;
  }

  close(): void {
    this.#abort.abort();
  }
}
