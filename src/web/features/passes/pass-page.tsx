import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DoorQrCode } from '../../components/door-qr-code.tsx';
import { GuestNameList } from '../../components/guest-name-list.tsx';
import { AllMyPassesButton, MyPassFrame } from '../../components/my-pass-frame.tsx';
import { PushPrompt } from '../../components/push-prompt.tsx';
import { WalletButtons } from '../../components/wallet-buttons.tsx';
import type { JustJoinedState } from '../../config/paths.ts';
import { formatEventDate } from '../../lib/event-date.ts';
import { useLocation, useParams } from '../../lib/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { passWalletPaths, usePass } from './api/get-pass.ts';
import { CameWith } from './components/came-with.tsx';
import { CancelPass } from './components/cancel-pass.tsx';
import { EntryTerms } from './components/entry-terms.tsx';
import { PassActions } from './components/pass-actions.tsx';
import { PassStatusBanner } from './components/pass-status-banner.tsx';
import { SendGuestPasses } from './components/send-guest-passes.tsx';
import { SpotOffer } from './components/spot-offer.tsx';
import { StatusChip } from './components/status-chip.tsx';
import { TurnedAway } from './components/turned-away.tsx';
import { WaitlistQrPlaceholder } from './components/waitlist-qr-placeholder.tsx';
import { arrivalLine, partyLine } from './pass-status.ts';

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
  const arrival = arrivalLine(entry);

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: 2, py: 3, display: 'grid', gap: 3 }}>
      <PassStatusBanner entry={entry} justJoined={justJoined} />
      <SpotOffer entry={entry} />
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
            {arrival && (
              // As the scanner says it; it changes while the door admits the rest (usePass polls).
              <Typography role="status" sx={{ fontWeight: 700 }}>
                {arrival}
              </Typography>
            )}
            {entry.guestNames.length > 0 && (
              <Typography color="text.secondary" component="div">
                With
                <GuestNameList names={entry.guestNames} />
              </Typography>
            )}
            {entry.cameWith && <CameWith name={entry.cameWith} />}
          </Box>

          <PassActions entry={entry} nightLabel={nightLabel} />

          {/* Right after joining (never on a first visit): alerts for what happens next, below the QR. */}
          {justJoined && !cancelled && <PushPrompt waitlisted={entry.status === 'waitlisted'} />}

          <EntryTerms terms={entry.entryTerms} />

          <SendGuestPasses entry={entry} />

          <CancelPass entry={entry} nightLabel={nightLabel} />

          <TurnedAway entry={entry} />

          <AllMyPassesButton />
        </Box>
      </Box>
    </Box>
  );
}
