import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { EVENT_TYPE_FILTERS, type EventTypeFilter, type Gender } from '../../../shared/clubs.ts';
import { defaultEventDate, type IsoDate, isIsoDate, todayIn } from '../../../shared/dates.ts';
import { saveGenderPreference, useGender } from '../../app/gender.ts';

export interface HomeFilters {
  date: IsoDate;
  gender: Gender;
  type: EventTypeFilter;
}

/** Date, gender and event type live in the address, so a link opens the same list (issue #2). */
export function useHomeFilters() {
  const [params, setParams] = useSearchParams();
  const gender = useGender();
  const rawDate = params.get('date');
  const rawType = params.get('type');
  const date = rawDate && isIsoDate(rawDate) ? rawDate : defaultEventDate(todayIn(new Date()));
  const type: EventTypeFilter =
    rawType && (EVENT_TYPE_FILTERS as readonly string[]).includes(rawType)
      ? (rawType as EventTypeFilter)
      : 'all';

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
