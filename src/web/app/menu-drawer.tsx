import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';
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

/** The menu of SPEC §2, by who is signed in. */
export default function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const auth = useAuth();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 280 }, 'aria-label': 'Menu' } }}
    >
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
