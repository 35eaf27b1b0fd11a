import { createContext, type ReactNode, use, useMemo, useState } from 'react';

export interface AuthState {
  status: 'signed-out' | 'signed-in';
  isAdmin: boolean;
  /** Opens the sign-in dialog; `onSignedIn` runs after a successful sign-in. */
  openLogin(onSignedIn?: () => void): void;
  closeLogin(): void;
  loginOpen: boolean;
  logout(): void;
}

const AuthContext = createContext<AuthState | null>(null);

/**
 * Who is signed in. Sign-in by phone and SMS code is not built yet, so everyone is signed out and
 * the LOGIN entry points open a dialog that says so; the shape is the one the sign-in work fills in.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [loginOpen, setLoginOpen] = useState(false);
  const value = useMemo<AuthState>(
    () => ({
      status: 'signed-out',
      isAdmin: false,
      loginOpen,
      openLogin: () => setLoginOpen(true),
      closeLogin: () => setLoginOpen(false),
      logout: () => {},
    }),
    [loginOpen],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthState {
  const auth = use(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}
