import LockIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { saveAuthRedirect } from '../../../lib/auth/continuation.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/**
 * Stands in for a login-required page while signed out (SPEC §4): opens the sign-in dialog at once
 * and remembers the page, so signing in continues right here.
 */
export function SignInRequired() {
  useDocumentTitle('Sign in');
  const { openLogin, loginOpen, status } = useAuth();
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;

  const signIn = () => {
    saveAuthRedirect(here);
    openLogin();
  };

  // Only on arrival: after the visitor closes the dialog, the button below opens it again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per page, not on every auth change
  useEffect(() => {
    if (status === 'signed-out' && !loginOpen) signIn();
  }, [here]);

  return (
    <Box
      component="section"
      aria-labelledby="sign-in-required-title"
      sx={{ maxWidth: 520, mx: 'auto', px: 2, py: { xs: 8, sm: 12 }, textAlign: 'center' }}
    >
      <LockIcon
        aria-hidden
        sx={(theme) => ({
          fontSize: 56,
          color: 'primary.main',
          filter: `drop-shadow(0 0 10px ${theme.palette.primary.main})`,
        })}
      />
      <Typography id="sign-in-required-title" variant="h1" sx={{ mt: 2, mb: 2 }}>
        Sign in to continue
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        This page is for members. Sign in with your phone number and a code we text you, and you’ll land right
        back here.
      </Typography>
      <Button variant="neon" size="large" onClick={signIn} disabled={loginOpen}>
        SIGN IN
      </Button>
    </Box>
  );
}
