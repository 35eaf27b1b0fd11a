import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PromoterLinkVisitorEntry } from '../../../../shared/api/promoter-schema.ts';
import { MessagePage } from '../../../components/message-page.tsx';
import { paths } from '../../../config/paths.ts';
import { formatEventDate } from '../../../lib/event-date.ts';
import { Link as RouterLink } from '../../../lib/router.tsx';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "2 ladies + 1 man". */
function partyLine({ ladies, men }: { ladies: number; men: number }): string {
  return [ladies > 0 ? count(ladies, 'lady', 'ladies') : '', men > 0 ? count(men, 'man', 'men') : '']
    .filter(Boolean)
    .join(' + ');
}

/** Who the entry is credited to, as the visitor of another promoter's link needs to hear it. */
function creditLine(entry: PromoterLinkVisitorEntry, invitedBy: string): string {
  if (entry.sameLink) return `You joined through ${invitedBy}’s link already.`;
  const through = entry.promoter ? `through ${entry.promoter}’s link` : 'without a promoter';
  return `You joined ${through}, and that stays as it is: ${invitedBy}’s link changes nothing for this night.`;
}

/**
 * A promoter's link opened by a member already on that night: their entry and its promoter, and the
 * pass, instead of a join form whose party would be ignored (the first link keeps the credit).
 */
export function AlreadyOnList({ entry, invitedBy }: { entry: PromoterLinkVisitorEntry; invitedBy: string }) {
  const status = entry.status === 'confirmed' ? 'on the list' : 'on the waitlist';
  return (
    <MessagePage
      emblem={{ icon: EventAvailableIcon }}
      title="YOU’RE ALREADY ON THIS LIST"
      actions={
        <Button variant="neon" size="large" component={RouterLink} to={paths.pass.getHref(entry.entryId)}>
          OPEN YOUR PASS
        </Button>
      }
    >
      <Typography component="span" sx={{ display: 'block', mb: 1 }}>
        {formatEventDate(entry.date)}: <strong>{partyLine(entry)}</strong>, {status}.
      </Typography>
      <Typography component="span" sx={{ display: 'block' }}>
        {creditLine(entry, invitedBy)}
      </Typography>
    </MessagePage>
  );
}
