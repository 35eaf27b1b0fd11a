import { useCallback } from 'react';
import { nightOf } from '../../../shared/closing-time.ts';
import { type IsoDate, isIsoDate } from '../../../shared/dates.ts';
import { useLocation, useNavigate } from '../../lib/router.tsx';
import type { PromoterClub } from './api/promoter-types.ts';

export interface PromoterSelection {
  club: PromoterClub | null;
  /** The night shown; the club's tonight (on its clock) unless the address names one. */
  night: IsoDate;
  tonight: IsoDate;
  setClub(clubId: string): void;
  setNight(night: IsoDate): void;
}

/**
 * The club and night the TONIGHT section shows, kept in the address (`?club=&night=`) so a reload
 * keeps them; the defaults (the first club, its tonight) are worked out, not written.
 */
export function usePromoterSelection(clubs: readonly PromoterClub[], now: Date): PromoterSelection {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const club = clubs.find((c) => c.id === params.get('club')) ?? clubs[0] ?? null;
  const tonight = nightOf(now, club?.timeZone ?? 'UTC');
  const rawNight = params.get('night');
  const night = rawNight && isIsoDate(rawNight) ? rawNight : tonight;

  const set = useCallback(
    (key: 'club' | 'night', value: string) => {
      const next = new URLSearchParams(search);
      next.set(key, value);
      navigate({ search: `?${next}` }, { replace: true, preventScrollReset: true });
    },
    [navigate, search],
  );
  return {
    club,
    night,
    tonight,
    setClub: useCallback((id: string) => set('club', id), [set]),
    setNight: useCallback((value: IsoDate) => set('night', value), [set]),
  };
}
