import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
// Not a home-made copy: in `sx`, `width: 1` means 100%, and that one pushed the page 12 px sideways.
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useCallback, useRef, useState } from 'react';
import type { DoorPass } from '../../../shared/api/door-schema.ts';
import { ClubSelect } from '../../components/club-select.tsx';
import { LoadingSpinner, RetryAlert } from '../../components/load-states.tsx';
import { paths } from '../../config/paths.ts';
import { Link, useSearchParams } from '../../lib/router.tsx';
import { type DoorClub, useDoorClubs } from './api/get-door-clubs.ts';
import { CameraViewfinder } from './components/camera-viewfinder.tsx';
import { DoorSearch } from './components/door-search.tsx';
import { NightCounters } from './components/night-counters.tsx';
import { ConflictList, PendingBadge } from './components/offline-status.tsx';
import { VerdictScreen } from './components/verdict-screen.tsx';
import { dismissConflict } from './offline-queue.ts';
import { useCheckInAtDoor } from './use-check-in.ts';
import { useOfflineQueue } from './use-offline-queue.ts';

const CLUB_KEY = 'nightlist.door.club';
/** After NEXT, the same code still in front of the camera is ignored this long. */
const SAME_CODE_PAUSE_MS = 2500;

/** The club in the address (a bookmarked door link), else the one this device worked last. */
function initialClubOf(clubs: DoorClub[], fromUrl: string | null): DoorClub | undefined {
  const saved = localStorage.getItem(CLUB_KEY);
  return clubs.find((club) => club.id === fromUrl) ?? clubs.find((club) => club.id === saved) ?? clubs[0];
}

