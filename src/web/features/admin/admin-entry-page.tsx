import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatPhoneNumber } from '../../../shared/phone.ts';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { Navigate, Link as RouterLink } from '../../lib/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Which number is signed in (kept on one line), then what that number may do here. */
function SignedInAs({
  severity,
  phone,
  children,
}: {
  severity: 'info' | 'warning';
  phone: string;
  children: ReactNode;
}) {
  return (
    <Alert severity={severity} variant="outlined" sx={{ textAlign: 'left', mb: 3 }}>
      You’re signed in as{' '}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {phone}
      </Box>
      {children}
    </Alert>
  );
}

/**
 * `/admin` (SPEC §2): the staff sign-in entry. There is no header on admin paths, so the page
 * carries its own way back. Admins and venue managers go straight on to the dashboard.
 */
export function AdminEntryPage() {
  useDocumentTitle('Admin login');
  const auth = useAuth();
  if (auth.canRunClubs && !auth.loginOpen) return <Navigate to={paths.adminDashboard.getHref()} replace />;
  const signedInAs =
    auth.status === 'signed-in' && auth.user ? formatPhoneNumber(auth.user.phoneNumber) : null;

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', px: 2, py: 6 }}>
      <Box
        component="section"
        aria-labelledby="admin-login-title"
        sx={(theme) => ({
          width: '100%',
          maxWidth: 440,
          p: { xs: 3, sm: 5 },
          borderRadius: `${theme.cardRadius}px`,
          bgcolor: 'background.paper',
          border: '1px solid',
          borderColor: 'divider',
          boxShadow: `0 0 48px ${theme.palette.primary.main}22`,
          textAlign: 'center',
        })}
      >
        <Typography
          sx={(theme) => ({
            // The lighter tint: axe reads the glow as the text's background, where the brand colour
            // itself was 4.47:1.
            color: theme.palette.primary.light,
            fontWeight: 700,
            letterSpacing: '0.18em',
            textShadow: `0 0 10px ${theme.palette.primary.main}`,
            mb: 3,
          })}
        >
          NIGHTLIST
        </Typography>
        <Typography id="admin-login-title" variant="h1" sx={{ mb: 1.5 }}>
          ADMIN LOGIN
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          For venue staff: sign in with the phone number your venue added to its team.
        </Typography>
        {signedInAs && auth.roles.door ? (
          <>
            <SignedInAs severity="info" phone={signedInAs}>
              , which is on a door team: the door scanner is yours; the admin panel is for managers.
            </SignedInAs>
            <Button
              variant="neon"
              size="large"
              fullWidth
              sx={{ mb: 3 }}
              component={RouterLink}
              to={paths.scan.getHref()}
            >
              OPEN THE DOOR SCANNER
            </Button>
          </>
        ) : signedInAs ? (
          <>
            <SignedInAs severity="warning" phone={signedInAs}>
              , which is not on the admin list or a venue’s team. Ask your venue’s manager to add it, or sign
              in with the number they added.
            </SignedInAs>
            <Button
              variant="neon"
              size="large"
              fullWidth
              sx={{ mb: 3 }}
              // Signs out here rather than at home, so the admin number can sign in right away.
              onClick={() =>
                auth
                  .logout(paths.admin.getHref())
                  .catch((error: unknown) => console.error('Logout failed.', error))
              }
            >
              USE ANOTHER NUMBER
            </Button>
          </>
        ) : (
          <Button variant="neon" size="large" fullWidth onClick={() => auth.openLogin()} sx={{ mb: 3 }}>
            SIGN IN WITH PHONE
          </Button>
        )}
        <Button
          variant="ghost"
          component={RouterLink}
          to={paths.home.getHref()}
          startIcon={<ArrowBackIcon />}
        >
          BACK TO GUESTLISTS
        </Button>
      </Box>
    </Box>
  );
}
