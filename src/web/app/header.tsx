import MenuIcon from '@mui/icons-material/Menu';
import NotificationsIcon from '@mui/icons-material/NotificationsNone';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useState } from 'react';
import { paths } from '../config/paths.ts';
import { useUnreadCount } from '../features/notifications/api/get-notifications.ts';
import { useAuth } from '../lib/auth/auth-context.tsx';
import { Link as RouterLink } from '../lib/router.tsx';

const MenuDrawer = lazy(() => import('./menu-drawer.tsx'));
const UnreadBadge = lazy(() => import('./unread-badge.tsx'));

export function Header() {
  const auth = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  const unread = useUnreadCount(auth.status === 'signed-in');
  const unreadShown = unread > 99 ? '99+' : String(unread);
  const openMenu = () => {
    setMenuLoaded(true);
    setMenuOpen(true);
  };

  return (
    <AppBar
      position="sticky"
      elevation={0}
      sx={{
        bgcolor: 'rgba(0,0,0,0.85)',
        backdropFilter: 'blur(8px)',
        borderBottom: '1px solid',
        borderColor: 'divider',
        color: 'text.primary',
      }}
    >
      <Toolbar disableGutters sx={{ gap: 1, maxWidth: 1152, width: '100%', mx: 'auto', px: 2 }}>
        <Box
          component={RouterLink}
          to={paths.home.getHref()}
          aria-label="Nightlist home"
          sx={{
            color: 'primary.main',
            textDecoration: 'none',
            fontWeight: 700,
            fontSize: '1.2rem',
            letterSpacing: '0.18em',
            textShadow: (theme) => `0 0 10px ${theme.palette.primary.main}`,
            mr: 'auto',
          }}
        >
          NIGHTLIST
        </Box>
        {auth.status === 'signed-in' ? (
          <IconButton
            component={RouterLink}
            to={paths.notifications.getHref()}
            // The name holds the badge's text as shown ("99+"), and no badge is drawn at 0: a hidden
            // badge still holds its last number, which the name would not (label-content-name-mismatch).
            aria-label={unread > 0 ? `Notifications, ${unreadShown} unread` : 'Notifications'}
            color="inherit"
          >
            {unread > 0 ? (
              <Suspense fallback={<NotificationsIcon />}>
                <UnreadBadge count={unread} />
              </Suspense>
            ) : (
              <NotificationsIcon />
            )}
          </IconButton>
        ) : (
          <Button variant="neon" size="small" onClick={() => auth.openLogin()}>
            LOGIN
          </Button>
        )}
        <IconButton
          edge="end"
          color="inherit"
          aria-label="Open menu"
          aria-haspopup="true"
          aria-expanded={menuOpen}
          onClick={openMenu}
          onPointerEnter={() => setMenuLoaded(true)}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      {menuLoaded && (
        <Suspense fallback={null}>
          <MenuDrawer open={menuOpen} onClose={() => setMenuOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
