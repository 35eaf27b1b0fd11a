import LockIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { MessagePage } from '../../../components/message-page.tsx';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { saveAuthRedirect } from '../../../lib/auth/continuation.ts';
import { useLocation } from '../../../lib/router.tsx';
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
    <MessagePage
      emblem={{ icon: LockIcon }}
      title="Sign in to continue"
      actions={
        <Button variant="neon" size="large" onClick={signIn} disabled={loginOpen}>
          SIGN IN
        </Button>
      }
    >
      This page is for members. Sign in with your phone number and a code we text you, and you’ll land right
      back here.
    </MessagePage>
  );
}
