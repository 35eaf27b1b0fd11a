import { describe, expect, test } from 'vitest';
import { reserveFormSchema, reserveRequest } from './reserve-form-schema.ts';

const CLUB = '5b0a3c8e-1f2d-4c3b-9a8e-7d6c5b4a3f21';
const choices = { partySize: 4, arrivalTime: '23:30', tableTypeId: 'vip', notes: '  Ada’s birthday ' };

describe('the booking form', () => {
  test('its request is what the API takes, the notes trimmed', () => {
    expect(reserveFormSchema(CLUB, '2026-11-26').safeParse(choices).success).toBe(true);
    expect(reserveRequest(choices, CLUB, '2026-11-26')).toEqual({
      clubId: CLUB,
      date: '2026-11-26',
      partySize: 4,
      arrivalTime: '23:30',
      tableTypeId: 'vip',
      notes: 'Ada’s birthday',
    });
  });

  test('notes past what the API keeps are said under the notes, in its words', () => {
    const result = reserveFormSchema(CLUB, '2026-11-26').safeParse({ ...choices, notes: 'x'.repeat(501) });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['notes', 'must be at most 500 characters'],
    ]);
  });
});
