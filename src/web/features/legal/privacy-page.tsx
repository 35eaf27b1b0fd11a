import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { LegalPage } from './legal-page.tsx';

export function PrivacyPage() {
  return (
    <LegalPage title="Privacy policy" updated="23 November 2026">
      <Typography>
        This policy explains what personal information Nightlist collects, why, who can see it and what you
        can do about it. Nightlist is run by Nightlist, 350 5th Ave, New York, NY 10118. We keep it short and
        we mean it: we collect what we need to get you on the list, and nothing for advertising.
      </Typography>

      <Typography variant="h2" component="h2">
        What we collect
      </Typography>
      <Box component="ul" sx={{ pl: 3 }}>
        <li>Your mobile phone number, which is how you sign in.</li>
        <li>Your first and last name and your email address.</li>
        <li>Your Instagram handle, if you choose to give it.</li>
        <li>Your notification preferences for email and SMS.</li>
        <li>The guestlists you join and the tables you book: club, night, party size and status.</li>
        <li>Check-ins, when door staff scan your pass, and the cashback you earn.</li>
        <li>
          Technical server logs (IP address, browser type, pages requested), for security and troubleshooting.
        </li>
      </Box>

      <Typography variant="h2" component="h2">
        Why we use it
      </Typography>
      <Typography>
        To sign you in and keep your account secure; to put you on a guestlist or book your table and issue
        your pass; to send the confirmations, reminders and updates you asked for; to work out and credit
        cashback; to answer you when you contact us; and to prevent fraud and abuse, such as duplicate
        accounts or fake bookings. We do not sell your information or use it for advertising.
      </Typography>

      <Typography variant="h2" component="h2">
        Who sees it
      </Typography>
      <Typography>
        The venue you join or book with sees your name and your party (and, for a reservation, the booking
        details) so its door and hosts can let you in; it does not get your data for other nights or other
        venues. Your Instagram handle, if given, may be shown to that venue too. Nightlist staff see it only
        to run the service and help you.
      </Typography>
      <Typography>
        We use two service providers as processors, acting only on our instructions: Twilio, to send SMS
        sign-in codes and text updates (it receives your phone number and the message), and our email
        provider, to deliver email through SMTP (it receives your email address and the message). We may also
        disclose information when the law requires it.
      </Typography>

      <Typography variant="h2" component="h2">
        Where it is stored and for how long
      </Typography>
      <Typography>
        Your data is stored on our own servers, not in third-party app platforms. We keep your account details
        while your account is open. Guestlist, reservation and check-in history is kept for 24 months after
        the night, then deleted or made anonymous, except records we must keep longer for tax or accounting,
        such as cashback payouts. When you ask us to delete your account, we do so within 30 days.
      </Typography>

      <Typography variant="h2" component="h2">
        Cookies and analytics
      </Typography>
      <Typography>
        We use two cookies: a session cookie that keeps you signed in, and a device cookie that remembers this
        device has signed in with your number, so that someone asking for codes for your number cannot lock
        you out of it. The device cookie holds a code made from your number that only our servers can check;
        it does not contain the number. There are no advertising cookies, tracking pixels or third-party
        analytics. The app also keeps a few small values in your browser’s session storage, such as where to
        return after you sign in, which are cleared when you close the tab.
      </Typography>
      <Typography>
        To see which pages are used and fix what is slow, we run our own analytics on our own servers. It
        records page views and performance without cookies, names, phone numbers or IP addresses, and it
        records nothing at all when your browser sends a Do Not Track or Global Privacy Control signal. So
        that one device cannot skew the figures, each connection is counted under a code that changes every
        day; the key that makes it is deleted the day after, so the code cannot be traced back to you.
      </Typography>

      <Typography variant="h2" component="h2">
        Your rights
      </Typography>
      <Typography>
        You can see and correct your name, email and notification preferences at any time in your profile. You
        can also ask us for a copy of the information we hold about you, to correct anything else, or to
        delete your account and data, by emailing{' '}
        <Link href="mailto:privacy@nightlist.app">privacy@nightlist.app</Link> from the email address on your
        account. We may ask you to confirm a code sent to your phone first, and we reply within 30 days.
        Depending on where you live, for example in California, you may have further rights under local law,
        and we honour them.
      </Typography>

      <Typography variant="h2" component="h2">
        Security
      </Typography>
      <Typography>
        Sign-in uses one-time codes rather than passwords. Data travels over encrypted connections (HTTPS),
        access within Nightlist is limited to the people who need it, and venues see only their own guests. No
        system is perfectly secure; if a breach affects your information, we will tell you and the authorities
        as the law requires.
      </Typography>

      <Typography variant="h2" component="h2">
        Age
      </Typography>
      <Typography>
        Nightlist is for people aged 21 and over. We do not knowingly collect information from anyone younger,
        and we delete any account we learn belongs to someone under 21.
      </Typography>

      <Typography variant="h2" component="h2">
        Changes and contact
      </Typography>
      <Typography>
        If we change this policy we will update the date at the top and, for significant changes, tell you by
        email or in the app first. Questions or requests:{' '}
        <Link href="mailto:privacy@nightlist.app">privacy@nightlist.app</Link>, or write to Nightlist,
        Privacy, 350 5th Ave, New York, NY 10118.
      </Typography>
    </LegalPage>
  );
}
