import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { guestlistState } from '../../../shared/clubs.ts';
import { LoadError, LoadingSpinner } from '../../components/load-states.tsx';
import { NightPageFrame } from '../../components/night-page-frame.tsx';
import { useGender } from '../../config/gender.ts';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { formatEventDate } from '../../lib/event-date.ts';
import { readJoinPrefill } from '../../lib/form-prefill.ts';
import { promoterLinkFor } from '../../lib/promoter-code.ts';
import { Link as RouterLink, useParams, useSearchParams } from '../../lib/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useNow } from '../../lib/use-now.ts';
import { useSelectedEventDate } from '../../lib/use-selected-event-date.ts';
import { useClubNight } from './api/get-club-night.ts';
import { usePromoterLink } from './api/get-promoter-link.ts';
import { AlreadyOnList } from './components/already-on-list.tsx';
import { JoinForm } from './components/join-form.tsx';
import { ListUnavailable, type UnavailableReason } from './components/list-unavailable.tsx';

export function JoinGuestlistPage() {
  useDocumentTitle('Join guest list');
  const { clubId = '' } = useParams();
  const date = useSelectedEventDate();
  const gender = useGender();
  const [params] = useSearchParams();
  const prefill = readJoinPrefill(params);
  const night = useClubNight(clubId, date);
  const now = useNow();
  const nightLabel = formatEventDate(date);
  // Came through a promoter's link and signed in since (the link page could not tell then): a member
  // already on this night is shown their entry, not a form whose party the join would ignore.
  const auth = useAuth();
  const visit = promoterLinkFor(clubId, date);
  const uid = auth.user?.uid ?? null;
  const link = usePromoterLink(visit?.code ?? '', uid, Boolean(visit && uid));
  const yourEntry = link.data?.openDate === date ? link.data.yourEntry : null;
  if (uid && yourEntry) return <AlreadyOnList entry={yourEntry} invitedBy={link.data?.invitedBy ?? ''} />;

  let content: React.ReactNode;
  if (night.isPending) {
    content = <LoadingSpinner label="Loading the guest list" py={6} />;
  } else if (night.isError) {
    content = (
      <LoadError message={night.error.message}>
        <Button variant="neon" component={RouterLink} to={paths.home.getHref({ date, gender })}>
          BACK TO GUESTLISTS
        </Button>
      </LoadError>
    );
  } else {
    const { club } = night.data;
    const option = club.guestlistOptions[gender];
    // The device clock closes the form on time even if the page stays open past the cut-off.
    const state = guestlistState(option, date, club.timeZone, now);
    const reason: UnavailableReason | null = !night.data.guestlistOpen
      ? 'not_open'
      : state !== 'open'
        ? state
        : option.state !== 'open'
          ? option.state
          : null;
    const invitedBy = promoterLinkFor(club.id, date)?.invitedBy;
    content = (
      <>
        {invitedBy && (
          <Typography
            sx={{
              mb: 2,
              px: 1.5,
              py: 1,
              borderLeft: '3px solid',
              borderColor: 'secondary.main',
              bgcolor: 'background.paper',
            }}
          >
            Invited by <strong>{invitedBy}</strong>
          </Typography>
        )}
        {option.details && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {option.details}
          </Typography>
        )}
        {reason ? (
          <ListUnavailable reason={reason} date={date} gender={gender} />
        ) : (
          <JoinForm
            night={night.data}
            date={date}
            gender={gender}
            now={now}
            nightLabel={nightLabel}
            prefill={prefill}
          />
        )}
      </>
    );
  }

  return (
    <NightPageFrame
      title="JOIN GUEST LIST"
      clubName={night.data?.club.name}
      nightLabel={nightLabel}
      nightGap={2}
      focusHeading={prefill !== null}
    >
      {content}
    </NightPageFrame>
  );
}
