import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { nightOf } from '../../../shared/closing-time.ts';
import { LoadingSpinner, RetryAlert } from '../../components/load-states.tsx';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useNow } from '../../lib/use-now.ts';
import { usePromoterClubs } from './api/get-promoter-clubs.ts';
import { ClubLinks } from './components/club-links.tsx';
import { NotAPromoter } from './components/not-a-promoter.tsx';
import { PastNights } from './components/past-nights.tsx';
import { TonightSection } from './components/tonight-section.tsx';
import { usePromoterSelection } from './use-promoter-selection.ts';

/** `/promoter`: a promoter's links to share, tonight's guests and arrivals (live), and past nights. */
export function PromoterPage() {
  useDocumentTitle('Promoter');
  const auth = useAuth();
  if (auth.checking) return <LoadingSpinner label="Checking your access" py={8} />;
  if (!auth.user) return null;
  if (!auth.roles.promoter) return <NotAPromoter phoneNumber={auth.user.phoneNumber} />;
  return <PromoterHome />;
}

function PromoterHome() {
  const linksId = useId();
  const clubsQuery = usePromoterClubs();
  const now = useNow(60_000);
  const clubs = clubsQuery.data?.clubs ?? [];
  const selection = usePromoterSelection(clubs, now);
  const [notice, setNotice] = useState<{ text: string; key: number } | null>(null);
  const onNotice = (text: string) => setNotice({ text, key: Date.now() });

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto', px: 2, py: { xs: 3, md: 4 }, display: 'grid', gap: 4 }}>
      <Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
          PROMOTER
        </Typography>
        <Typography color="text.secondary">
          Share your links: everyone who joins through them is yours, and every guest the door lets in earns
          you money (not those you check in at the door yourself).
        </Typography>
      </Box>

      {clubsQuery.isPending ? (
        <LoadingSpinner label="Loading your clubs" py={6} />
      ) : clubsQuery.isError ? (
        <RetryAlert onRetry={() => void clubsQuery.refetch()}>{clubsQuery.error.message}</RetryAlert>
      ) : clubs.length === 0 || !selection.club ? (
        <Typography color="text.secondary">
          None of the clubs you promote is open on Nightlist right now. Ask the venue’s manager.
        </Typography>
      ) : (
        <>
          <Box component="section" aria-labelledby={linksId} sx={{ display: 'grid', gap: 1.5 }}>
            <Typography id={linksId} variant="h2">
              YOUR LINKS
            </Typography>
            {clubs.map((club) => (
              <ClubLinks
                key={club.id}
                club={club}
                tonight={nightOf(now, club.timeZone)}
                onNotice={onNotice}
              />
            ))}
          </Box>
          <TonightSection clubs={clubs} selection={{ ...selection, club: selection.club }} />
          <PastNights tonight={nightOf(now, selection.club.timeZone)} />
        </>
      )}

      <Snackbar
        key={notice?.key}
        open={notice !== null}
        message={notice?.text}
        autoHideDuration={3000}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setNotice(null);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
    </Box>
  );
}
