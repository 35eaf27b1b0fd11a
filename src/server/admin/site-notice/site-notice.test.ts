import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEFAULT_SITE_NOTICE } from '../../../shared/api/admin/site-notice-schema.ts';
import { auditLog } from '../../db/schema.ts';
import { createAdmin, createMember, type Member } from '../../testing/members.ts';
import { callAs } from '../../testing/staff.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const NOW = new Date('2026-11-26T20:00:00Z');

let t: TestApp;
let admin: Member;
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  admin = await createAdmin(t.database.db);
});
afterAll(() => t?.close());

const read = () => t.app.inject({ url: '/api/site-notice' });

describe('the site notice', () => {
  test('everyone reads the default until an admin edits it; edits and switching off are logged', async () => {
    const before = await read();
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('no-cache');
    expect(before.json()).toEqual({ ...DEFAULT_SITE_NOTICE, updatedAt: null });

    const saved = await callAs(t, admin)('PUT', '/api/admin/site-notice', {
      enabled: true,
      text: '  Doors open at 22:00 tonight.  ',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      enabled: true,
      text: 'Doors open at 22:00 tonight.',
      updatedAt: NOW.toISOString(),
    });
    expect((await read()).json()).toEqual(saved.json());

    const later = new Date(NOW.getTime() + 60_000);
    t.setNow(later);
    const off = await callAs(t, admin)('PUT', '/api/admin/site-notice', {
      enabled: false,
      text: 'Doors open at 22:00 tonight.',
    });
    expect(off.json()).toMatchObject({ enabled: false, updatedAt: later.toISOString() });
    expect((await read()).json().enabled).toBe(false);

    const logged = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'site-notice.update'));
    expect(logged.map((row) => row.summary)).toEqual([
      'Changed the site notice',
      'Switched the site notice off',
    ]);
    expect(logged[0]?.details).toEqual({
      before: DEFAULT_SITE_NOTICE,
      after: { enabled: true, text: 'Doors open at 22:00 tonight.' },
    });
  });

  test('an empty or too long text says what to fix; members cannot edit it', async () => {
    const empty = await callAs(t, admin)('PUT', '/api/admin/site-notice', { enabled: false, text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('The field "text" must not be empty (switch the notice off instead).');
    const long = await callAs(t, admin)('PUT', '/api/admin/site-notice', {
      enabled: true,
      text: 'x'.repeat(281),
    });
    expect(long.json().fields).toEqual([{ path: 'text', message: 'must be at most 280 characters' }]);
    const member = await createMember(t.database.db);
    const refused = await callAs(t, member)('PUT', '/api/admin/site-notice', { enabled: false, text: 'hi' });
    expect(refused.statusCode).toBe(403);
  });
});
