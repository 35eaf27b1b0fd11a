import type { ListClubsResponse } from '../../../shared/api/clubs-schema.ts';
import type { Reservation } from '../../../shared/api/reservation-schema.ts';
import { arrivalInstant } from '../../reservations/reservation-rules.ts';
import { type EvalTarget, okJson } from './eval-target.ts';

/** The eval's fixed clock: Monday 2026-11-23, 20:00 in New York, the night the demo city is seeded for. */
export const EVAL_NOW = new Date('2026-11-24T01:00:00Z');
export const EVAL_TONIGHT = '2026-11-23';
export const EVAL_TIME_ZONE = 'America/New_York';

/** Places the scenario gives two nights, so "spots left" has a number to answer with. */
const CAPACITIES = [
  { club: 'Neon Room', date: '2026-11-28', capacityFemale: 40, capacityMale: 25 },
  { club: 'Aurora Rooftop', date: '2026-11-27', capacityFemale: 30, capacityMale: 20 },
];

async function clubId(target: EvalTarget, name: string, date: string): Promise<string> {
  for (const gender of ['female', 'male'])
    for (const club of (
      await okJson<ListClubsResponse>(target, 'GET', `/api/clubs?date=${date}&gender=${gender}`)
    ).clubs)
      if (club.name === name) return club.id;
  throw new Error(`${name} is not listed on ${date}: the demo city changed under the eval`);
}

/**
 * What the eval's world holds besides the demo city, made through the API as an admin and a member
 * would: two nights with places, and a signed-in member with two passes (Neon Room on Saturday for
 * 2 ladies and a man, Halcyon tonight) and cashback earned on a table at Echo Hall completed earlier
 * tonight. Returns the member's session cookie; the clock is left at EVAL_NOW.
 */
export async function prepareScenario(target: EvalTarget): Promise<{ memberCookie: string }> {
  target.setNow(EVAL_NOW);
  const admin = await target.newAdmin();
  const member = await target.newMember();
  for (const { club, date, ...capacity } of CAPACITIES) {
    const id = await clubId(target, club, date);
    await okJson(target, 'PUT', `/api/admin/clubs/${id}/dates/${date}`, { body: capacity, cookie: admin });
  }
  const joins = [
    { club: 'Neon Room', date: '2026-11-28', ladies: 2, men: 1 },
    { club: 'Halcyon', date: EVAL_TONIGHT, ladies: 1, men: 0 },
  ];
  for (const { club, date, ladies, men } of joins) {
    const body = { clubId: await clubId(target, club, date), date, ladies, men, guestNames: [] };
    await okJson(target, 'POST', '/api/guestlist-entries', { body, cookie: member });
  }
  // Echo Hall takes tables on Mondays (no list tonight): a booth at 21:00, completed at 21:30.
  const echoHall = await clubId(target, 'Echo Hall', '2026-11-26');
  const booked = await okJson<Reservation>(target, 'POST', '/api/reservations', {
    body: {
      clubId: echoHall,
      date: EVAL_TONIGHT,
      partySize: 4,
      arrivalTime: '21:00',
      tableTypeId: 'booth',
      notes: '',
    },
    cookie: member,
  });
  const status = `/api/admin/reservations/${booked.id}/status`;
  await okJson(target, 'POST', status, { body: { status: 'confirmed' }, cookie: admin });
  target.setNow(new Date(arrivalInstant(EVAL_TONIGHT, '21:30', EVAL_TIME_ZONE)));
  try {
    await okJson(target, 'POST', status, {
      body: { status: 'completed', amountSpentCents: 40_000 },
      cookie: admin,
    });
  } finally {
    target.setNow(EVAL_NOW);
  }
  return { memberCookie: member };
}
