import { useCallback, useMemo } from 'react';
import { EVENT_TYPE_FILTERS, type EventTypeFilter, type Gender } from '../../../shared/clubs.ts';
import { defaultEventDate, type IsoDate, isIsoDate, todayIn } from '../../../shared/dates.ts';
import { genderFromParams, saveGenderPreference } from '../../config/gender.ts';
import { useSearchParams } from '../../lib/router.tsx';

export interface HomeFilters {
  date: IsoDate;
  gender: Gender;
  type: EventTypeFilter;
}

/**
 * The home page's filters as an address gives them: also read before the first render (main.tsx), so
 * the clubs request starts while the app is still booting.
 */
export function homeFiltersFrom(params: URLSearchParams, now = new Date()): HomeFilters {
  const rawDate = params.get('date');
  const rawType = params.get('type');
  return {
    date: rawDate && isIsoDate(rawDate) ? rawDate : defaultEventDate(todayIn(now)),
    gender: genderFromParams(params),
    type:
      rawType && (EVENT_TYPE_FILTERS as readonly string[]).includes(rawType)
        ? (rawType as EventTypeFilter)
        : 'all',
  };
}

/** Date, gender and event type live in the address, so a shared link or a reload opens the same list. */
export function useHomeFilters() {
  const [params, setParams] = useSearchParams();
  const { date, gender, type } = homeFiltersFrom(params);

  const filters = useMemo<HomeFilters>(() => ({ date, gender, type }), [date, gender, type]);

  const update = useCallback(
    (change: Partial<HomeFilters>) => {
      if (change.gender) saveGenderPreference(change.gender);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(change)) {
            if (key === 'type' && value === 'all') next.delete('type');
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );

  return [filters, update] as const;
}
