import LinkOffIcon from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { todayIn } from '../../../shared/dates.ts';
import { LoadingSpinner, RetryAlert } from '../../components/load-states.tsx';
import { MessagePage } from '../../components/message-page.tsx';
import { type EventDateState, paths } from '../../config/paths.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { rememberPromoterCode } from '../../lib/promoter-code.ts';
import { Link as RouterLink, useNavigate, useParams } from '../../lib/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { usePromoterLink } from './api/get-promoter-link.ts';
import { AlreadyOnList } from './components/already-on-list.tsx';

/**
 * `/p/{code}`: a promoter's shared link. Remembers the code on the device (the first link for a
 * club and night wins), then opens the club's join page for the link's night, or the club's next
 * open night; the join, after signing in if need be, sends the code along. A signed-in member already
 * on that night is shown their entry and its promoter instead: a join would change nothing.
 */
export function PromoterLinkPage() {
  useDocumentTitle('Your invitation');
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const auth = useAuth();
  const link = usePromoterLink(code, auth.user?.uid ?? null);
  const target = auth.checking ? undefined : link.data;

  useEffect(() => {
    if (!target || target.yourEntry) return;
    rememberPromoterCode({ code, clubId: target.clubId, date: target.date, invitedBy: target.invitedBy });
    // The link's night, or the club's next open night (the server looks it up); tonight if none is open.
    const date = target.openDate ?? todayIn(new Date());
    const state: EventDateState = { selectedEventDate: date };
    navigate(paths.joinGuestlist.getHref(target.clubId, date), { replace: true, state });
  }, [target, code, navigate]);

  if (target?.yourEntry) return <AlreadyOnList entry={target.yourEntry} invitedBy={target.invitedBy} />;
  if (link.isError && link.error instanceof ApiRequestError && link.error.status === 404)
    return (
      <MessagePage
        emblem={{ icon: LinkOffIcon }}
        title="THIS INVITATION HAS EXPIRED"
        actions={
          <Button variant="neon" size="large" component={RouterLink} to={paths.home.getHref()}>
            SEE TONIGHT’S GUESTLISTS
          </Button>
        }
      >
        {link.error.message}
      </MessagePage>
    );
  if (link.isError)
    return (
      <Box sx={{ maxWidth: 560, mx: 'auto', px: 2, py: 6 }}>
        <RetryAlert onRetry={() => void link.refetch()}>{link.error.message}</RetryAlert>
      </Box>
    );
  return <LoadingSpinner label="Opening your invitation" py={12} />;
}