export function DoorScanner({ staffId }: { staffId: string }) {
  const clubs = useDoorClubs();
  const [params] = useSearchParams();
  if (clubs.isPending) return <LoadingSpinner label="Loading your clubs" py={8} />;
  if (clubs.isError)
    return <RetryAlert onRetry={() => void clubs.refetch()}>{clubs.error.message}</RetryAlert>;
  const first = initialClubOf(clubs.data.clubs, params.get('club'));
  const night = params.get('night');
  if (!first)
    return (
      <Alert severity="info" variant="outlined">
        There are no clubs to work yet. An admin adds them in the admin panel.
      </Alert>
    );
  return (
    <DoorDesk
      staffId={staffId}
      clubs={clubs.data.clubs}
      initialClub={first}
      initialNight={night && ISO_DATE.test(night) ? night : first.tonight}
    />
  );
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function DoorDesk({
  staffId,
  clubs,
  initialClub,
  initialNight,
}: {
  staffId: string;
  clubs: DoorClub[];
  initialClub: DoorClub;
  initialNight: string;
}) {
  const [, setParams] = useSearchParams();
  const [clubId, setClubId] = useState(initialClub.id);
  const club = clubs.find((candidate) => candidate.id === clubId) ?? initialClub;
  const [date, setDateState] = useState(initialNight);
  // The address names the club and night, so a door link can be bookmarked or shared with the team.
  const select = (nextClub: string, nextNight: string) => {
    setClubId(nextClub);
    setDateState(nextNight);
    setParams({ club: nextClub, night: nextNight }, { replace: true });
  };
  const setDate = (nextNight: string) => select(clubId, nextNight);
  const [toast, setToast] = useState<string | null>(null);
  const lastCode = useRef<{ code: string; until: number }>({ code: '', until: 0 });
  const offline = useOfflineQueue(staffId);
  const { outcome, busy, checkIn, undo, admitFewer, release, dismiss } = useCheckInAtDoor({
    staffId,
    clubId,
    date,
  });

  const onCode = (code: string) => {
    if (outcome || busy) return;
    if (code === lastCode.current.code && Date.now() < lastCode.current.until) return;
    lastCode.current = { code, until: Number.POSITIVE_INFINITY };
    checkIn.mutate({ attempt: { token: code }, label: 'Scanned pass' });
  };

  // Stable, as the verdict screen listens for Escape with it.
  const next = useCallback(() => {
    lastCode.current = { ...lastCode.current, until: Date.now() + SAME_CODE_PAUSE_MS };
    dismiss();
  }, [dismiss]);

  const admitFromSearch = (pass: DoorPass) =>
    // Search finds parties' passes; a guest's own pass is only ever scanned.
    pass.kind !== 'guest' &&
    checkIn.mutate({
      attempt: { passId: pass.id, passKind: pass.kind },
      label: `${pass.holderName} ···${pass.phoneLast4}`,
    });

  const chooseClub = (id: string) => {
    const chosen = clubs.find((candidate) => candidate.id === id);
    if (!chosen) return;
    localStorage.setItem(CLUB_KEY, id);
    select(id, chosen.tonight);
  };

  const announcement =
    outcome?.kind === 'result'
      ? `${outcome.result.title}. ${outcome.result.detail}`
      : outcome?.kind === 'offline'
        ? 'Saved offline. Will check when back online.'
        : outcome?.kind === 'error'
          ? `Not checked. ${outcome.message}`
          : '';

  return (
    <>
      {/* While a verdict fills the screen, nothing behind it takes the focus or a tap. */}
      <Box sx={{ display: 'grid', gap: 2 }} inert={outcome !== null}>
        <Box component="header" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography
            variant="h1"
            sx={{ fontSize: '1.5rem', fontWeight: 900, letterSpacing: '0.06em', mr: 'auto' }}
          >
            DOOR
          </Typography>
          <Button component={Link} to={paths.home.getHref()} variant="ghost" size="small">
            EXIT
          </Button>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr' },
              gap: 1.5,
              width: '100%',
            }}
          >
            <ClubSelect clubs={clubs} value={clubId} onChange={chooseClub} size="small" />
            <TextField
              type="date"
              label="Night"
              value={date}
              onChange={(event) => event.target.value && setDate(event.target.value)}
              size="small"
              helperText={date === club.tonight ? 'Tonight' : 'Not tonight'}
              slotProps={{
                inputLabel: { shrink: true },
                formHelperText: { sx: { color: date === club.tonight ? undefined : 'warning.main' } },
              }}
            />
          </Box>
        </Box>

        <NightCounters clubId={clubId} date={date} />
        <PendingBadge
          pending={offline.pending}
          syncing={offline.syncing}
          onSync={() => void offline.sync()}
        />
        <ConflictList conflicts={offline.conflicts} timeZone={club.timeZone} onDismiss={dismissConflict} />

        <Box
          sx={{
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
            alignItems: 'start',
          }}
        >
          <Box component="section" aria-label="Scan a pass">
            <CameraViewfinder paused={outcome !== null || busy} onCode={onCode} />
          </Box>
          <DoorSearch clubId={clubId} date={date} disabled={busy} onAdmit={admitFromSearch} />
        </Box>
      </Box>
      <Box aria-live="assertive" sx={visuallyHidden}>
        {announcement}
      </Box>
      {outcome && (
        <VerdictScreen
          outcome={outcome}
          timeZone={club.timeZone}
          busy={busy}
          onNext={next}
          onUndo={(id) =>
            undo.mutate(id, {
              onSuccess: () => {
                setToast('Admission undone: nobody from that scan is counted in.');
                next();
              },
            })
          }
          releaseError={release.error?.message ?? null}
          onRelease={(pass, released) => release.mutate({ pass, ...released })}
          onReleaseOpen={() => release.reset()}
          onAdmitFewer={(checkInId, people) => {
            if (outcome.kind === 'result' && outcome.result.pass)
              admitFewer.mutate({ checkInId, pass: outcome.result.pass, people });
          }}
        />
      )}
      <Snackbar
        open={toast !== null}
        autoHideDuration={4000}
        onClose={() => setToast(null)}
        message={toast}
      />
    </>
  );
}
