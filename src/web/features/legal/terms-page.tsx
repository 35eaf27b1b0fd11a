import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '../../config/paths.ts';
import { Link as RouterLink } from '../../lib/router.tsx';
import { LegalPage } from './legal-page.tsx';

export function TermsPage() {
  return (
    <LegalPage title="Terms of service" updated="23 November 2026">
      <Typography>
        These terms cover your use of Nightlist, the website and app that lets you join club guestlists, book
        tables and collect cashback. Nightlist is run by Nightlist, 350 5th Ave, New York, NY 10118 (“we”,
        “us”). By creating an account or using Nightlist you agree to these terms and to our{' '}
        <Link component={RouterLink} to={paths.privacy.getHref()}>
          privacy policy
        </Link>
        .
      </Typography>

      <Typography variant="h2" component="h2">
        Who can use Nightlist
      </Typography>
      <Typography>
        You must be 21 or older to use Nightlist. Every venue checks a valid government-issued photo ID at the
        door, and a name on a guestlist or a table booking does not replace it. Some venues set a higher age
        or other entry requirements for particular nights; where they do, theirs apply.
      </Typography>

      <Typography variant="h2" component="h2">
        Your account
      </Typography>
      <Typography>
        You sign in with your mobile phone number and a one-time code we send by SMS. Keep control of that
        number: anyone who can receive its codes can use your account. Give your real first and last name and
        a working email address, since the door checks your name against your ID. One account per person. Tell
        us straight away if you lose your number or think someone else is using your account.
      </Typography>

      <Typography variant="h2" component="h2">
        Guestlists
      </Typography>
      <Typography>
        Clubs release guestlist spots only when they want the capacity. Joining a guestlist is a request to be
        let in, not a ticket: entry is always at the venue’s discretion and subject to its door policy,
        including dress code, capacity, conduct and the make-up of your party. Your pass shows the details the
        club has set, such as free or reduced entry and the latest arrival time. Tell us your party
        accurately; the venue sees your name and party.
      </Typography>

      <Typography variant="h2" component="h2">
        Cut-off times
      </Typography>
      <Typography>
        Each guestlist closes at the time shown on the club’s card, in the club’s local time, whatever time
        zone you are in. A closing time between midnight and 6 am means the early hours after the night you
        picked. Once a list has closed you can no longer join it, and clubs may close a list early when it is
        full.
      </Typography>

      <Typography variant="h2" component="h2">
        Table reservations
      </Typography>
      <Typography>
        A reservation is made with the club, which provides the table and the service. The minimum spend, any
        deposit, arrival time, cancellation and no-show rules are the club’s own terms and are shown before
        you confirm. By confirming you accept them. If a club cancels or changes your booking, we will tell
        you as soon as we know.
      </Typography>

      <Typography variant="h2" component="h2">
        Cashback
      </Typography>
      <Typography>
        Where a club offers cashback, the percentage is shown on its BOOK button and is fixed when you make
        your booking; later changes to the club’s rate do not affect it. Cashback is earned only on completed
        reservations, meaning you attended and the club confirmed your spend. Cancelled bookings, no-shows and
        guestlist entries do not earn cashback. We may withhold or reverse cashback obtained through fraud,
        duplicate accounts or other abuse.
      </Typography>

      <Typography variant="h2" component="h2">
        Passes and messages
      </Typography>
      <Typography>
        Each confirmed guestlist spot or reservation gives you a pass with a QR code that door staff scan to
        check you in. Passes are personal: do not sell, transfer or copy them. We send sign-in codes by SMS
        and, depending on your notification preferences, booking updates by email or SMS; your carrier’s
        message and data rates may apply. You can turn email and SMS updates off in your profile; sign-in
        codes and in-app notifications stay on.
      </Typography>

      <Typography variant="h2" component="h2">
        Acceptable use
      </Typography>
      <Typography>
        Do not make bookings you do not intend to keep, hold spots for resale, use someone else’s name or
        number, use bots or scripts to join lists or collect data, or interfere with Nightlist or its
        security. Treat venue staff and other guests with respect. We may suspend or close accounts that break
        these terms, and you can close your account at any time by contacting us.
      </Typography>

      <Typography variant="h2" component="h2">
        Liability
      </Typography>
      <Typography>
        Venues are independent businesses and are responsible for what happens on their premises, including
        entry decisions, service, prices and safety. We work hard to keep Nightlist accurate and available,
        but it is provided “as is”, and it may sometimes be offline, for example during upgrades. To the
        extent the law allows, we are not liable for refused entry, a venue’s acts or omissions, or indirect
        or consequential losses, and our total liability to you is limited to the greater of the amounts you
        paid us in the previous 12 months and US$100. Nothing in these terms limits rights you have that
        cannot be limited by law.
      </Typography>

      <Typography variant="h2" component="h2">
        Changes to these terms
      </Typography>
      <Typography>
        We may update these terms as Nightlist changes. We will change the date at the top of this page and,
        for significant changes, tell you by email or in the app before they take effect. If you keep using
        Nightlist after that, the new terms apply. These terms are governed by the laws of the State of New
        York.
      </Typography>

      <Typography variant="h2" component="h2">
        Contact
      </Typography>
      <Typography>
        Questions about these terms? Email <Link href="mailto:hello@nightlist.app">hello@nightlist.app</Link>{' '}
        or write to Nightlist, 350 5th Ave, New York, NY 10118. More ways to reach us are on the{' '}
        <Link component={RouterLink} to={paths.contact.getHref()}>
          contact page
        </Link>
        .
      </Typography>
    </LegalPage>
  );
}
