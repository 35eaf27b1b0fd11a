import crypto from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { deriveAuthKeys } from '../auth/auth-secret.ts';
import { signPassToken, verifyPassToken } from './pass-token.ts';

const key = deriveAuthKeys('test-secret-0123456789abcdefghijklmnopqrstuv').pass;
const PASS = '5b0f9a1e-3c2d-4e5f-8a9b-0c1d2e3f4a5b';

describe('pass tokens', () => {
  test('a signed token verifies to its pass id', () => {
    const token = signPassToken(key, PASS);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyPassToken(key, token)).toEqual({ passId: PASS });
  });

  test('the payload is the documented JSON', () => {
    const [payload] = signPassToken(key, PASS).split('.');
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toEqual({ v: 1, p: PASS });
  });

  test('a token for another pass id with the old signature is refused', () => {
    const [, signature] = signPassToken(key, PASS).split('.');
    const other = Buffer.from(JSON.stringify({ v: 1, p: crypto.randomUUID() })).toString('base64url');
    expect(verifyPassToken(key, `${other}.${signature}`)).toBeNull();
  });

  test('a tampered signature, a forged key, or garbage is refused', () => {
    const token = signPassToken(key, PASS);
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect(verifyPassToken(key, flipped)).toBeNull();
    const forged = signPassToken(crypto.randomBytes(32), PASS);
    expect(verifyPassToken(key, forged)).toBeNull();
    expect(verifyPassToken(deriveAuthKeys('another-secret').pass, token)).toBeNull();
    for (const junk of ['', '.', 'abc', `${token}.x`, token.split('.')[0]!])
      expect(verifyPassToken(key, junk)).toBeNull();
  });

  test('a correctly signed payload of the wrong shape is refused', () => {
    const payload = Buffer.from(JSON.stringify({ v: 2, p: PASS })).toString('base64url');
    const signature = crypto.createHmac('sha256', key).update(payload).digest('base64url');
    expect(verifyPassToken(key, `${payload}.${signature}`)).toBeNull();
  });

  test('a reservation token verifies only as a reservation, a guestlist token only as a guestlist pass', () => {
    const reservation = signPassToken(key, PASS, 'reservation');
    expect(verifyPassToken(key, reservation, 'reservation')).toEqual({ passId: PASS });
    expect(verifyPassToken(key, reservation)).toBeNull();
    expect(verifyPassToken(key, reservation, 'guestlist')).toBeNull();
    expect(verifyPassToken(key, signPassToken(key, PASS), 'reservation')).toBeNull();
    const [payload] = reservation.split('.');
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toEqual({
      v: 1,
      k: 'reservation',
      p: PASS,
    });
  });

  test('a guestlist payload that names its kind explicitly is still a guestlist pass', () => {
    const payload = Buffer.from(JSON.stringify({ v: 1, k: 'guestlist', p: PASS })).toString('base64url');
    const signature = crypto.createHmac('sha256', key).update(payload).digest('base64url');
    expect(verifyPassToken(key, `${payload}.${signature}`)).toEqual({ passId: PASS });
    expect(verifyPassToken(key, `${payload}.${signature}`, 'reservation')).toBeNull();
  });
});
