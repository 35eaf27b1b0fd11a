import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { formatPhoneNumber } from '../../../shared/phone.ts';
import { MessagePage } from '../../components/message-page.tsx';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { Link as RouterLink } from '../../lib/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** `/unauthorized` (SPEC §6): where a signed-in non-admin lands after opening an admin page. */
export function UnauthorizedPage() {
  useDocumentTitle('Not allowed');
  const auth = useAuth();
  const phone = auth.user?.phoneNumber;

  return (
    <MessagePage
      emblem={{ word: 'STAFF ONLY', fontSize: { xs: '3rem', sm: '5.5rem' } }}
      title="NOT ALLOWED"
      actions={
        <>
          <Button variant="neon" size="large" component={RouterLink} to={paths.home.getHref()}>
            BACK TO GUESTLISTS
          </Button>
          <Button variant="ghost" size="large" component={RouterLink} to={paths.contact.getHref()}>
            CONTACT US
          </Button>
        </>
      }
    >
      This part of Nightlist is for venue staff
      {phone && (
        <>
          , and{' '}
          <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
            {formatPhoneNumber(phone)}
          </Box>{' '}
          is not on the admin list
        </>
      )}
      . If you run a venue and need access, contact us.
    </MessagePage>
  );
}
