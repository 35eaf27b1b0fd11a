import type { IsoDate } from '../../shared/dates.ts';
import { arrivalInstant } from '../reservations/reservation-rules.ts';
import type { Member } from './members.ts';
import type { TestApp } from './test-app.ts';

/**
 * When a table booked through reservationApi is due (23:00 and the fixtures' New York unless said):
 * staff can mark it completed from then, a no-show once it has passed.
 */
export function arrivalOf(date: IsoDate, arrivalTime = '23:00', timeZone = 'America/New_York'): Date {
  return arrivalInstant(date, arrivalTime, timeZone);
}

/** Runs `work` with the app's clock at `at`, then sets it back to `back`, even when `work` fails. */
export async function atTime<T>(t: TestApp, at: Date, back: Date, work: () => Promise<T>): Promise<T> {
  t.setNow(at);
  try {
    return await work();
  } finally {
    t.setNow(back);
  }
}

export const BOOTH = {
  id: 'booth',
  name: 'Booth',
  minimumSpendCents: 50_000,
  maxGuests: 6,
  description: 'By the dance floor',
};
export const VIP_TABLE = {
  id: 'vip',
  name: 'VIP Table',
  minimumSpendCents: 150_000,
  maxGuests: 10,
  description: 'Facing the DJ',
};

/** Drives the reservation API as `member`; `body` overrides a booth for 4 on `defaults`. */
export function reservationApi(t: TestApp, defaults: Record<string, unknown>) {
  return {
    create(member: Member, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
      return t.app.inject({
        method: 'POST',
        url: '/api/reservations',
        headers: { cookie: member.cookie, ...headers },
        payload: {
          partySize: 4,
          arrivalTime: '23:00',
          tableTypeId: 'booth',
          notes: '',
          ...defaults,
          ...body,
        },
      });
    },
    cancel(member: Member, id: string, headers: Record<string, string> = {}) {
      return t.app.inject({
        method: 'POST',
        url: `/api/reservations/${id}/cancel`,
        headers: { cookie: member.cookie, ...headers },
      });
    },
    setStatus(member: Member | null, id: string, body: Record<string, unknown>) {
      return t.app.inject({
        method: 'POST',
        url: `/api/admin/reservations/${id}/status`,
        headers: member ? { cookie: member.cookie } : {},
        payload: body,
      });
    },
    correctSpend(member: Member | null, id: string, body: Record<string, unknown>) {
      return t.app.inject({
        method: 'POST',
        url: `/api/admin/reservations/${id}/spend-correction`,
        headers: member ? { cookie: member.cookie } : {},
        payload: body,
      });
    },
    get(member: Member, url: string) {
      return t.app.inject({ method: 'GET', url, headers: { cookie: member.cookie } });
    },
  };
}
