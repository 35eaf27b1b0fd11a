import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '../../config/paths.ts';
import { Link as RouterLink } from '../../lib/router.tsx';
import { LegalPage } from './legal-page.tsx';

const STEPS = [
  {
    title: 'Pick a night',
    text: 'Choose a date and see which clubs have opened their guestlist, what it gets you and when it closes.',
  },
  {
    title: 'Join the list or book a table',
    text: 'Add your name and party in a few taps, or reserve a table and see the minimum spend before you confirm.',
  },
  {
    title: 'Show your pass at the door',
    text: 'Your pass has a QR code for the door staff to scan. Book a table at a club that offers cashback and earn a share of your spend back.',
  },
];

export function AboutPage() {
  return (
    <LegalPage title="About us" updated="23 November 2026">
      <Typography variant="h2" component="p" color="primary" sx={{ mb: 3 }}>
        plan it, live it, earn from it.
      </Typography>
      <Typography>
        Nightlist is the simplest way onto a club’s guestlist. Instead of chasing promoters by text and hoping
        your name made it onto a spreadsheet, you see every list that is open for the night, join it yourself
        and walk up to the door with a pass that proves it.
      </Typography>

      <Typography variant="h2" component="h2">
        For club-goers
      </Typography>
      <Typography>
        One account, signed in with your phone number, for every venue on Nightlist. See guestlists by night,
        know exactly when each one closes, book tables with clear minimum spends, keep all your passes in one
        place, and earn cashback on reservations at clubs that offer it. No promoter group chats required.
      </Typography>

      <Typography variant="h2" component="h2">
        For venues
      </Typography>
      <Typography>
        Release guestlist spots only on the nights you need the capacity, set who the list is for and when it
        closes, and take table bookings with your own minimum spend and cancellation terms. Your door team
        checks guests in by scanning their passes, and you can see sign-ups, check-ins and no-shows per night.
        Interested? Email <Link href="mailto:venues@nightlist.app">venues@nightlist.app</Link>.
      </Typography>

      <Typography variant="h2" component="h2">
        How it works
      </Typography>
      <Box component="ol" sx={{ pl: 3 }}>
        {STEPS.map((step) => (
          <li key={step.title}>
            <Box component="strong" sx={{ color: 'text.primary' }}>
              {step.title}.
            </Box>{' '}
            {step.text}
          </li>
        ))}
      </Box>

      <Typography variant="h2" component="h2">
        Who we are
      </Typography>
      <Typography>
        Nightlist is based in New York. We keep your data on our own servers, run no ad trackers, and use your
        information only to get you in; the{' '}
        <Link component={RouterLink} to={paths.privacy.getHref()}>
          privacy policy
        </Link>{' '}
        has the details. Say hello on the{' '}
        <Link component={RouterLink} to={paths.contact.getHref()}>
          contact page
        </Link>
        , or head to the{' '}
        <Link component={RouterLink} to={paths.home.getHref()}>
          guestlists
        </Link>{' '}
        and plan your night.
      </Typography>
    </LegalPage>
  );
}
