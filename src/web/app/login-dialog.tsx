import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import { useState } from 'react';
import { useAuth } from '../lib/auth/auth-context.tsx';
import { LoginFlow } from './login-flow.tsx';

/**
 * The phone-login modal (SPEC §2): opened and closed from anywhere through the auth context;
 * Escape, a backdrop click or the close button close it, and every opening starts afresh.
 */
export default function LoginDialog() {
  const { loginOpen, closeLogin } = useAuth();
  // A new flow per opening, even when reopened while the closing animation still runs.
  const [opening, setOpening] = useState({ open: loginOpen, count: 0 });
  if (opening.open !== loginOpen) setOpening({ open: loginOpen, count: opening.count + (loginOpen ? 1 : 0) });

  return (
    <Dialog
      open={loginOpen}
      onClose={closeLogin}
      aria-labelledby="login-title"
      aria-describedby="login-description"
      fullWidth
      maxWidth="xs"
      slotProps={{
        container: { sx: { alignItems: { xs: 'flex-start', sm: 'center' } } },
        paper: {
          sx: (theme) => ({
            m: 2,
            mt: { xs: 6, sm: 2 },
            width: 'calc(100% - 32px)',
            borderRadius: `${theme.cardRadius}px`,
            bgcolor: '#0d0d0d',
            border: `1px solid ${alpha(theme.palette.primary.main, 0.45)}`,
            boxShadow: `0 0 40px ${alpha(theme.palette.primary.main, 0.25)}`,
          }),
        },
        backdrop: { sx: { bgcolor: 'rgba(0,0,0,0.8)', backdropFilter: 'blur(4px)' } },
      }}
    >
      <IconButton
        aria-label="Close"
        onClick={closeLogin}
        sx={{ position: 'absolute', right: 8, top: 8, color: 'text.secondary' }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ px: { xs: 2.5, sm: 4 }, pt: 4, pb: 3.5 }}>
        <LoginFlow key={opening.count} />
      </DialogContent>
    </Dialog>
  );
}
