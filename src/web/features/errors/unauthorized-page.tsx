import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatPhoneNumber } from '../../../shared/phone.ts';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** `/unauthorized` (SPEC §6): where a signed-in non-admin lands after opening an admin page. */
export function UnauthorizedPage() {
  useDocumentTitle('Not allowed');
  const auth = useAuth();
  const phone = auth.user?.phoneNumber;

  return (
    <Box
      component="section"
      aria-labelledby="unauthorized-title"
      sx={{ maxWidth: 560, mx: 'auto', px: 2, py: { xs: 8, sm: 12 }, textAlign: 'center' }}
    >
      <Typography
        aria-hidden
        sx={(theme) => ({
          fontSize: { xs: '3rem', sm: '5.5rem' },
          fontWeight: 700,
          lineHeight: 1,
          letterSpacing: '0.06em',
          color: 'primary.main',
          textShadow: `0 0 12px ${theme.palette.primary.main}, 0 0 32px ${theme.palette.primary.main}`,
        })}
      >
        STAFF ONLY
      </Typography>
      <Typography id="unauthorized-title" variant="h1" sx={{ mt: 3, mb: 2 }}>
        NOT ALLOWED
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 5 }}>
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
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button variant="neon" size="large" component={RouterLink} to={paths.home.getHref()}>
          BACK TO GUESTLISTS
        </Button>
        <Button variant="ghost" size="large" component={RouterLink} to={paths.contact.getHref()}>
          CONTACT US
        </Button>
      </Box>
    </Box>
  );
}
