import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type IsoDate, isIsoDate, todayIn } from '../../../shared/dates.ts';
import { useAdminClubs } from './api/get-admin-clubs.ts';

export interface AdminSelection {
  /**
   * The club the dashboard's sections work on: the one in the address, else the first club members
   * can see (a hidden club has no guests), else the first club; null while loading or with none.
   */
  clubId: string | null;
  /** The night the guestlist section shows; defaults to today. */
  date: IsoDate;
  setClubId(clubId: string): void;
  setDate(date: IsoDate): void;
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
  const rawDate = params.get('date');
  const date = rawDate && isIsoDate(rawDate) ? rawDate : todayIn(new Date());
  const requested = params.get('club');
  const clubId =
    (clubs.some((club) => club.id === requested)
      ? requested
      : (clubs.find((club) => club.visible) ?? clubs[0])?.id) ?? null;

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
