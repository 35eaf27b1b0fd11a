import CampaignIcon from '@mui/icons-material/Campaign';
import Button from '@mui/material/Button';
import { formatPhoneNumber } from '../../../../shared/phone.ts';
import { MessagePage } from '../../../components/message-page.tsx';
import { paths } from '../../../config/paths.ts';
import { Link as RouterLink } from '../../../lib/router.tsx';

/** Signed in, but no venue has made this number one of its promoters. */
export function NotAPromoter({ phoneNumber }: { phoneNumber: string }) {
  return (
    <MessagePage
      emblem={{ icon: CampaignIcon }}
      title="FOR PROMOTERS ONLY"
      actions={
        <Button variant="neon" size="large" component={RouterLink} to={paths.home.getHref()}>
          BACK TO GUESTLISTS
        </Button>
      }
    >
      This page is for a venue’s promoters: their links, their guests and what they earned. Ask the venue’s
      manager to add your number ({formatPhoneNumber(phoneNumber)}) to their team as a promoter, then open
      this page again.
    </MessagePage>
  );
}
