import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { NO_ROLES } from '../../shared/roles.ts';
import { adminPhoneNumbers } from '../db/schema.ts';
import { injectCaller, signIn } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { uniqueIp } from '../testing/unique.ts';
import { computeRoles, seedAdminPhones } from './roles-service.ts';

const ADMIN_ROLES = { ...NO_ROLES, admin: true, door: true };

const logger = { warn: vi.fn() };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    // A London admin: codes may be texted to Britain too on this server.
    env: {
      ALTCHA_MAX_NUMBER: '100',
      ADMIN_PHONES: '(212) 555-0120, +44 20 7946 0120',
      SMS_COUNTRIES: 'US,CA,GB',
    },
  });
});
afterAll(() => t?.close());

const signInAs = (phone: string) => signIn(injectCaller(t.app, { remoteAddress: uniqueIp() }), phone);

describe('admin role (SPEC §6)', () => {
  test('ADMIN_PHONES are on the admin list from the start, normalised', async () => {
    expect((await signInAs('+12125550120')).session.roles).toEqual(ADMIN_ROLES);
    expect((await signInAs('+442079460120')).session.roles).toEqual(ADMIN_ROLES);
  });

  test('a number not on the list has no roles', async () => {
    expect((await signInAs('+12125550121')).session.roles).toEqual(NO_ROLES);
  });

  test('a +1 number is also found listed without its +1', async () => {
    await t.database.db.insert(adminPhoneNumbers).values({ phoneNumber: '2125550122' });
    expect((await signInAs('+12125550122')).session.roles).toEqual(ADMIN_ROLES);
  });

  test('a number without +1 is also found listed with +1 prepended', async () => {
    await t.database.db.insert(adminPhoneNumbers).values({ phoneNumber: '+12125550123' });
    expect(await computeRoles(t.database.db, '2125550123', logger)).toEqual(ADMIN_ROLES);
    expect(await computeRoles(t.database.db, '2125550124', logger)).toEqual(NO_ROLES);
  });

  test('no phone number means no roles', async () => {
    expect(await computeRoles(t.database.db, '', logger)).toEqual(NO_ROLES);
    expect(await computeRoles(t.database.db, null, logger)).toEqual(NO_ROLES);
  });

  test('the role follows the list: a session sees a removal at its next check', async () => {
    await t.database.db.insert(adminPhoneNumbers).values({ phoneNumber: '+12125550125' });
    const { cookie, session } = await signInAs('+12125550125');
    expect(session.roles.admin).toBe(true);
    await t.database.exec(`delete from admin_phone_numbers where phone_number = '+12125550125'`);
    const again = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
    expect(again.json().roles).toEqual(NO_ROLES);
  });

  test('seeding twice adds nothing the second time', async () => {
    expect(await seedAdminPhones(t.database.db, ['+12125550126', '+12125550126'])).toEqual(['+12125550126']);
    expect(await seedAdminPhones(t.database.db, ['+12125550126'])).toEqual([]);
  });
});

describe('when the admin lookup fails', () => {
  test('the user has no roles and a warning is logged', async () => {
    const failing = {
      select: () => {
        throw new Error('connection reset');
      },
    } as unknown as TestApp['database']['db'];
    const warn = vi.fn();
    expect(await computeRoles(failing, '+12125550120', { warn })).toEqual(NO_ROLES);
    expect(warn).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: 'connection reset' }) },
      'Admin phone lookup failed; treating the user as having no roles',
    );
  });

  test('through the API: still signed in, with no roles', async () => {
    const broken = await createTestApp({ env: { ALTCHA_MAX_NUMBER: '100', ADMIN_PHONES: '2125550127' } });
    try {
      const call = injectCaller(broken.app);
      const { cookie } = await signIn(call, '+12125550127');
      await broken.database.exec('drop table admin_phone_numbers');
      const response = await broken.app.inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        user: { phoneNumber: '+12125550127' },
        roles: NO_ROLES,
      });
    } finally {
      await broken.close();
    }
  });
});
