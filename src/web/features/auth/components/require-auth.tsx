import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { saveRedirectAfterLogin } from '../../../lib/auth/continuation.ts';
import { Navigate, useLocation, useNavigate } from '../../../lib/router.tsx';

/** Sends a signed-in visitor with an incomplete profile to complete it first, then back here. */
function CompleteProfileFirst() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    saveRedirectAfterLogin(`${pathname}${search}${hash}`);
    navigate(paths.profileCompletion.getHref(), { replace: true });
  }, [navigate, pathname, search, hash]);
  return null;
}

/**
 * SPEC §2/§6 route access: `signed-in` pages need a session; `login` pages also a complete profile;
 * `admin` pages also a role that runs clubs, admin or venue manager (others go to /unauthorized).
 */
export function RequireAuth({
  access,
  signedOut,
  children,
}: {
  access: 'signed-in' | 'login' | 'admin';
  /** What a signed-out visitor sees instead (the sign-in-required page, loaded on demand). */
  signedOut: ReactNode;
  children: ReactNode;
}) {
  const auth = useAuth();
  // While the dialog is still walking a new user through the profile step, the page behind it waits.
  if (auth.status === 'signed-out' || (auth.completionRequired && auth.loginOpen)) return signedOut;
  if (access === 'signed-in') return children;
  if (auth.completionRequired) return <CompleteProfileFirst />;
  if (access === 'admin' && !auth.canRunClubs) return <Navigate to={paths.unauthorized.getHref()} replace />;
  return children;
}
