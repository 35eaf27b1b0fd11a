import { describe, expect, it } from 'vitest';
import { clubInputSchema } from '../../../../shared/api/admin/clubs-schema.ts';
import { clubFormSchema } from './club-form-schema.ts';
import {
  draftFromClub,
  emptyTableType,
  inputFromDraft,
  newClubDraft,
  validateDraft,
} from './club-form-state.ts';

const saved = {
  id: '5b0a3c8e-1f2d-4c3b-9a8e-7d6c5b4a3f21',
  name: 'Neon Room',
  visible: true,
  activeDays: ['thursday', 'friday'] as ('thursday' | 'friday')[],
  eventType: 'nightclub' as const,
  sortOrder: 10,
  address: '412 W 14th St',
  mapsUrl: 'https://maps.example.com/neon',
  reservationsEnabled: true,
  reservationCashback: 12.5,
  conciergeCallNumber: '+12125550141',
  conciergeTextNumber: null,
  timeZone: 'America/New_York',
  guestlistOptions: {
    female: { enabled: true, details: 'Free before 12', closesAt: '23:30' },
    male: { enabled: false, details: '', closesAt: '01:00' },
  },
  maxPartySize: 6,
  tableTypes: [
    {
      id: 'vip-booth',
      name: 'VIP booth',
      minimumSpendCents: 150_000,
      minimumSpend: 1500,
      maxGuests: 8,
      description: '',
    },
  ],
  cancellationTerms: null,
  cancellationCutoffHours: 24,
  taxRate: 8.875,
  serviceCharge: 20,
  depositPercent: 25,
  waitlistMode: 'offer' as const,
  offerMinutes: 15,
  promoterRates: { ladyCents: 0, manCents: 0, bonusAfter: null, bonusCents: 0, lady: 0, man: 0, bonus: 0 },
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('club form state', () => {
  it('round-trips a saved club into a body the server accepts unchanged', () => {
    const draft = draftFromClub(saved);
    expect(draft.tableTypes[0]!.minimumSpendCents).toBe('1500'); // typed in whole dollars
    expect(validateDraft(draft)).toEqual({});
    const input = inputFromDraft(draft);
    // The minimum goes in cents; the deprecated dollar field is never sent.
    expect(input.tableTypes[0]).toEqual({
      id: 'vip-booth',
      name: 'VIP booth',
      minimumSpendCents: 150_000,
      maxGuests: 8,
      description: '',
    });
    const parsed = clubInputSchema.parse(input);
    // Promoter pay has its own route: it is not part of the club's form.
    const { id: _id, createdAt: _c, updatedAt: _u, promoterRates: _p, ...fields } = saved;
    const stored = fields.tableTypes.map(({ minimumSpend: _dollars, ...table }) => table);
    expect(parsed).toEqual({ ...fields, tableTypes: stored });
  });

  it('a new club is valid once it has a name, and asks no deposit', () => {
    const draft = newClubDraft();
    expect([draft.taxRate, draft.serviceCharge, draft.depositPercent]).toEqual(['0', '0', '0']);
    expect(validateDraft(draft)).toEqual({ name: 'Give the club a name.' });
    expect(clubInputSchema.safeParse(inputFromDraft({ ...draft, name: 'Halcyon' })).success).toBe(true);
  });

  it('names each field to fix by the path the server uses', () => {
    const draft = draftFromClub(saved);
    draft.guestlistOptions.female.closesAt = '25:00';
    draft.maxPartySize = 'six';
    draft.reservationCashback = '101';
    draft.mapsUrl = 'http://insecure.example.com';
    draft.taxRate = '8.8755';
    draft.serviceCharge = '41';
    draft.depositPercent = '25.5';
    draft.offerMinutes = '90';
    draft.tableTypes = [
      ...draft.tableTypes,
      { ...emptyTableType(), id: 'vip-booth', name: ' ', maxGuests: '0' },
    ];
    expect(Object.keys(validateDraft(draft)).sort()).toEqual([
      'depositPercent',
      'guestlistOptions.female.closesAt',
      'mapsUrl',
      'maxPartySize',
      'offerMinutes',
      'reservationCashback',
      'serviceCharge',
      'tableTypes.1.id',
      'tableTypes.1.maxGuests',
      'tableTypes.1.name',
      'taxRate',
    ]);
  });

  it('sends what cannot be a number so the server refuses it by name', () => {
    const draft = draftFromClub(saved);
    draft.cancellationCutoffHours = '';
    const result = clubInputSchema.safeParse(inputFromDraft(draft));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['cancellationCutoffHours']);
  });
});

describe('the club form schema', () => {
  const messages = (draft: ReturnType<typeof newClubDraft>) => {
    const result = clubFormSchema.safeParse(draft);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it("says the form's own words first, then the API's at the fields it checks", () => {
    const draft = { ...newClubDraft(), conciergeCallNumber: '555', cancellationTerms: 'x'.repeat(1001) };
    expect(messages(draft)).toEqual({
      name: 'Give the club a name.',
      conciergeCallNumber: expect.stringMatching(/phone number/),
      cancellationTerms: 'must be at most 1000 characters',
    });
  });

  it('passes a saved club, and says a stray character in a table name at that row', () => {
    expect(messages(draftFromClub(saved))).toEqual({});
    const draft = draftFromClub(saved);
    draft.tableTypes[0]!.name = 'VIP\u0007booth';
    expect(Object.keys(messages(draft))).toEqual(['tableTypes.0.name']);
  });
});
