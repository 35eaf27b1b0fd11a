import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { importSPKI, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { guestlistEntries, walletDevSends, walletRegistrations } from '../db/schema.ts';
import { insertEntryRow, passToken } from '../testing/door.ts';
import { insertClub } from '../testing/fixtures.ts';
import { captureLogs } from '../testing/log-capture.ts';
import { createMember, type Member } from '../testing/members.ts';
import { verifyPkpass } from '../testing/pkpass.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { appleTestCredentials, startFakeApns, startFakeGoogle } from '../testing/wallet-fakes.ts';
import { ApnsPusher } from './apns.ts';
import { GOOGLE_SAVE_URL } from './google-wallet.ts';

const NOW = new Date('2026-11-27T15:00:00Z');
const FRIDAY = '2026-11-27';
const PASS_TYPE_ID = 'pass.com.example.nightlist';
const TEAM_ID = 'ABCDE12345';
const KEY_ID = 'KEY1234567';
const ISSUER_ID = '3388000000022222222';
const CLIENT_EMAIL = 'wallet@nightlist-test.iam.gserviceaccount.com';
const V1 = '/api/wallet/apple/v1';

const apple = appleTestCredentials(PASS_TYPE_ID);
const serviceAccount = crypto.generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});

let t: TestApp;
let apns: Awaited<ReturnType<typeof startFakeApns>>;
let google: Awaited<ReturnType<typeof startFakeGoogle>>;
let clubId: string;
const logs = captureLogs('trace');
/** Secrets the tests handled: none may reach the logs. */
const secrets = new Set<string>([apple.signerKey, apple.apnsKey, serviceAccount.privateKey]);

beforeAll(async () => {
  apns = await startFakeApns(apple.apnsPublicKey);
  google = await startFakeGoogle(serviceAccount.publicKey, CLIENT_EMAIL, () => NOW);
  t = await createTestApp({
    now: NOW,
    logger: logs.logger,
    env: {
      PUBLIC_URL: 'https://nightlist.example.com',
      APPLE_PASS_TYPE_ID: PASS_TYPE_ID,
      APPLE_TEAM_ID: TEAM_ID,
      APPLE_PASS_CERT: apple.signerCert,
      APPLE_PASS_KEY: apple.signerKey,
      APPLE_WWDR_CERT: apple.wwdr,
      APNS_KEY: apple.apnsKey,
      APNS_KEY_ID: KEY_ID,
      APNS_URL: apns.url,
      GOOGLE_WALLET_ISSUER_ID: ISSUER_ID,
      GOOGLE_WALLET_SERVICE_ACCOUNT: JSON.stringify({
        type: 'service_account',
        client_email: CLIENT_EMAIL,
        private_key: serviceAccount.privateKey,
        token_uri: google.tokenUrl,
      }),
      GOOGLE_WALLET_API_BASE: google.base,
    },
    // The real APNs provider, trusting the fake's certificate (APNS_URL points the app's own at it too).
    walletPusher: new ApnsPusher(
      { key: apple.apnsKey, keyId: KEY_ID, teamId: TEAM_ID, url: apns.url, topic: PASS_TYPE_ID, ca: apns.ca },
      () => NOW,
    ),
  });
  clubId = (await insertClub(t.database.db, { name: 'Neon Room' })).id;
});
afterAll(async () => {
  await t?.close();
  await apns?.close();
  await google?.close();
});

async function guest(): Promise<{ member: Member; entryId: string }> {
  const member = await createMember(t.database.db);
  const entry = await insertEntryRow(t.database.db, { userId: member.id, clubId, date: FRIDAY });
  return { member, entryId: entry.id };
}

