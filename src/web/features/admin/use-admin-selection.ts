import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { type IsoDate, isIsoDate, todayIn } from '../../../shared/dates.ts';

export interface AdminSelection {
  /** The club the dashboard's sections work on; null until one is picked (or none exist). */
  clubId: string | null;
  /** The night the guestlist section shows; defaults to today. */
  date: IsoDate;
  setClubId(clubId: string): void;
  setDate(date: IsoDate): void;
}

/**
 * The club and night the admin is looking at, kept in the address (`?club=&date=`): every section
 * of the dashboard follows it, a reload keeps it, and a link can be shared with another admin.
 */
export function useAdminSelection(): AdminSelection {
  const [params, setParams] = useSearchParams();
  const rawDate = params.get('date');
  const date = rawDate && isIsoDate(rawDate) ? rawDate : todayIn(new Date());
  const set = useCallback(
    (key: 'club' | 'date', value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(key, value);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return {
    clubId: params.get('club'),
    date,
    setClubId: useCallback((clubId: string) => set('club', clubId), [set]),
    setDate: useCallback((next: IsoDate) => set('date', next), [set]),
  };
}
