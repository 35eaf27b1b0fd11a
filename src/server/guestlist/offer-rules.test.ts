import { describe, expect, test } from 'vitest';
import { awaitsLapse, claimStep, declineStep, offerDeadline, offerState } from './offer-rules.ts';

const AT = new Date('2026-11-24T03:30:00Z');
const later = (ms: number) => new Date(AT.getTime() + ms);
const open = { status: 'waitlisted' as const, offerExpiresAt: later(15 * 60_000), offerEnded: null };

describe('offer rules', () => {
  test('the deadline is the club’s minutes, never past the arrive-before time; none once it has come', () => {
    expect(offerDeadline(AT, 15, later(60 * 60_000))).toEqual(later(15 * 60_000));
    expect(offerDeadline(AT, 15, later(5 * 60_000))).toEqual(later(5 * 60_000));
    expect(offerDeadline(AT, 15, AT)).toBeNull();
    expect(offerDeadline(AT, 15, later(-1))).toBeNull();
  });

  test('an offer is open strictly before its deadline, lapsed at it, whether or not written', () => {
    const deadline = open.offerExpiresAt;
    expect(offerState(open, new Date(deadline.getTime() - 1))).toBe('open');
    expect(offerState(open, deadline)).toBe('lapsed');
    expect(awaitsLapse(open, deadline)).toBe(true);
    expect(awaitsLapse(open, new Date(deadline.getTime() - 1))).toBe(false);
    expect(offerState({ ...open, status: 'cancelled', offerEnded: 'lapsed' }, AT)).toBe('lapsed');
    expect(offerState({ status: 'waitlisted', offerExpiresAt: null, offerEnded: null }, AT)).toBe('none');
  });

  test('claim and decline: apply while open, lapse at the deadline, done when repeated, refused otherwise', () => {
    const deadline = open.offerExpiresAt;
    expect(claimStep(open, AT)).toEqual({ kind: 'apply' });
    expect(claimStep(open, deadline)).toEqual({ kind: 'lapse' });
    expect(declineStep(open, deadline)).toEqual({ kind: 'lapse' });
    expect(claimStep({ ...open, status: 'confirmed', offerEnded: 'claimed' }, AT)).toEqual({ kind: 'done' });
    expect(declineStep({ ...open, status: 'cancelled', offerEnded: 'declined' }, AT)).toEqual({
      kind: 'done',
    });
    expect(claimStep({ ...open, status: 'cancelled', offerEnded: 'lapsed' }, AT)).toEqual({
      kind: 'refuse',
      code: 'offer_lapsed',
    });
    expect(claimStep({ ...open, status: 'cancelled', offerEnded: 'withdrawn' }, AT)).toEqual({
      kind: 'refuse',
      code: 'offer_withdrawn',
    });
    expect(declineStep({ ...open, status: 'confirmed', offerEnded: 'claimed' }, AT)).toEqual({
      kind: 'refuse',
      code: 'offer_claimed',
    });
    expect(claimStep({ status: 'waitlisted', offerExpiresAt: null, offerEnded: null }, AT)).toEqual({
      kind: 'refuse',
      code: 'no_offer',
    });
  });
});
