import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { MyPassFrame } from '../../components/my-pass-frame.tsx';
import { paths } from '../../config/paths.ts';
import { formatEventDate } from '../../lib/event-date.ts';
import { useNavigate, useParams } from '../../lib/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useClaimGuestPass, useGuestClaim } from './api/guest-passes.ts';

const CLOSED: Record<string, string> = {
  claimed: 'Someone else has claimed this pass already. Ask the friend who sent it for another.',
  expired: 'This link has expired: the night is over.',
  revoked: 'The friend who sent this pass took it back.',
  cancelled: 'This party is no longer on the list.',
};

/** `/claim/<token>`: who invites you, the club and the night, then CLAIM (decision 039). */
export function ClaimPage() {
  useDocumentTitle('Claim your pass');
  const { token = '' } = useParams();
  const claim = useGuestClaim(token);
  const claiming = useClaimGuestPass(token);
  const navigate = useNavigate();
  const yours = claim.data?.state === 'yours' ? claim.data.guestPassId : null;
  useEffect(() => {
    if (yours) navigate(paths.guestPass.getHref(yours), { replace: true });
  }, [yours, navigate]);

  if (claim.isPending || claim.isError)
    return <MyPassFrame query={claim} loadingLabel="Opening your invitation" />;
  const { state, inviterFirstName, clubName, date, place } = claim.data;

  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', px: 2, py: 4, display: 'grid', gap: 2 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.4rem' } }}>
        {inviterFirstName} invites you
      </Typography>
      <Box>
        <Typography sx={{ fontSize: '1.4rem', fontWeight: 700, textTransform: 'uppercase' }}>
          {clubName}
        </Typography>
        <Typography sx={{ color: 'primary.main', fontWeight: 700 }}>{formatEventDate(date)}</Typography>
        <Typography color="text.secondary">
          {place === 'lady' ? 'A lady’s place' : 'A man’s place'} in {inviterFirstName}’s party
        </Typography>
      </Box>
      {state === 'open' ? (
        <>
          <Typography>
            Claim it and the pass is yours: your own QR code for the door, and for your Wallet.
          </Typography>
          <Button
            variant="neon"
            size="large"
            sx={{ minHeight: 48 }}
            disabled={claiming.isPending}
            onClick={() =>
              claiming.mutate(undefined, {
                onSuccess: ({ guestPassId }) =>
                  navigate(paths.guestPass.getHref(guestPassId), { replace: true }),
              })
            }
          >
            CLAIM MY PASS
          </Button>
          <Typography role="status" color="error">
            {claiming.isError ? claiming.error.message : ''}
          </Typography>
        </>
      ) : (
        <Typography role="status">{CLOSED[state] ?? ''}</Typography>
      )}
    </Box>
  );
}
