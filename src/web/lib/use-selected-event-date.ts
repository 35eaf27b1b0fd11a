import { defaultEventDate, type IsoDate, isIsoDate, todayIn } from '../../shared/dates.ts';
import type { EventDateState } from '../config/paths.ts';
import { useLocation, useSearchParams } from './router.tsx';

/** The night chosen on the home page: navigation state first (SPEC §2), then the address, then Thursday. */
export function useSelectedEventDate(): IsoDate {
  const location = useLocation();
  const [params] = useSearchParams();
  const state = location.state as Partial<EventDateState> | null;
  const chosen = state?.selectedEventDate ?? params.get('date');
  return chosen && isIsoDate(chosen) ? chosen : defaultEventDate(todayIn(new Date()));
}
