import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { CHECK_TOO_EASY_MESSAGE, CODE_MAX_ATTEMPTS, SEND_CODE_ERRORS } from '../../shared/auth-messages.ts';
import {
  type CallApi,
  injectCaller,
  latestCodeFor,
  requestCode,
  signIn,
  solvedChallenge,
} from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { uniqueIp, uniquePhone } from '../testing/unique.ts';
import {
  CODES_PER_PHONE_PER_10_MINUTES,
  CODES_PER_PHONE_PER_DAY,
  CODES_TO_A_NUMBER_PER_HOUR,
} from './auth-limits.ts';

// The outside probe: 15 wrong checks against a phone with no code pending, from one address and with
// no proof of work, made that phone's real code answer 429 for 10 minutes, renewable for ever. Aimed
// at the door staff or an admin before a busy night, the venue cannot work.
const NOW = new Date('2026-11-27T20:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: NOW, env: { ALTCHA_MAX_NUMBER: '100' }, rateLimitPerMinute: 1_000_000 });
});
afterAll(() => t?.close());
beforeEach(() => t.setNow(NOW));

const stranger = () => injectCaller(t.app, { remoteAddress: uniqueIp() });
const minutesLater = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

function check(call: CallApi, phoneNumber: string, verificationId: string, code: string) {
  return call('POST', '/api/auth/verify-code', { body: { phoneNumber, verificationId, code } });
}

/** Asks for a code for `phone` and answers its verification id and the code texted. */
async function codeFor(call: CallApi, phone: string) {
  const sent = await requestCode(call, phone);
  if (sent.status !== 200) return { status: sent.status, body: sent.json() as { code: string } };
  const { verificationId } = sent.json() as { verificationId: string };
  return { status: 200, verificationId, code: await latestCodeFor(call, phone) };
}

const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe("a stranger's guesses cannot lock a phone's owner out", () => {
  test('hundreds of wrong checks with no code pending, then with one pending: the owner signs in', async () => {
    const owner = uniquePhone();
    const attacker = stranger();
    for (let i = 0; i < 50; i++)
      expect((await check(attacker, owner, `guess-${i}`, '123456')).status).toBe(400);
    // From many addresses, past any per-address limit.
    for (let i = 0; i < 100; i++) await check(stranger(), owner, `guess-${i}`, '123456');

    const ownerCall = injectCaller(t.app, { remoteAddress: uniqueIp() });
    const sent = await codeFor(ownerCall, owner);
    expect(sent.status).toBe(200);
    // The attacker cannot name the owner's code: every guess is refused without touching it.
    for (let i = 0; i < 100; i++) await check(stranger(), owner, `guess-${i}`, String(i).padStart(6, '0'));
    const verified = await check(ownerCall, owner, sent.verificationId!, sent.code!);
    expect(verified.status).toBe(200);
  });

  test("a stranger's own codes for the phone neither replace nor use up the owner's", async () => {
    const owner = uniquePhone();
    const ownerCall = injectCaller(t.app, { remoteAddress: uniqueIp() });
    const mine = await codeFor(ownerCall, owner);
    const attacker = stranger();
    const theirs = await codeFor(attacker, owner);
    expect(theirs.status).toBe(200);
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i++)
      await check(attacker, owner, theirs.verificationId!, wrongFor(theirs.code!));
    // The newest text to the phone is the stranger's; the owner types the code of their own request.
    expect((await check(ownerCall, owner, mine.verificationId!, mine.code!)).status).toBe(200);
  });
});

describe('the brute-force bound', () => {
  test(`strangers get at most ${CODES_TO_A_NUMBER_PER_HOUR * CODE_MAX_ATTEMPTS} guesses at a phone an hour`, async () => {
    const phone = uniquePhone();
    let evaluated = 0;
    for (let sends = 0; sends < CODES_TO_A_NUMBER_PER_HOUR; sends++) {
      t.setNow(minutesLater(sends * 5));
      const attacker = stranger();
      const sent = await codeFor(attacker, phone);
      expect(sent.status, `send ${sends + 1}`).toBe(200);
      // Every try past the third finds the code gone.
      for (let i = 0; i < CODE_MAX_ATTEMPTS + 2; i++) {
        const response = await check(attacker, phone, sent.verificationId!, wrongFor(sent.code!));
        expect(response.status).toBe(400);
        if (i < CODE_MAX_ATTEMPTS) evaluated += 1;
      }
    }
    expect(evaluated).toBe(CODES_TO_A_NUMBER_PER_HOUR * CODE_MAX_ATTEMPTS);
    // The first code was sent at NOW: the hour's codes are spent until an hour after it.
    t.setNow(minutesLater(59));
    const refused = await codeFor(stranger(), phone);
    expect(refused).toEqual({
      status: 429,
      body: expect.objectContaining({
        code: 'too-many-requests',
        message: SEND_CODE_ERRORS['too-many-requests'],
      }),
    });
    t.setNow(minutesLater(61));
    expect((await codeFor(stranger(), phone)).status).toBe(200);
  });
});

