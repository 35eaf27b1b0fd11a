import { useCallback } from 'react';
import type { NextOpenDate } from '../../../shared/api/admin/dates-schema.ts';
import { type IsoDate, isIsoDate, todayIn } from '../../../shared/dates.ts';
import { useLocation, useNavigate } from '../../lib/router.tsx';
import { useAdminClubs } from './api/get-admin-clubs.ts';
import { useNextOpenDate } from './api/get-next-open-date.ts';

export interface AdminSelection {
  /**
   * The club the dashboard's sections work on: the one in the address, else the first club members
   * can see (a hidden club has no guests), else the first club; null while loading or with none.
   */
  clubId: string | null;
  /**
   * The night the guestlist section shows: the one in the address, else the club's next open night
   * (tonight when it is open); null while that is being asked.
   */
  date: IsoDate | null;
  setClubId(clubId: string): void;
  setDate(date: IsoDate): void;
}

/**
 * The night to show: the address's, else the first open one from tonight on, else tonight (nothing
 * open ahead, or the question failed); null while the answer is on its way.
 */
export function nightToShow(
  fromAddress: string | null,
  next: { waiting: boolean; answer: NextOpenDate | undefined },
  today: IsoDate,
): IsoDate | null {
  if (fromAddress !== null && isIsoDate(fromAddress)) return fromAddress;
  if (next.waiting) return null;
  return next.answer?.date ?? next.answer?.tonight ?? today;
}

/**
 * The club and night the admin is looking at, kept in the address (`?club=&date=`): every section
 * of the dashboard follows it, a reload keeps it, and a link can be shared with another admin. The
 * defaults are worked out, not written to the address, so opening the page never rewrites it (and a
 * section link like #guestlist-availability stays).
 */
export function useAdminSelection(): AdminSelection {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const clubs = useAdminClubs().data?.clubs ?? [];
  const params = new URLSearchParams(search);
  const requested = params.get('club');
  const clubId =
    (clubs.some((club) => club.id === requested)
      ? requested
      : (clubs.find((club) => club.visible) ?? clubs[0])?.id) ?? null;
  const rawDate = params.get('date');
  const chosen = rawDate !== null && isIsoDate(rawDate) ? rawDate : null;
  // Asked only when the address names no night: one indexed row on the server (LIMIT 1).
  const next = useNextOpenDate(chosen === null ? clubId : null);
  const date = nightToShow(
    chosen,
    { waiting: chosen === null && clubId !== null && next.isPending, answer: next.data },
    todayIn(new Date()),
  );

  const set = useCallback(
    (key: 'club' | 'date', value: string) => {
      const next = new URLSearchParams(search);
      next.set(key, value);
      navigate({ search: `?${next}`, hash }, { replace: true, preventScrollReset: true });
    },
    [navigate, search, hash],
  );
  return {
    clubId,
    date,
    setClubId: useCallback((id: string) => set('club', id), [set]),
    setDate: useCallback((next: IsoDate) => set('date', next), [set]),
  };
}
