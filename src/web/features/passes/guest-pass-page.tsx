import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { ClubAddress } from '../../components/club-address.tsx';
import { DoorQrCode } from '../../components/door-qr-code.tsx';
import { AllMyPassesButton, MyPassFrame } from '../../components/my-pass-frame.tsx';
import { WalletButtons } from '../../components/wallet-buttons.tsx';
import { formatEventDate } from '../../lib/event-date.ts';
import { useParams } from '../../lib/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { guestPassWalletPaths, useGuestPass } from './api/guest-passes.ts';
import { EntryTerms } from './components/entry-terms.tsx';

const STATUS: Record<string, { label: string; color: 'success' | 'warning' | 'error' | 'default' }> = {
  confirmed: { label: 'CONFIRMED', color: 'success' },
  waitlisted: { label: 'PARTY WAITLISTED', color: 'warning' },
  cancelled: { label: 'CANCELLED', color: 'error' },
  revoked: { label: 'TAKEN BACK', color: 'error' },
};

/** A guest's own pass of a party (decision 039): their QR, their Wallet pass. */
export function GuestPassPage() {
  useDocumentTitle('Guest pass');
  const { guestPassId = '' } = useParams();
  const pass = useGuestPass(guestPassId);
  if (pass.isPending || pass.isError) return <MyPassFrame query={pass} loadingLabel="Loading your pass" />;
  const guest = pass.data;
  const nightLabel = formatEventDate(guest.date);
  const status = guest.arrived ? { label: 'CHECKED IN', color: 'success' as const } : STATUS[guest.status]!;
  const wallet = guestPassWalletPaths(guest.id);

  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', px: 2, py: 3, display: 'grid', gap: 3 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: '360px 1fr' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {guest.qrToken ? (
            <>
              <DoorQrCode
                token={guest.qrToken}
                label={`Door QR code for ${guest.club.name}, ${nightLabel}`}
              />
              <WalletButtons
                appleHref={wallet.apple}
                googleLinkPath={wallet.google}
                passLabel={`${guest.club.name}, ${nightLabel}`}
              />
            </>
          ) : (
            <Typography color="text.secondary">
              {guest.status === 'waitlisted'
                ? 'Your QR code shows here once the party is off the waitlist.'
                : 'This pass no longer admits anyone.'}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <Box>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
              <Typography
                variant="h1"
                sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' }, mr: 'auto', textTransform: 'uppercase' }}
              >
                {guest.club.name}
              </Typography>
              <Chip color={status.color} label={status.label} />
            </Box>
            <Typography sx={{ color: 'primary.main', fontWeight: 700 }}>{nightLabel}</Typography>
            <Typography color="text.secondary">
              Guest pass · {guest.place === 'lady' ? 'a lady’s place' : 'a man’s place'} in{' '}
              {guest.inviterFirstName}’s party
            </Typography>
          </Box>
          <EntryTerms terms={guest.entryTerms} />
          <ClubAddress address={guest.club.address} mapsUrl={guest.club.mapsUrl} />
          <AllMyPassesButton />
        </Box>
      </Box>
    </Box>
  );
}