describe("a stranger's codes cost them, and never keep the owner's new phone out", () => {
  const challengeFor = async (phone: string) => {
    const response = await stranger()('GET', `/api/auth/challenge?phoneNumber=${encodeURIComponent(phone)}`);
    return (response.json() as { maxnumber: number }).maxnumber;
  };

  test('after 3 codes in 10 minutes, each further code needs a harder proof of work', async () => {
    const phone = uniquePhone();
    const asked: number[] = [];
    for (let sends = 0; sends < CODES_TO_A_NUMBER_PER_HOUR; sends++) {
      asked.push(await challengeFor(phone));
      expect((await requestCode(stranger(), phone)).status).toBe(200);
    }
    // 100 is the tests' usual difficulty; 4 times harder each time, up to 256 times.
    expect(asked).toEqual([100, 100, 100, 400, 1600, 6400, 25600, 25600, 25600, 25600]);
    // Ten minutes after the last, the number is back to the usual check.
    t.setNow(minutesLater(11));
    expect(await challengeFor(phone)).toBe(100);
  });

  test("the owner on a replaced phone signs in at once after a stranger's 3 codes", async () => {
    const owner = uniquePhone();
    for (let i = 0; i < 3; i++) expect((await requestCode(stranger(), owner)).status).toBe(200);

    // The new phone had solved the usual check ahead of time, as the web app does: too easy now.
    const newPhone = injectCaller(t.app, { remoteAddress: uniqueIp() });
    const early = await newPhone('POST', '/api/auth/send-code', {
      body: { phoneNumber: owner, altcha: await solvedChallenge(newPhone) },
    });
    expect(early.status).toBe(428);
    expect(early.json()).toMatchObject({
      code: 'captcha-too-easy',
      message: CHECK_TOO_EASY_MESSAGE,
    });
    // It fetches the challenge for the number, solves it and asks again: a code, and it signs in.
    const sent = await codeFor(newPhone, owner);
    expect(sent.status).toBe(200);
    expect((await check(newPhone, owner, sent.verificationId!, sent.code!)).status).toBe(200);
  });

  test('requests at once cannot all pass at the usual difficulty', async () => {
    const phone = uniquePhone();
    const calls = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const call = stranger();
        return { call, altcha: await solvedChallenge(call, phone) };
      }),
    );
    const results = await Promise.all(
      calls.map(({ call, altcha }) =>
        call('POST', '/api/auth/send-code', { body: { phoneNumber: phone, altcha } }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 428)).toHaveLength(5);
  });
});

describe('a device the phone signed in on keeps its own codes', () => {
  test("strangers who spend the phone's hourly codes lock out new devices, not the owner's", async () => {
    const owner = uniquePhone();
    const { setCookie } = await signIn(injectCaller(t.app, { remoteAddress: uniqueIp() }), owner);
    const deviceCookie = setCookie.find((cookie) => cookie.startsWith('device='))!.split(';')[0]!;

    // The owner's own first sign-in, from a device not yet known, was one of the number's codes.
    for (let sends = 1; sends < CODES_TO_A_NUMBER_PER_HOUR; sends++)
      expect((await requestCode(stranger(), owner)).status).toBe(200);
    expect((await requestCode(stranger(), owner)).status).toBe(429);

    const ownDevice = injectCaller(t.app, { remoteAddress: uniqueIp(), headers: { cookie: deviceCookie } });
    const sent = await codeFor(ownDevice, owner);
    expect(sent.status).toBe(200);
    expect((await check(ownDevice, owner, sent.verificationId!, sent.code!)).status).toBe(200);
  });

  test(`the phone's own devices get ${CODES_PER_PHONE_PER_10_MINUTES} codes per 10 minutes and ${CODES_PER_PHONE_PER_DAY} a day`, async () => {
    const owner = uniquePhone();
    const { setCookie } = await signIn(injectCaller(t.app, { remoteAddress: uniqueIp() }), owner);
    const cookie = setCookie.find((c) => c.startsWith('device='))!.split(';')[0]!;
    const ownDevice = () => injectCaller(t.app, { remoteAddress: uniqueIp(), headers: { cookie } });
    let minutes = 0;
    for (let sends = 0; sends < CODES_PER_PHONE_PER_DAY; sends++) {
      if (sends > 0 && sends % CODES_PER_PHONE_PER_10_MINUTES === 0) {
        expect((await requestCode(ownDevice(), owner)).status).toBe(429);
        minutes += 11;
      }
      t.setNow(minutesLater(minutes));
      expect((await requestCode(ownDevice(), owner)).status, `send ${sends + 1}`).toBe(200);
    }
    t.setNow(minutesLater(minutes + 11));
    expect((await codeFor(ownDevice(), owner)).body).toMatchObject({ code: 'quota-exceeded' });
  });

  test("another phone's device cookie is no pass", async () => {
    const other = uniquePhone();
    const { setCookie } = await signIn(injectCaller(t.app, { remoteAddress: uniqueIp() }), other);
    const deviceCookie = setCookie.find((cookie) => cookie.startsWith('device='))!.split(';')[0]!;
    const target = uniquePhone();
    for (let sends = 0; sends < CODES_TO_A_NUMBER_PER_HOUR; sends++) await requestCode(stranger(), target);
    const withOtherCookie = injectCaller(t.app, {
      remoteAddress: uniqueIp(),
      headers: { cookie: deviceCookie },
    });
    expect((await requestCode(withOtherCookie, target)).status).toBe(429);
  });
});
