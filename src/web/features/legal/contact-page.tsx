import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '../../config/paths.ts';
import { Link as RouterLink } from '../../lib/router.tsx';
import { LegalPage } from './legal-page.tsx';

const CHANNELS = [
  {
    email: 'hello@nightlist.app',
    label: 'General help',
    text: 'Questions about your account, a pass, a booking or cashback.',
  },
  {
    email: 'venues@nightlist.app',
    label: 'Venues',
    text: 'Clubs and promoters who want to list guestlists or take table bookings on Nightlist.',
  },
  {
    email: 'privacy@nightlist.app',
    label: 'Privacy',
    text: 'A copy of your data, corrections, or deleting your account.',
  },
];

export function ContactPage() {
  return (
    <LegalPage title="Contact us" updated="23 November 2026">
      <Typography>
        We are real people and we read every message. Pick the address that fits and we will get back to you.
      </Typography>

      <Typography variant="h2" component="h2">
        Email us
      </Typography>
      <Box component="ul" sx={{ pl: 3 }}>
        {CHANNELS.map((channel) => (
          <li key={channel.email}>
            <Box component="strong" sx={{ color: 'text.primary' }}>
              {channel.label}:
            </Box>{' '}
            <Link href={`mailto:${channel.email}`}>{channel.email}</Link>. {channel.text}
          </li>
        ))}
      </Box>
      <Typography>
        Writing about a booking? Include the phone number on your account, the club and the date, so we can
        find it quickly. Please never send us your sign-in code.
      </Typography>

      <Typography variant="h2" component="h2">
        Tonight, at a specific club
      </Typography>
      <Typography>
        For anything about a particular club on a given night (running late, changing your party, finding the
        entrance, a table question) the fastest route is the CONTACT CONCIERGE button on the club’s card on
        the{' '}
        <Link component={RouterLink} to={paths.home.getHref()}>
          guestlists page
        </Link>
        . It lets you call or text the club’s concierge directly. Entry decisions on the night are made by the
        venue’s door team, so we cannot change them by email.
      </Typography>

      <Typography variant="h2" component="h2">
        Response times
      </Typography>
      <Typography>
        We answer general and venue enquiries within one business day (New York time), usually sooner. Privacy
        requests are completed within 30 days, as our{' '}
        <Link component={RouterLink} to={paths.privacy.getHref()}>
          privacy policy
        </Link>{' '}
        promises.
      </Typography>

      <Typography variant="h2" component="h2">
        By post
      </Typography>
      <Typography component="address" sx={{ fontStyle: 'normal' }}>
        Nightlist
        <br />
        350 5th Ave
        <br />
        New York, NY 10118
      </Typography>
    </LegalPage>
  );
}
