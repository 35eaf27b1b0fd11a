import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, memo, Suspense, useDeferredValue } from 'react';
import type { ClubView } from '../../../shared/api/clubs-schema.ts';
import type { Gender } from '../../../shared/clubs.ts';
import type { IsoDate } from '../../../shared/dates.ts';
import { ClubCard } from '../../components/club-card.tsx';
import { RetryAlert } from '../../components/load-states.tsx';
import { readGenderPreference } from '../../config/gender.ts';
import { type EventDateState, paths } from '../../config/paths.ts';
import { clubsOfPages, useClubs } from '../../features/clubs/api/get-clubs.ts';
import { ClubCardSkeleton } from '../../features/clubs/components/club-card-skeleton.tsx';
import { EmptyState } from '../../features/clubs/components/empty-state.tsx';
import { DatePicker } from '../../features/home/date-picker.tsx';
import { GenderSwitch } from '../../features/home/gender-switch.tsx';
import { MoreClubs } from '../../features/home/more-clubs.tsx';
import { OfflineBanner } from '../../features/home/offline-banner.tsx';
import { useHomeFilters } from '../../features/home/use-home-filters.ts';
import { useGuardedNavigate } from '../../lib/auth/use-guarded-navigate.ts';
import { formatEventDate } from '../../lib/event-date.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useNow } from '../../lib/use-now.ts';
import { useTonightHasLists } from './use-tonight-has-lists.ts';

// Shown only when a link filters the list by event type: the first screen does not carry Chip for it.
const TypeFilterChip = lazy(() => import('../../features/home/type-filter-chip.tsx'));
// Only a night without lists offers the alert: its code (and its three API calls) stay off the first load.
const NightAlert = lazy(() =>
  import('../../features/notifications/components/night-alert.tsx').then(({ NightAlert }) => ({
    default: NightAlert,
  })),
);

// SPEC §9: three placeholder cards while the clubs load.
const SKELETON_KEYS = ['skeleton-1', 'skeleton-2', 'skeleton-3'];
// Enough to fill a phone's first screen and a desktop's first row.
const FIRST_CARDS = 3;
const TYPE_LABELS = { nightclub: 'Nightclubs only', dinner_party: 'Dinner parties only' } as const;

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
} as const;

