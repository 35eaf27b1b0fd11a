import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
// The system's provider: @mui/material's also brings its CSS-variables provider (~3 KB gzip on the first
// load), and the theme (theme.ts) has no CSS variables, which the material one hands to this one anyway.
import { ThemeProvider } from '@mui/system';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useAppGender } from '../config/gender.ts';
import { isChromelessPath } from '../config/paths.ts';
import { useLiveUpdates } from '../features/clubs/api/subscribe-live-updates.ts';
import { useAuth } from '../lib/auth/auth-context.tsx';
import { Outlet, useLocation } from '../lib/router.tsx';
import { themeFor } from '../theme/theme.ts';
import { ConnectionBar } from './connection-bar.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { PageLoadingContext } from './page-loading.tsx';

const LoginDialog = lazy(() => import('./login-dialog.tsx'));

export function AppLayout() {
  const gender = useAppGender();
  const { pathname } = useLocation();
  const { loginOpen, user } = useAuth();
  // Loaded on the first opening, then kept: closing animates out and hands the focus back to the opener.
  const [loginLoaded, setLoginLoaded] = useState(false);
  if (loginOpen && !loginLoaded) setLoginLoaded(true);
  const chrome = !isChromelessPath(pathname);
  // A page whose code is still loading takes the footer away meanwhile (PageLoading).
  const [pageLoading, setPageLoading] = useState(false);
  useLiveUpdates(user?.uid ?? null);
  // A new page starts at its top (the home page's filters change only the query, not the path).
  useEffect(() => {
    if (pathname) window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <PageLoadingContext value={setPageLoading}>
      <ThemeProvider theme={themeFor(gender)}>
        <CssBaseline />
        <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }} data-gender={gender}>
          <Box
            component="a"
            href="#main"
            sx={{
              position: 'absolute',
              left: 8,
              top: -48,
              zIndex: 2000,
              p: 1,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              '&:focus': { top: 8 },
            }}
          >
            Skip to content
          </Box>
          {chrome && <Header />}
          {chrome && <ConnectionBar />}
          <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
            <Outlet />
          </Box>
          {chrome && !pageLoading && <Footer />}
        </Box>
        {loginLoaded && (
          <Suspense fallback={null}>
            <LoginDialog />
          </Suspense>
        )}
      </ThemeProvider>
    </PageLoadingContext>
  );
}
