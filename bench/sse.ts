/** A Server-Sent Events reader that stamps each message with its arrival time (performance.now()). */
export class TimedSse {
  readonly messages: { event: string; data: string; at: number }[] = [];
  #waiters = new Set<() => void>();
  #abort = new AbortController();

  static async connect(url: string, headers: Record<string, string> = {}): Promise<TimedSse> {
    const sse = new TimedSse();
    const response = await fetch(url, {
      headers: { accept: 'text/event-stream', ...headers },
      signal: sse.#abort.signal,
    });
    if (!response.ok || !response.body) throw new Error(`GET ${url} answered ${response.status}`);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    // The first bytes (retry:) mean the stream is subscribed.
    const first = await reader.read();
    void sse.#pump(reader, first.value ?? '');
    return sse;
  }

  async #pump(reader: ReadableStreamDefaultReader<string>, initial: string) {
    let buffer = initial;
    try {
      for (;;) {
        const at = performance.now();
        for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data !== undefined) this.messages.push({ event, data, at });
        }
        for (const wake of this.#waiters) wake();
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
      }
    } catch {
      // Closed.
    }
  }

  /** Resolves with the arrival time of the first message from index `since` that matches. */
  waitFor(
    since: number,
    match: (event: string, data: string) => boolean,
    timeoutMs = 5_000,
  ): Promise<number> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.messages.slice(since).find((m) => match(m.event, m.data));
        if (!found) return;
        cleanup();
        resolve(found.at);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`no matching live event within ${timeoutMs} ms`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        this.#waiters.delete(check);
      };
      this.#waiters.add(check);
      check();
    });
  }

  close() {
    this.#abort.abort();
  }
}