export function HomePage() {
  useDocumentTitle('');
  const [filters, setFilters] = useHomeFilters();
  const clubs = useClubs(filters);
  // The cards render in a transition (in slices) instead of one long task when the data lands.
  const listed = useDeferredValue(clubsOfPages(clubs.data?.pages));
  const total = clubs.data?.pages[0]?.total;
  // The first screen renders the cards a phone shows first; the rest follow in a background render,
  // so the first card (and its photo, the page's largest paint) is on screen sooner.
  const shownCount = useDeferredValue(listed?.length ?? 0, FIRST_CARDS);
  const now = useNow();
  const guardedNavigate = useGuardedNavigate();

  const goTo = (club: ClubView, href: string) => {
    const state: EventDateState = { selectedEventDate: filters.date };
    guardedNavigate(club.id, href, state);
  };
  // The party counts the member in the view they chose: a LADIES or MEN view that only the address
  // holds (a shared link) goes along, or the join screen would fall back to the saved choice.
  const joinGender = filters.gender === readGenderPreference() ? undefined : filters.gender;
  const onJoin = (club: ClubView) =>
    goTo(club, paths.joinGuestlist.getHref(club.id, filters.date, joinGender));
  const onBook = (club: ClubView) => goTo(club, paths.reserve.getHref(club.id, filters.date));

  return (
    <>
      <OfflineBanner />
      {/* Compact on phones: the first club's name, closing time and JOIN are on the first screen. */}
      <Box sx={{ maxWidth: 1152, mx: 'auto', px: 2, pt: { xs: 2, md: 4 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '3rem' }, mb: { xs: 0.25, md: 1 } }}>
          GUESTLISTS
        </Typography>
        <Typography
          color="text.secondary"
          sx={{ mb: { xs: 2, md: 3 }, fontSize: { xs: '0.875rem', md: '1rem' } }}
        >
          plan it, live it, earn from it.
        </Typography>

        <Box
          sx={{
            display: 'grid',
            gap: { xs: 1.5, md: 2 },
            mb: { xs: 2, md: 3 },
            gridTemplateColumns: { md: 'auto 1fr' },
            alignItems: 'center',
          }}
        >
          <GenderSwitch value={filters.gender} onChange={(gender) => setFilters({ gender })} />
          <Box sx={{ minWidth: 0 }}>
            <HomeDateStrip
              date={filters.date}
              gender={filters.gender}
              clubsLoaded={clubs.isSuccess}
              onChange={(date) => setFilters({ date })}
            />
          </Box>
        </Box>

        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: { xs: 1.5, md: 2 } }}>
          <Typography
            variant="h2"
            component="p"
            aria-live="polite"
            sx={{ fontSize: { xs: '0.875rem', md: '1rem' }, color: 'text.secondary' }}
          >
            {formatEventDate(filters.date).toUpperCase()}
            {total !== undefined ? ` · ${total} ${total === 1 ? 'CLUB' : 'CLUBS'}` : ''}
          </Typography>
          {filters.type !== 'all' && (
            <Suspense fallback={null}>
              <TypeFilterChip
                label={TYPE_LABELS[filters.type]}
                onDelete={() => setFilters({ type: 'all' })}
              />
            </Suspense>
          )}
        </Box>

        {clubs.isPending || (clubs.isSuccess && !listed) ? (
          <Box sx={grid} aria-busy="true" aria-label="Loading clubs">
            {SKELETON_KEYS.map((key) => (
              <ClubCardSkeleton key={key} />
            ))}
          </Box>
        ) : clubs.isError && !clubs.data ? (
          <RetryAlert onRetry={() => void clubs.refetch()}>{clubs.error.message}</RetryAlert>
        ) : !listed || listed.length === 0 ? (
          <EmptyState
            action={
              <Suspense fallback={null}>
                <NightAlert night={{ date: filters.date, gender: filters.gender }} />
              </Suspense>
            }
          />
        ) : (
          <Box sx={grid}>
            {listed.slice(0, Math.max(shownCount, FIRST_CARDS)).map((club, index) => (
              <ClubCard
                key={club.id}
                imageLoading={index === 0 ? 'priority' : index < 3 ? 'eager' : 'lazy'}
                club={club}
                date={filters.date}
                gender={filters.gender}
                now={now}
                onJoin={onJoin}
                onBook={onBook}
              />
            ))}
          </Box>
        )}
        {/* After every card is on screen: while they render, the end of the list is near the top. */}
        {listed && listed.length > 0 && shownCount >= listed.length && clubs.hasNextPage && (
          <MoreClubs
            shown={listed.length}
            total={total ?? listed.length}
            loading={clubs.isFetchingNextPage}
            failed={clubs.isFetchNextPageError}
            // Never restarts a page already on its way (the button and scrolling may both ask).
            onMore={() => void clubs.fetchNextPage({ cancelRefetch: false })}
          />
        )}
      </Box>
    </>
  );
}

const MemoDatePicker = memo(DatePicker);

/**
 * The date strip with its own question of whether tonight has lists. That answer, and the idle
 * moment it waits for, come after the first screen: asked from the page, each re-rendered the whole
 * page (every card, in one task that a tap would wait for: Lighthouse counted both as blocking time).
 * Here they re-render the strip alone (the idle moment not even that: the picker is memoised).
 */
function HomeDateStrip({
  date,
  gender,
  clubsLoaded,
  onChange,
}: {
  date: IsoDate;
  gender: Gender;
  clubsLoaded: boolean;
  onChange: (date: IsoDate) => void;
}) {
  const tonightHasLists = useTonightHasLists(date, gender, clubsLoaded);
  return <MemoDatePicker value={date} onChange={onChange} tonightHasLists={tonightHasLists} />;
}
