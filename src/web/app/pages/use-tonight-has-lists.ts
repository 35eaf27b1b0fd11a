import { useInfiniteQuery } from '@tanstack/react-query';
import type { Gender } from '../../../shared/clubs.ts';
import { type IsoDate, todayIn } from '../../../shared/dates.ts';
import { clubsQueryOptions } from '../../features/clubs/api/get-clubs.ts';
import { useSettled } from '../../lib/when-settled.ts';

/**
 * Whether a club has its list open tonight in this view, when another night is chosen (the SPEC's
 * default is Thursday): the date strip then keeps tonight in sight. Asked only once the chosen
 * night's clubs are in and the page has loaded and gone idle: started with the cards, it raced the
 * first card's photo (the largest paint) for the network and Lighthouse counted it. One cached page.
 */
export function useTonightHasLists(date: IsoDate, gender: Gender, after: boolean): boolean {
  const today = todayIn(new Date());
  const settled = useSettled();
  const tonight = useInfiniteQuery({
    ...clubsQueryOptions({ date: today, gender, type: 'all' }),
    enabled: after && settled && date !== today,
  });
  const clubs = tonight.data?.pages[0]?.clubs ?? [];
  return date !== today && clubs.some((club) => club.guestlistOptions[gender].state === 'open');
}
