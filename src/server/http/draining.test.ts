import net from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { CLOSING_RETRY_MIN_MS, CLOSING_RETRY_SPREAD_MS } from '../live/live-routes.ts';
import { SseClient } from '../testing/sse-client.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { drainAndClose } from './draining.ts';

// A graceful stop, over real connections (decision 047): readiness fails first while everything is
// still served, then the listener closes, live streams end with a reconnect hint, kept-alive
// connections with nothing in flight are closed, and a request in flight is answered in full.
const NOW = new Date('2026-11-23T20:00:00Z');

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
}

/** Sends `text` on `socket` and resolves with the next whole answer (headers and Content-Length body). */
function answerOn(socket: net.Socket, text = ''): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString('latin1');
      const end = buffer.indexOf('\r\n\r\n');
      if (end === -1) return;
      const [statusLine = '', ...lines] = buffer.slice(0, end).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      if (buffer.length - end - 4 < Number(headers['content-length'] ?? 0)) return;
      socket.off('data', onData);
      socket.off('error', reject);
      resolve({ status: Number(statusLine.split(' ')[1]), headers });
    };
    socket.on('data', onData);
    socket.once('error', reject);
    if (text) socket.write(text);
  });
}

function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' }, () => resolve(socket));
    socket.once('error', reject);
  });
}

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;

describe('a graceful stop (SIGTERM)', () => {
  let t: TestApp;
  let port: number;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = Number(new URL(baseUrl).port);
  });
  afterAll(async () => {
    await t.database.close();
  });

  test('drains, then closes without dropping what is in flight', async () => {
    // Before: a kept-alive connection that answered once and now sits idle, a live stream, and a
    // request whose body is still on its way.
    const idle = await connect(port);
    const before = await answerOn(idle, get('/api/health/live'));
    expect(before.status).toBe(200);
    expect(before.headers.connection).not.toBe('close');
    const idleClosed = new Promise<void>((resolve) => idle.once('close', () => resolve()));

    const stream = await SseClient.connect(`${baseUrl}/api/live`);

    const inFlight = await connect(port);
    const body = JSON.stringify({
      clubId: '00000000-0000-4000-8000-000000000000',
      date: '2026-11-23',
      ladies: 0,
      men: 1,
    });
    const headersArrived = new Promise<void>((resolve) => t.app.server.once('request', () => resolve()));
    inFlight.write(
      `POST /api/guestlist-entries HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await headersArrived;

    // The drain window: readiness fails, everything is still served, each answer closes its connection.
    let endDrain = () => {};
    const drained = new Promise<void>((resolve) => {
      endDrain = resolve;
    });
    const closed = drainAndClose(t.app, drained);

    const ready = await answerOn(await connect(port), get('/api/health/ready'));
    expect(ready.status).toBe(503);
    expect(ready.headers.connection).toBe('close');
    const stillServing = await fetch(`${baseUrl}/api/clubs?date=2026-11-23`);
    expect(stillServing.status).toBe(200);
    expect(stillServing.headers.get('connection')).toBe('close');
    const readyBody = await fetch(`${baseUrl}/api/health/ready`);
    expect(await readyBody.json()).toMatchObject({ status: 'draining' });

    // After the window: the stream ends with a short reconnect hint, the listener closes, the idle
    // connection is closed by the server, and a new connection is refused.
    endDrain();
    await stream.ended;
    expect(stream.retry).toBeGreaterThanOrEqual(CLOSING_RETRY_MIN_MS);
    expect(stream.retry).toBeLessThan(CLOSING_RETRY_MIN_MS + CLOSING_RETRY_SPREAD_MS);
    await idleClosed;
    await expect(connect(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });

    // The request in flight all along is answered normally (here: not signed in), not with a 503.
    const answer = answerOn(inFlight, body.slice(10));
    expect(await answer).toMatchObject({ status: 401, headers: { connection: 'close' } });
    await closed;
  });
});
