import { describe, expect, it } from 'vitest';
import { partyLine, statusLabel } from './pass-status.ts';

describe('statusLabel', () => {
  it('says confirmed, cancelled or the waitlist place', () => {
    expect(statusLabel({ status: 'confirmed', waitlistPosition: null })).toBe('CONFIRMED');
    expect(statusLabel({ status: 'waitlisted', waitlistPosition: 3 })).toBe('WAITLISTED #3');
    expect(statusLabel({ status: 'cancelled', waitlistPosition: null })).toBe('CANCELLED');
  });
});

describe('partyLine', () => {
  it('counts the party by gender', () => {
    expect(partyLine({ ladies: 2, men: 1 })).toBe('Party of 3: 2 ladies + 1 man');
    expect(partyLine({ ladies: 1, men: 0 })).toBe('Party of 1: 1 lady');
  });
});
