import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { Profile, Roles, SessionResponse } from '../../../shared/api/auth-schema.ts';
import { paths } from '../../config/paths.ts';
import { useLocation, useNavigate } from '../router.tsx';
import { clearContinuation, takeContinuation } from './continuation.ts';
import { SESSION_QUERY_KEY, SIGNED_OUT, sessionQueryOptions } from './get-session.ts';
import { logoutRequest } from './logout.ts';

export interface AuthState {
  status: 'signed-out' | 'signed-in';
  user: SessionResponse['user'];
  profile: Profile | null;
  roles: Roles;
  /** A platform admin: every club, and the platform's own settings (venues, site notice, staff lists). */
  isAdmin: boolean;
  /** May use the admin panel: a platform admin, or a venue manager for the clubs they run. */
  canRunClubs: boolean;
  /** SPEC §4: signed in, but first name, last name or email is still blank. */
  completionRequired: boolean;
  /** True while no answer about the session has arrived yet. */
  checking: boolean;
  loginOpen: boolean;
  /** Opens the sign-in dialog; `onSignedIn` runs after sign-in (and profile completion when required). */
  openLogin(onSignedIn?: () => void): void;
  /** Gives up on signing in: the dialog closes and any pending destination is forgotten. */
  closeLogin(): void;
  /** Sign-in finished: runs the pending callback, closes the dialog and continues where the visitor was heading. */
  completeLogin(): void;
  /** Takes the session the API just answered with (after confirming a code or saving the profile). */
  setSession(session: SessionResponse): void;
  /**
   * Ends the session and goes home (SPEC §6), or to `to`; rejects (and stays signed in) when the
   * server could not be told.
   */
  logout(to?: string): Promise<void>;
  refresh(): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

/**
 * Who is signed in, from `GET /api/auth/session`. The first answer is fetched before the app renders
 * (main.tsx), so nothing here ever shows a signed-out state to a signed-in visitor.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useQuery(sessionQueryOptions());
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [loginOpen, setLoginOpen] = useState(false);
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  const onSignedIn = useRef<(() => void) | undefined>(undefined);
  // Handlers keep one identity for the app's lifetime; they read the latest navigate through this ref.
  const navigateRef = useRef(navigate);
  useLayoutEffect(() => {
    navigateRef.current = navigate;
  });

  // Logout flips the session only once the next page is showing: navigation runs in a transition, and
  // a signed-out state seen earlier on a login-required page would reopen the sign-in dialog there.
  useEffect(() => {
    if (leavingTo === null || pathname !== leavingTo) return;
    setLeavingTo(null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
    queryClient.setQueryData(SESSION_QUERY_KEY, SIGNED_OUT);
  }, [leavingTo, pathname, queryClient]);

  const openLogin = useCallback((callback?: () => void) => {
    // Also used directly as an onClick handler, which passes an event: only functions are callbacks.
    onSignedIn.current = typeof callback === 'function' ? callback : undefined;
    setLoginOpen(true);
  }, []);

  const closeLogin = useCallback(() => {
    onSignedIn.current = undefined;
    clearContinuation();
    setLoginOpen(false);
  }, []);

  const completeLogin = useCallback(() => {
    const callback = onSignedIn.current;
    onSignedIn.current = undefined;
    setLoginOpen(false);
    callback?.();
    const next = takeContinuation();
    const here = `${window.location.pathname}${window.location.search}`;
    if (next) navigateRef.current(next.path, { state: next.state, replace: next.path === here });
    else if (window.location.pathname === paths.profileCompletion.path)
      navigateRef.current(paths.home.getHref(), { replace: true });
  }, []);

  const setSession = useCallback(
    (next: SessionResponse) => queryClient.setQueryData(SESSION_QUERY_KEY, next),
    [queryClient],
  );

  const logout = useCallback(async (to: string = paths.home.path) => {
    await logoutRequest();
    clearContinuation();
    setLeavingTo(to);
    if (window.location.pathname !== to) navigateRef.current(to);
  }, []);

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
  }, [queryClient]);

  const data = session.data ?? SIGNED_OUT;
  const value = useMemo<AuthState>(
    () => ({
      status: data.user ? 'signed-in' : 'signed-out',
      user: data.user,
      profile: data.profile,
      roles: data.roles,
      isAdmin: data.user !== null && data.roles.admin,
      canRunClubs: data.user !== null && (data.roles.admin || data.roles.manager),
      completionRequired: data.user !== null && data.completionRequired,
      checking: session.isPending,
      loginOpen,
      openLogin,
      closeLogin,
      completeLogin,
      setSession,
      logout,
      refresh,
    }),
    [data, session.isPending, loginOpen, openLogin, closeLogin, completeLogin, setSession, logout, refresh],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const auth = use(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
