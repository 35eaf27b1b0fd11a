import type { QueryClient } from '@tanstack/react-query';
import type { ClubNightResponse } from '../../../shared/api/clubs-schema.ts';
import type { Gender } from '../../../shared/clubs.ts';
import { type IsoDate, todayIn } from '../../../shared/dates.ts';
import { tonightIn, upcomingNights } from '../../lib/club-night.ts';
import { clubNightQueryOptions } from './api/get-club-night.ts';

/** Nights ahead a club-wide link looks through (clubs open their lists a few weeks ahead). */
const LOOK_AHEAD_DAYS = 28;
/** Nights asked about at once. */
const BATCH = 4;

const joinable = (night: ClubNightResponse, gender: Gender) =>
  night.guestlistOpen && night.club.guestlistOptions[gender].state === 'open';

/**
 * The night a club-wide promoter link opens: the club's first night from tonight (on its clock) whose
 * list is open for the visitor's side, else the first open at all, else tonight. The answers stay in
 * the query cache, so the join page opens on them without asking again.
 */
export async function nextOpenNight(
  queryClient: QueryClient,
  clubId: string,
  gender: Gender,
  now: Date,
): Promise<IsoDate> {
  const fetchNight = (date: IsoDate) => queryClient.fetchQuery(clubNightQueryOptions(clubId, date));
  const first = await fetchNight(todayIn(now));
  const tonight = tonightIn(now, first.club.timeZone);
  const nights = upcomingNights(tonight, first.club.activeDays, LOOK_AHEAD_DAYS);
  let anyOpen: IsoDate | null = null;
  for (let start = 0; start < nights.length; start += BATCH) {
    const answers = await Promise.all(
      nights.slice(start, start + BATCH).map((date) => fetchNight(date).catch(() => null)),
    );
    const found = answers.find((night) => night && joinable(night, gender));
    if (found) return found.date;
    anyOpen ??= answers.find((night) => night?.guestlistOpen)?.date ?? null;
  }
  return anyOpen ?? tonight;
}
