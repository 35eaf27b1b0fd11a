import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { captureLogs } from '../testing/log-capture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { redactUrl, splitDestination } from './logger.ts';
import { lineWriter } from './request-log.ts';

const NOW = new Date('2026-11-23T23:00:00Z');
const captured = captureLogs('info');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW, logger: captured.logger });
});
afterAll(() => t?.close());

test('each request writes one line: method, url, status, time and request id', async () => {
  const before = captured.entries().length;
  const answer = await t.app.inject({ url: '/api/health/live?probe=1' });
  expect(answer.statusCode).toBe(200);
  const lines = captured.entries().slice(before);
  expect(lines).toHaveLength(1);
  const [line] = lines;
  expect(line).toMatchObject({
    level: 30,
    msg: 'request completed',
    method: 'GET',
    url: '/api/health/live?probe=1',
    statusCode: 200,
    reqId: expect.any(String),
  });
  expect(line!.responseTime).toEqual(expect.any(Number));
  expect(captured.text()).not.toContain('incoming request');
});

test('a refused request is logged with its status too', async () => {
  const before = captured.entries().length;
  await t.app.inject({ url: '/api/no-such-route' });
  const lines = captured.entries().slice(before);
  expect(lines.map((l) => [l.msg, l.statusCode])).toEqual([['request completed', 404]]);
});

test('at warn no request is logged', async () => {
  const quiet = captureLogs('info');
  quiet.logger.level = 'warn';
  const app = await createTestApp({ now: NOW, logger: quiet.logger });
  await app.app.inject({ url: '/api/health/live' });
  await app.close();
  expect(quiet.text()).toBe('');
});

test('secrets in a query string are not logged', () => {
  expect(redactUrl('/api/wallet/dev/save?jwt=eyJabc.def&x=1')).toBe(
    '/api/wallet/dev/save?jwt=[redacted]&x=1',
  );
  expect(redactUrl('/a?gender=male&token=s3cret')).toBe('/a?gender=male&token=[redacted]');
});

test('a claim link is redacted with or without a query; other paths are kept as they are', () => {
  expect(redactUrl('/passes/claim/abc123')).toBe('/passes/claim/[redacted]');
  expect(redactUrl('/api/guest-pass-claims/abc123/accept')).toBe('/api/guest-pass-claims/[redacted]/accept');
  expect(redactUrl('/passes/claim/abc123?code=9&x=1')).toBe('/passes/claim/[redacted]?code=[redacted]&x=1');
  expect(redactUrl('/api/clubs')).toBe('/api/clubs');
  expect(redactUrl('/api/clubs?date=2026-11-23&gender=male')).toBe('/api/clubs?date=2026-11-23&gender=male');
});

test('the request line carries the server logger’s bindings and no redaction is needed for it', async () => {
  const bound = captureLogs('info');
  const app = await createTestApp({ now: NOW, logger: bound.logger.child({ service: 'web' }) });
  await app.app.inject({ url: '/api/health/live?token=s3cret' });
  await app.close();
  const [line] = bound.entries().filter((l) => l.msg === 'request completed');
  expect(line).toMatchObject({
    level: 30,
    service: 'web',
    reqId: expect.any(String),
    url: '/api/health/live?token=[redacted]',
  });
  expect(bound.text()).not.toContain('s3cret');
});

test('the request line is the very text pino writes for the same fields', () => {
  const fields = {
    reqId: 'req-7',
    method: 'GET',
    url: '/api/clubs?q="quoted"\\&name=Café\u2028',
    statusCode: 200,
    responseTime: 1.5,
  };
  const ours = captureLogs('info');
  const pinos = captureLogs('info');
  lineWriter(ours.logger.child({ service: 'web' }))(fields);
  pinos.logger.child({ service: 'web' }).info(fields, 'request completed');
  const timeless = (text: string) => text.replace(/"time":\d+/, '"time":0');
  expect(timeless(ours.text())).toBe(timeless(pinos.text()));
  expect(ours.entries()).toHaveLength(1);
});

test('the split destination puts the request line in the buffer, not the immediate write', () => {
  const { file, fd } = tempFile();
  const destination = splitDestination('info', fd);
  const logger = pino({ level: 'info' }, destination);
  lineWriter(logger)({ reqId: 'req-1', method: 'GET', url: '/', statusCode: 200, responseTime: 1 });
  expect(fs.readFileSync(file, 'utf8')).toBe('');
  destination.flushSync();
  expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({ level: 30, reqId: 'req-1' });
  destination.end();
});

function tempFile(): { file: string; fd: number } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nightlist-log-'));
  const file = path.join(dir, 'out.log');
  return { file, fd: fs.openSync(file, 'w') };
}

test('warnings and errors are written at once; info lines are buffered until flushed', async () => {
  const { file, fd } = tempFile();
  const destination = splitDestination('info', fd);
  const logger = pino({ level: 'info' }, destination);
  for (let i = 0; i < 200; i++) logger.info({ i }, 'busy');
  logger.warn('a warning');
  // Read right after the call, without flushing: the warning is in the file.
  expect(fs.readFileSync(file, 'utf8')).toContain('"msg":"a warning"');
  logger.error('an error');
  expect(fs.readFileSync(file, 'utf8')).toContain('"msg":"an error"');
  destination.flushSync();
  // The first 4 KiB block went out as an asynchronous write when it filled; flushSync writes what
  // came after it, not that block again, and the thread pool's write of it may land a moment later
  // on a busy machine (a CI run read the file first). Every line still arrives, each once.
  const lines = () => fs.readFileSync(file, 'utf8').trim().split('\n');
  await vi.waitFor(() => expect(lines()).toHaveLength(202), { timeout: 5_000, interval: 20 });
  expect(new Set(lines().map((l) => JSON.parse(l).i ?? JSON.parse(l).msg)).size).toBe(202);
  expect(lines().filter((l) => l.includes('a warning'))).toHaveLength(1);
  // Ending stops the periodic flush, which would otherwise write to a closed descriptor in a later file.
  destination.end();
});

test('a quiet server’s buffered line is written without waiting for more', async () => {
  const { file, fd } = tempFile();
  const destination = splitDestination('info', fd);
  const logger = pino({ level: 'info' }, destination);
  logger.info('alone');
  // Written by the destination's periodic flush, not by any call of ours.
  await vi.waitFor(() => expect(fs.readFileSync(file, 'utf8')).toContain('"msg":"alone"'), {
    timeout: 5_000,
    interval: 50,
  });
  destination.end();
});

const LOGGER = path.join(import.meta.dirname, 'logger.ts');

/** A process that logs `count` info lines through the server's logger and exits at once. */
function logAndExit(count: number, flush: boolean) {
  const script = `
    import { createLogger, flushLogs } from ${JSON.stringify(LOGGER)};
    const logger = createLogger({ LOG_LEVEL: 'info', NODE_ENV: 'production' });
    for (let i = 0; i < ${count}; i++) logger.info({ i }, 'line');
    ${flush ? 'flushLogs(logger);' : ''}
    process.exit(0);
  `;
  return spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}

test('shutdown writes out every buffered line', () => {
  for (const flush of [true, false]) {
    const result = logAndExit(20_000, flush);
    expect(result.status).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines).toHaveLength(20_000);
    expect(JSON.parse(lines.at(-1)!)).toMatchObject({ i: 19_999, msg: 'line' });
  }
});
