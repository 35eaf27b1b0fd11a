import { afterAll, beforeAll, expect, test } from 'vitest';
import { redactUrl } from '../logging/logger.ts';
import { insertEntryRow } from '../testing/door.ts';
import { insertClub } from '../testing/fixtures.ts';
import { captureLogs } from '../testing/log-capture.ts';
import { createMember } from '../testing/members.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// The production logger, as verbose as it gets.
const captured = captureLogs('trace');
const NOW = new Date('2026-11-28T04:14:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW, logger: captured.logger });
});
afterAll(() => t?.close());

test('a claim link’s token never appears in the logs, opened or claimed', async () => {
  const clubId = (await insertClub(t.database.db, { name: 'Log Club' })).id;
  const leader = await createMember(t.database.db);
  const entry = await insertEntryRow(t.database.db, {
    userId: leader.id,
    clubId,
    date: '2026-11-27',
    ladies: 2,
  });
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/passes/${entry.id}/guest-passes`,
    headers: { cookie: leader.cookie },
    payload: { place: 'lady' },
  });
  const token = sent.json().path.replace('/claim/', '') as string;
  const friend = await createMember(t.database.db);
  await t.app.inject({ url: `/api/guest-pass-claims/${token}` });
  const claimed = await t.app.inject({
    method: 'POST',
    url: `/api/guest-pass-claims/${token}`,
    headers: { cookie: friend.cookie },
  });
  expect(claimed.statusCode).toBe(201);
  await t.app.inject({ url: `/claim/${token}` });
  const logs = captured.text();
  expect(logs).toContain('"url":"/api/guest-pass-claims/[redacted]"');
  expect(logs).not.toContain(token);
});

test('redactUrl keeps the rest of the address', () => {
  expect(redactUrl('/claim/abc?gender=female')).toBe('/claim/[redacted]?gender=female');
  expect(redactUrl('/api/passes/1/guest-passes')).toBe('/api/passes/1/guest-passes');
});
