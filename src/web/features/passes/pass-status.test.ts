import { describe, expect, it } from 'vitest';
import { arrivalLine, isOfferOpen, partyLine, statusLabel } from './pass-status.ts';

describe('statusLabel', () => {
  it('says confirmed, cancelled or the waitlist place', () => {
    expect(statusLabel({ status: 'confirmed', waitlistPosition: null, offer: null })).toBe('CONFIRMED');
    expect(statusLabel({ status: 'waitlisted', waitlistPosition: 3, offer: null })).toBe('WAITLISTED #3');
    expect(statusLabel({ status: 'cancelled', waitlistPosition: null, offer: null })).toBe('CANCELLED');
  });

  it('says a spot is offered while the offer is open', () => {
    const offer = { state: 'open' as const, expiresAt: '2026-11-24T03:45:00.000Z' };
    expect(statusLabel({ status: 'waitlisted', waitlistPosition: 1, offer })).toBe('SPOT OFFERED');
  });
});

describe('isOfferOpen', () => {
  it('is open strictly before the deadline', () => {
    const entry = {
      status: 'waitlisted' as const,
      offer: { state: 'open' as const, expiresAt: '2026-11-24T03:45:00.000Z' },
    };
    expect(isOfferOpen(entry, new Date('2026-11-24T03:44:59.999Z'))).toBe(true);
    expect(isOfferOpen(entry, new Date('2026-11-24T03:45:00.000Z'))).toBe(false);
    expect(isOfferOpen({ status: 'waitlisted', offer: null }, new Date('2026-11-24T03:00:00Z'))).toBe(false);
  });
});

describe('partyLine', () => {
  it('counts the party by gender', () => {
    expect(partyLine({ ladies: 2, men: 1 })).toBe('Party of 3: 2 ladies + 1 man');
    expect(partyLine({ ladies: 1, men: 0 })).toBe('Party of 1: 1 lady');
  });
});

describe('arrivalLine', () => {
  it('says who is in and who is to come, as the scanner does, once anyone arrived', () => {
    const party = { status: 'confirmed' as const, ladies: 2, men: 2 };
    expect(arrivalLine({ ...party, arrived: 0 })).toBeNull();
    expect(arrivalLine({ ...party, arrived: 2 })).toBe('2 in · 2 to come');
    expect(arrivalLine({ ...party, arrived: 4 })).toBe('All 4 in');
    expect(arrivalLine({ status: 'confirmed', ladies: 1, men: 0, arrived: 1 })).toBe('Checked in');
    expect(arrivalLine({ ...party, status: 'cancelled', arrived: 2 })).toBeNull();
  });
});
