import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { nightEndInstant } from '../../../shared/closing-time.ts';
import { todayIn } from '../../../shared/dates.ts';
import { EmptyPanel } from '../../components/empty-panel.tsx';
import { RetryAlert } from '../../components/load-states.tsx';
import { paths } from '../../config/paths.ts';
import { CashbackSection } from '../../features/cashback/components/cashback-section.tsx';
import { usePasses } from '../../features/passes/api/get-passes.ts';
import { useHeldGuestPasses } from '../../features/passes/api/guest-passes.ts';
import { GuestPassCard } from '../../features/passes/components/guest-pass-card.tsx';
import { PassCard } from '../../features/passes/components/pass-card.tsx';
import { PassesTabs } from '../../features/passes/components/passes-tabs.tsx';
import { useReservations } from '../../features/reservations/api/get-reservations.ts';
import { ReservationCard } from '../../features/reservations/components/reservation-card.tsx';
import { isPastReservation } from '../../lib/reservation-time.ts';
import { Link as RouterLink } from '../../lib/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useNow } from '../../lib/use-now.ts';
import { useOnline, waitsForConnection } from '../../lib/use-online.ts';

type Section = 'upcoming' | 'past';

export function PassesPage() {
  useDocumentTitle('My passes');
  const passes = usePasses();
  const [section, setSection] = useState<Section>('upcoming');
  const baseId = useId();
  const reservations = useReservations();
  const guestPasses = useHeldGuestPasses();
  const now = useNow();
  // Offline with no saved copy of the list: one message that says what works, not one error per part.
  const offlineWithoutList = waitsForConnection(useOnline(), passes);

  // Every guestlist entry and every reservation is a pass: one list per tab, by night.
  const items: Record<Section, { id: string; date: string; node: ReactNode }[]> = { upcoming: [], past: [] };
  for (const key of ['upcoming', 'past'] as const) {
    for (const pass of passes.data?.[key] ?? []) {
      items[key].push({ id: pass.id, date: pass.entry.date, node: <PassCard key={pass.id} pass={pass} /> });
    }
  }
  for (const guest of guestPasses.data?.guestPasses ?? []) {
    const past =
      guest.status === 'cancelled' ||
      guest.status === 'revoked' ||
      now >= nightEndInstant(guest.date, guest.club.timeZone);
    items[past ? 'past' : 'upcoming'].push({
      id: guest.id,
      date: guest.date,
      node: <GuestPassCard key={guest.id} guest={guest} />,
    });
  }
  for (const reservation of reservations.data?.reservations ?? []) {
    const past = isPastReservation(
      reservation.status,
      reservation.date,
      todayIn(now, reservation.club.timeZone),
    );
    items[past ? 'past' : 'upcoming'].push({
      id: reservation.id,
      date: reservation.date,
      node: <ReservationCard key={reservation.id} reservation={reservation} />,
    });
  }
  items.upcoming.sort((a, b) => a.date.localeCompare(b.date));
  items.past.sort((a, b) => b.date.localeCompare(a.date));
  const list = items[section];
  const loaded = passes.data !== undefined && !reservations.isPending;

  return (
    // At least a screen tall: the footer starts below the fold instead of being pushed down in view
    // as the passes, then the cashback, arrive (Lighthouse measured that shift at 0.014).
    <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, py: 4, minHeight: '100vh', boxSizing: 'border-box' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 2 }}>
        MY PASSES
      </Typography>
      <PassesTabs<Section>
        label="Passes"
        value={section}
        onChange={setSection}
        idFor={(value) => `${baseId}-tab-${value}`}
        panelId={`${baseId}-panel`}
        tabs={(['upcoming', 'past'] as const).map((value) => ({
          value,
          label: (
            <span>
              {value.toUpperCase()}{' '}
              {/* The count's place is kept while loading, so the tabs do not move when it comes. */}
              <span style={{ visibility: loaded ? 'visible' : 'hidden' }}>({items[value].length})</span>
            </span>
          ),
        }))}
      />
      <Box role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${section}`}>
        {/* The guestlist passes still show (and get you in) when the reservations fail to load. */}
        {reservations.isError && !offlineWithoutList && (
          <RetryAlert severity="warning" sx={{ mb: 2 }} onRetry={() => void reservations.refetch()}>
            Your table reservations could not be loaded. {reservations.error.message}
          </RetryAlert>
        )}
        {/* A list that failed and is being fetched again (back online, RETRY) shows as loading. */}
        {!offlineWithoutList &&
        (passes.isPending || reservations.isPending || (passes.isError && passes.isFetching)) ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label="Loading passes" />
          </Box>
        ) : offlineWithoutList ? (
          <Alert severity="info" variant="outlined">
            You are offline, and your passes have not been saved on this phone yet: they are saved each time
            you open them with a connection. This list loads by itself when you are back online.
          </Alert>
        ) : passes.isError ? (
          <RetryAlert onRetry={() => void passes.refetch()}>{passes.error.message}</RetryAlert>
        ) : list.length === 0 ? (
          <EmptyPanel
            title={section === 'upcoming' ? 'NO UPCOMING PASSES' : 'NO PAST PASSES'}
            offerAssistant={section === 'upcoming'}
            action={
              <Button variant="neon" component={RouterLink} to={paths.home.getHref()}>
                FIND A GUESTLIST
              </Button>
            }
          >
            Join a guestlist or reserve a table and your pass, with its QR code for the door, shows up here.
          </EmptyPanel>
        ) : (
          <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 2 }}>
            {list.map((item) => item.node)}
          </Box>
        )}
      </Box>
      {/* Loaded alongside, shown after the passes: shown first, the passes arriving pushed it down. */}
      <Box sx={{ mt: 4, display: loaded || passes.isError ? 'block' : 'none' }}>
        <CashbackSection />
      </Box>
    </Box>
  );
}
