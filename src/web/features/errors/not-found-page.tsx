import Button from '@mui/material/Button';
import { MessagePage } from '../../components/message-page.tsx';
import { paths } from '../../config/paths.ts';
import { Link as RouterLink } from '../../lib/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Any address that matches no route: a 404 in the app's neon style, with a way back to the lists. */
export function NotFoundPage() {
  useDocumentTitle('Not found');
  return (
    <MessagePage
      emblem={{ word: '404', fontSize: { xs: '6rem', sm: '9rem' } }}
      title="This page left the party."
      actions={
        <Button variant="neon" size="large" component={RouterLink} to={paths.home.getHref()}>
          BACK TO GUESTLISTS
        </Button>
      }
    >
      The address you followed doesn’t exist, or the night it was for is over. The guestlists are still open.
    </MessagePage>
  );
}
