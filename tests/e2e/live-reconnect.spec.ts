import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Request, test } from '@playwright/test';

/**
 * What a browser does when the server process holding its live stream stops during a rolling
 * deploy (decision 047): the process ends the stream with a short `retry:`; the browser's own
 * EventSource reconnects after it, through the balancer, sending the last id in Last-Event-ID (the
 * other process resends what was missed); and the page refetches what it shows when the stream
 * reopens, so a change made between the two streams is on screen either way.
 */
test('a stream its server ends is reopened with Last-Event-ID, and the page refetches', {
  tag: '@phone-only',
}, async ({ page }) => {
  const LAST_ID = 'stoppedProcess.41.1795000000000';
  // Two processes that stop in turn, served by a plain server of the test's own (it sees the
  // request as sent; a body Playwright fulfils is not read as a stream): each sends a position
  // alone (as every stream starts) and ends with a short retry. The third stream is the real one.
  const sent: (string | null)[] = [];
  const stopping = http.createServer((request, response) => {
    sent.push((request.headers['last-event-id'] as string | undefined) ?? null);
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
    });
    response.write(`retry: 3000\n\nid: ${LAST_ID}.${sent.length}\n\n`);
    response.end('retry: 500\n\n');
  });
  await new Promise<void>((resolve) => stopping.listen(0, '127.0.0.1', resolve));
  const { port } = stopping.address() as AddressInfo;
  try {
    let routed = 0;
    await page.route('**/api/live*', async (route) => {
      if (routed++ >= 2) return route.continue();
      await route.continue({ url: `http://127.0.0.1:${port}/api/live` });
    });
    // Data the page asks for once the real stream has opened.
    let reopened = false;
    const refetches: Request[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname === '/api/live' && url.port !== String(port)) reopened = true;
    });
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (reopened && path.startsWith('/api/') && path !== '/api/live') refetches.push(request);
    });

    await page.goto('/');
    await expect.poll(() => reopened).toBe(true);
    // The browser's own reconnects, each with the last id it received.
    expect(sent).toEqual([null, `${LAST_ID}.1`]);
    // And the page catches up on its own, whatever the new stream replays.
    await expect.poll(() => refetches.some((r) => new URL(r.url()).pathname === '/api/clubs')).toBe(true);
  } finally {
    stopping.close();
  }
});
