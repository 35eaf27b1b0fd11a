import LockIcon from '@mui/icons-material/LockOutlined';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { MessagePage } from '../../../components/message-page.tsx';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { saveAuthRedirect } from '../../../lib/auth/continuation.ts';
import { useLocation } from '../../../lib/router.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

/** /scan signed out: what the page is and how door staff get in, not a members' sign-in prompt. */
export function DoorSignInRequired() {
  return <SignInRequired door />;
}

/**
 * Stands in for a login-required page while signed out (SPEC §4): opens the sign-in dialog at once
 * and remembers the page, so signing in continues right here.
 */
export function SignInRequired({ door = false }: { door?: boolean }) {
  useDocumentTitle(door ? 'Door scanner' : 'Sign in');
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

  const button = (
    <Button variant="neon" size="large" onClick={signIn} disabled={loginOpen}>
      SIGN IN
    </Button>
  );
  if (door)
    return (
      <MessagePage emblem={{ icon: QrCodeScannerIcon }} title="DOOR SCANNER" actions={button}>
        Door staff check guests in here by scanning their passes. Sign in with the phone number your venue’s
        manager put on the door team and the camera opens. Coming as a guest? Your pass is under PASSES.
      </MessagePage>
    );
  return (
    <MessagePage emblem={{ icon: LockIcon }} title="SIGN IN TO CONTINUE" actions={button}>
      This page is for members. Sign in with your phone number and a code we text you, and you’ll land right
      back here.
    </MessagePage>
  );
}
