import EventIcon from '@mui/icons-material/Event';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ClubAddress } from '../../components/club-address.tsx';
import { DoorQrCode } from '../../components/door-qr-code.tsx';
import { GuestNameList } from '../../components/guest-name-list.tsx';
import { AllMyPassesButton, MyPassFrame } from '../../components/my-pass-frame.tsx';
import { PushPrompt } from '../../components/push-prompt.tsx';
import { WalletButtons } from '../../components/wallet-buttons.tsx';
import type { JustJoinedState } from '../../config/paths.ts';
import { formatEventDate } from '../../lib/event-date.ts';
import { useLocation, useParams } from '../../lib/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { passCalendarHref, passWalletPaths, usePass } from './api/get-pass.ts';
import { CameWith } from './components/came-with.tsx';
import { CancelPass } from './components/cancel-pass.tsx';
import { EntryTerms } from './components/entry-terms.tsx';
import { PassStatusBanner } from './components/pass-status-banner.tsx';
import { SendGuestPasses } from './components/send-guest-passes.tsx';
import { SpotOffer } from './components/spot-offer.tsx';
import { StatusChip } from './components/status-chip.tsx';
import { TurnedAway } from './components/turned-away.tsx';
import { WaitlistQrPlaceholder } from './components/waitlist-qr-placeholder.tsx';
import { partyLine } from './pass-status.ts';

export function PassPage() {
  useDocumentTitle('Pass');
  const { passId = '' } = useParams();
  const location = useLocation();
  const justJoined = (location.state as Partial<JustJoinedState> | null)?.justJoined === true;
  const pass = usePass(passId);

  if (pass.isPending || pass.isError) return <MyPassFrame query={pass} loadingLabel="Loading your pass" />;

  const { entry } = pass.data;
  const nightLabel = formatEventDate(entry.date);
  const cancelled = entry.status === 'cancelled';

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: 2, py: 3, display: 'grid', gap: 3 }}>
      <PassStatusBanner entry={entry} justJoined={justJoined} />
      <SpotOffer entry={entry} />
      {/* Right after joining (never on a first visit): alerts for what happens next. */}
      {justJoined && !cancelled && <PushPrompt waitlisted={entry.status === 'waitlisted'} />}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '360px 1fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {entry.status === 'waitlisted' ? (
            <WaitlistQrPlaceholder offered={entry.offer?.state === 'open'} />
          ) : (
            !cancelled && (
              <DoorQrCode
                token={pass.data.qrToken}
                label={`Door QR code for ${entry.club.name}, ${nightLabel}`}
              />
            )
          )}
          {!cancelled && (
            <WalletButtons
              appleHref={passWalletPaths(pass.data.id).apple}
              googleLinkPath={passWalletPaths(pass.data.id).google}
              passLabel={`${entry.club.name}, ${nightLabel}`}
            />
          )}
        </Box>

        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <Box>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
              <Typography
                variant="h1"
                sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' }, mr: 'auto', textTransform: 'uppercase' }}
              >
                {entry.club.name}
              </Typography>
              <StatusChip entry={entry} size="medium" />
            </Box>
            <Typography sx={{ color: 'primary.main', fontWeight: 700 }}>{nightLabel}</Typography>
            <Typography color="text.secondary">{partyLine(entry)}</Typography>
            {entry.guestNames.length > 0 && (
              <Typography color="text.secondary" component="div">
                With
                <GuestNameList names={entry.guestNames} />
              </Typography>
            )}
            {entry.cameWith && <CameWith name={entry.cameWith} />}
          </Box>

          <EntryTerms terms={entry.entryTerms} />

          <Box sx={{ display: 'grid', gap: 1 }}>
            <ClubAddress address={entry.club.address} mapsUrl={entry.club.mapsUrl} />
            {!cancelled && (
              <Button
                variant="ghost"
                href={passCalendarHref(pass.data.id)}
                download
                startIcon={<EventIcon />}
                sx={{ justifySelf: 'start' }}
              >
                ADD TO CALENDAR
              </Button>
            )}
          </Box>

          <SendGuestPasses entry={entry} />

          <CancelPass entry={entry} nightLabel={nightLabel} />

          <TurnedAway entry={entry} />

          <AllMyPassesButton />
        </Box>
      </Box>
    </Box>
  );
}
