import { describe, expect, it } from 'vitest';
import { inactiveDateWarning, inactiveDaysWarning } from './inactive-days.ts';

describe('opening dates on days the club is closed', () => {
  it('says nothing when the club is open on every day chosen', () => {
    expect(inactiveDaysWarning('Lotus', ['friday', 'saturday'], ['saturday', 'friday'])).toBeNull();
    expect(inactiveDateWarning('Lotus', ['thursday'], '2026-11-26')).toBeNull();
  });

  it('names the closed days in week order and says where to add them', () => {
    expect(inactiveDateWarning('Lotus', ['friday'], '2026-11-23')).toBe(
      'Lotus is not open on Mondays, so members will not see this date on the home page. To list it, add Monday to its days under CLUBS.',
    );
    expect(inactiveDaysWarning('Lotus', ['friday'], ['sunday', 'friday', 'monday', 'tuesday'])).toBe(
      'Lotus is not open on Mondays, Tuesdays and Sundays, so members will not see the Monday, Tuesday and Sunday dates on the home page. To list them, add Monday, Tuesday and Sunday to its days under CLUBS.',
    );
  });
});