async function appleWallet(member: Member, entryId: string) {
  const response = await t.app.inject({
    url: `/api/passes/${entryId}/wallet/apple`,
    headers: { cookie: member.cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  const pass = verifyPkpass(response.rawPayload, apple.signerCert, apple.wwdr).passJson;
  secrets.add(pass.authenticationToken);
  secrets.add(pass.barcodes[0].message);
  return pass;
}

function registerDevice(pass: Record<string, unknown>, device: string, pushToken: string) {
  return t.app.inject({
    method: 'POST',
    url: `${V1}/devices/${device}/registrations/${PASS_TYPE_ID}/${pass.serialNumber}`,
    headers: { authorization: `ApplePass ${pass.authenticationToken}` },
    payload: { pushToken },
  });
}

const cancel = (entryId: string) =>
  t.database.db.update(guestlistEntries).set({ status: 'cancelled' }).where(eq(guestlistEntries.id, entryId));

describe('the configured providers, against local fakes of Apple’s and Google’s APIs', () => {
  test('the pass is signed with the Pass Type ID certificate and names its pass type and team', async () => {
    const { member, entryId } = await guest();
    const pass = await appleWallet(member, entryId);
    expect(pass).toMatchObject({ passTypeIdentifier: PASS_TYPE_ID, teamIdentifier: TEAM_ID });
  });

  test('a change pushes through APNs (HTTP/2, ES256 provider token, topic = pass type, body {})', async () => {
    const { member, entryId } = await guest();
    const pass = await appleWallet(member, entryId);
    const pushToken = 'cd'.repeat(32);
    expect((await registerDevice(pass, 'device-one', pushToken)).statusCode).toBe(201);
    apns.requests.length = 0;
    await cancel(entryId);
    expect(await t.app.wallet.runOnce()).toBe(1);
    expect(apns.requests).toEqual([
      { path: `/3/device/${pushToken}`, topic: PASS_TYPE_ID, body: '{}', teamId: TEAM_ID, keyId: KEY_ID },
    ]);
    // Nothing was recorded by a stand-in.
    expect(await t.database.db.select().from(walletDevSends)).toEqual([]);
    expect((await t.app.inject({ url: '/api/dev/wallet' })).statusCode).toBe(404);
  });

  test('a device token APNs calls Unregistered is forgotten', async () => {
    const { member, entryId } = await guest();
    const pass = await appleWallet(member, entryId);
    const gone = 'ef'.repeat(32);
    apns.unregistered.add(gone);
    expect((await registerDevice(pass, 'device-gone', gone)).statusCode).toBe(201);
    await cancel(entryId);
    await t.app.wallet.runOnce();
    const left = await t.database.db
      .select()
      .from(walletRegistrations)
      .where(eq(walletRegistrations.deviceLibraryId, 'device-gone'));
    expect(left).toEqual([]);
  });

  test('Google: the save link’s JWT verifies with the service account, and a change patches the object', async () => {
    const { member, entryId } = await guest();
    const response = await t.app.inject({
      url: `/api/passes/${entryId}/wallet/google`,
      headers: { cookie: member.cookie },
    });
    const url: string = response.json().url;
    const { payload } = await jwtVerify(
      url.slice(GOOGLE_SAVE_URL.length),
      await importSPKI(serviceAccount.publicKey, 'RS256'),
      {
        issuer: CLIENT_EMAIL,
        audience: 'google',
      },
    );
    const object = (
      payload.payload as { genericObjects: { id: string; classId: string; barcode: { value: string } }[] }
    ).genericObjects[0]!;
    expect(object.classId).toBe(`${ISSUER_ID}.nightlist_pass`);
    expect(object.barcode.value).toBe(await passToken(t, member, 'guestlist', entryId));
    // The member saved it: Google holds the object now.
    google.saved.add(object.id);
    google.requests.length = 0;

    await cancel(entryId);
    expect(await t.app.wallet.runOnce()).toBe(1);
    const patch = google.requests.find((request) => request.method === 'PATCH');
    expect(patch).toMatchObject({
      path: `/walletobjects/v1/genericObject/${encodeURIComponent(object.id)}`,
      body: { state: 'INACTIVE', subheader: { defaultValue: { value: 'Fri, Nov 27 · Cancelled' } } },
    });
  });

  test('Google: a link never saved (404 from the API) is not retried', async () => {
    const { member, entryId } = await guest();
    await t.app.inject({ url: `/api/passes/${entryId}/wallet/google`, headers: { cookie: member.cookie } });
    google.requests.length = 0;
    await cancel(entryId);
    expect(await t.app.wallet.runOnce()).toBe(1);
    expect(google.requests.filter((request) => request.method === 'PATCH')).toHaveLength(1);
    expect(await t.app.wallet.runOnce()).toBe(0);
  });

  test('no secret, authentication token, push token or QR token is logged; device logs are kept without tokens', async () => {
    const { member, entryId } = await guest();
    const pass = await appleWallet(member, entryId);
    const pushToken = '0f'.repeat(32);
    secrets.add(pushToken);
    await registerDevice(pass, 'device-logs', pushToken);
    await t.app.inject({
      url: `${V1}/passes/${PASS_TYPE_ID}/${pass.serialNumber}`,
      headers: { authorization: `ApplePass ${pass.authenticationToken}` },
    });
    const line = `Web service error for ${PASS_TYPE_ID} (${pass.authenticationToken}): push token ${pushToken}`;
    const logged = await t.app.inject({ method: 'POST', url: `${V1}/log`, payload: { logs: [line] } });
    expect(logged.statusCode).toBe(200);
    await cancel(entryId);
    await t.app.wallet.runOnce();

    const text = logs.text();
    expect(text).toContain('Apple Wallet device log');
    expect(text).toContain(`Web service error for ${PASS_TYPE_ID}`);
    for (const secret of secrets) {
      const probe = secret.includes('PRIVATE KEY') ? secret.split('\n')[1]! : secret;
      expect(text).not.toContain(probe);
    }
  });
});
