import { expect } from 'vitest';
import { findSecret } from '../auth/secrets-repository.ts';
import type { PassPusher } from '../wallet/apns.ts';
import { STANDIN_PASS_TYPE_ID } from '../wallet/wallet-keys.ts';
import { insertEntryRow } from './door.ts';
import { insertClub, openGuestlistDates, guestlistOptionFixture as option } from './fixtures.ts';
import { createMember, type Member } from './members.ts';
import { verifyPkpass } from './pkpass.ts';
import { createTestApp, type TestApp } from './test-app.ts';

// Friday 2026-11-27, 10:00 in New York: the night is Friday's.
export const NOW = new Date('2026-11-27T15:00:00Z');
export const FRIDAY = '2026-11-27';
export const PUBLIC_URL = 'https://nightlist.example.com';
export const V1 = '/api/wallet/apple/v1';
export const DEVICE = 'a1b2c3d4e5f6device';
export const PUSH_TOKEN = 'ab'.repeat(32);

// biome-ignore lint/suspicious/noExplicitAny: pass.json as Wallet reads it
export type PassJson = Record<string, any>;

/** A field of the pass's event ticket (header, primary, secondary, auxiliary or back) by its key. */
export const field = (pass: PassJson, key: string) =>
  Object.values(pass.eventTicket as Record<string, { key: string; value: string }[]>)
    .flat()
    .find((f) => f.key === key)?.value;

/**
 * The app with the Wallet stand-ins (their keys read back from the database), Neon Room open on
 * Friday, and a pusher that records every push as APNs would receive it. `member` is the member of
 * the latest `newEntry`.
 */
export class WalletScene {
  t!: TestApp;
  member!: Member;
  clubId = '';
  keys!: { caCert: string; signerCert: string; googleKey: string };
  readonly pushes: { pushToken: string; serial: string }[] = [];
  readonly #pusher: PassPusher = {
    push: async (pushToken, serial) => {
      this.pushes.push({ pushToken, serial });
      return 'sent';
    },
    close() {},
  };

  readonly start = async (): Promise<void> => {
    this.t = await createTestApp({ now: NOW, env: { PUBLIC_URL }, walletPusher: this.#pusher });
    const club = await insertClub(this.t.database.db, {
      name: 'Neon Room',
      address: '9 Mercer St, New York, NY 10013',
      guestlistOptions: { female: option({ closesAt: '23:30' }), male: option({ closesAt: '23:00' }) },
    });
    this.clubId = club.id;
    await openGuestlistDates(this.t.database.db, this.clubId, [FRIDAY]);
    this.member = await createMember(this.t.database.db);
    this.keys = JSON.parse((await findSecret(this.t.database.db, 'wallet-standin-keys'))!);
  };

  readonly close = async (): Promise<void> => {
    await this.t?.close();
  };

  /** A new member's entry (one per member, club and night); `member` is then that member. */
  readonly newEntry = async (values: Partial<Parameters<typeof insertEntryRow>[1]> = {}) => {
    this.member = await createMember(this.t.database.db);
    return insertEntryRow(this.t.database.db, {
      userId: this.member.id,
      clubId: this.clubId,
      date: FRIDAY,
      ladies: 2,
      men: 1,
      ...values,
    });
  };

  readonly download = (url: string, who: Member = this.member) =>
    this.t.app.inject({ url, headers: who.cookie ? { cookie: who.cookie } : {} });

  readonly verify = (file: Buffer): PassJson =>
    verifyPkpass(file, this.keys.signerCert, this.keys.caCert).passJson;

  readonly addToAppleWallet = async (entryId: string): Promise<PassJson> => {
    const response = await this.download(`/api/passes/${entryId}/wallet/apple`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.apple.pkpass');
    return this.verify(response.rawPayload);
  };

  readonly applePass = (serial: string, token: string, headers: Record<string, string> = {}) =>
    this.t.app.inject({
      url: `${V1}/passes/${STANDIN_PASS_TYPE_ID}/${serial}`,
      headers: { authorization: `ApplePass ${token}`, ...headers },
    });

  readonly register = (serial: string, token: string, device = DEVICE) =>
    this.t.app.inject({
      method: 'POST',
      url: `${V1}/devices/${device}/registrations/${STANDIN_PASS_TYPE_ID}/${serial}`,
      headers: { authorization: `ApplePass ${token}` },
      payload: { pushToken: PUSH_TOKEN },
    });

  readonly updatedSince = (tag?: string, device = DEVICE) =>
    this.t.app.inject({
      url: `${V1}/devices/${device}/registrations/${STANDIN_PASS_TYPE_ID}${tag === undefined ? '' : `?passesUpdatedSince=${tag}`}`,
    });
}
