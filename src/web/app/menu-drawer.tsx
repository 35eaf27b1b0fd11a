import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatPhoneNumber } from '../../shared/phone.ts';
import { GUESTLIST_DATES_SECTION, paths } from '../config/paths.ts';
import { useAuth } from '../lib/auth/auth-context.tsx';
import { Link as RouterLink } from '../lib/router.tsx';

function Item({ to, onClick, children }: { to?: string; onClick: () => void; children: ReactNode }) {
  const link = to ? { component: RouterLink, to } : {};
  return (
    <ListItem disablePadding>
      <ListItemButton {...link} onClick={onClick} sx={{ py: 1.5 }}>
        <ListItemText
          primary={children}
          slotProps={{ primary: { sx: { fontWeight: 700, letterSpacing: '0.08em' } } }}
        />
      </ListItemButton>
    </ListItem>
  );
}

/** The menu of SPEC §2, by who is signed in, under who that is and a button that closes it. */
export default function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const auth = useAuth();
  const name = [auth.profile?.firstName, auth.profile?.lastName].filter(Boolean).join(' ');
  const phone = auth.user ? formatPhoneNumber(auth.user.phoneNumber) : '';
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 280 }, 'aria-label': 'Menu' } }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          pl: 2,
          pr: 1,
          py: 1,
          minHeight: 64,
          borderBottom: '1px solid',
          borderColor: 'divider',
        }}
      >
        <Box sx={{ mr: 'auto', minWidth: 0 }}>
          {auth.status === 'signed-in' ? (
            <>
              <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{name || phone}</Typography>
              {name && (
                <Typography variant="body2" color="text.secondary">
                  {phone}
                </Typography>
              )}
            </>
          ) : (
            <Typography sx={{ fontWeight: 700, letterSpacing: '0.08em' }}>MENU</Typography>
          )}
        </Box>
        <IconButton onClick={onClose} aria-label="Close menu" edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-label="Main menu">
        <List>
          <Item to={paths.home.getHref()} onClick={onClose}>
            HOME
          </Item>
          {/* Signed in or not: the concierge answers from the public guestlists. */}
          <Item to={paths.aiAssistant.getHref()} onClick={onClose}>
            AI CONCIERGE
          </Item>
          {auth.status === 'signed-in' ? (
            <>
              <Item to={paths.profile.getHref()} onClick={onClose}>
                MY PROFILE
              </Item>
              <Item to={paths.passes.getHref()} onClick={onClose}>
                MY PASSES
              </Item>
              <Item to={paths.notifications.getHref()} onClick={onClose}>
                NOTIFICATIONS
              </Item>
              {auth.canRunClubs && (
                <>
                  <Item to={paths.adminDashboard.getHref()} onClick={onClose}>
                    ADMIN PANEL
                  </Item>
                  <Item to={paths.adminDashboard.getHref(GUESTLIST_DATES_SECTION)} onClick={onClose}>
                    GUESTLIST DATES
                  </Item>
                </>
              )}
              {auth.roles.promoter && (
                <Item to={paths.promoter.getHref()} onClick={onClose}>
                  PROMOTER
                </Item>
              )}
              {auth.roles.door && (
                <Item to={paths.scan.getHref()} onClick={onClose}>
                  DOOR SCANNER
                </Item>
              )}
              <Item
                onClick={() => {
                  onClose();
                  // The session is still valid when the server could not be told: stay signed in.
                  auth.logout().catch((error: unknown) => console.error('Logout failed.', error));
                }}
              >
                LOGOUT
              </Item>
            </>
          ) : (
            <Item
              onClick={() => {
                onClose();
                auth.openLogin();
              }}
            >
              LOGIN
            </Item>
          )}
        </List>
      </Box>
    </Drawer>
  );
}
