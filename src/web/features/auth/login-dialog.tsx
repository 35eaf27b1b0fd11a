import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useAuth } from './auth-context.tsx';

/** The sign-in dialog's place in the app; phone and SMS-code sign-in arrive with the sign-in work. */
export default function LoginDialog() {
  const { loginOpen, closeLogin } = useAuth();
  return (
    <Dialog
      open={loginOpen}
      onClose={closeLogin}
      aria-labelledby="login-dialog-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="login-dialog-title">LOGIN</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Sign-in with your phone number and an SMS code is opening soon. Until then you can browse every
          guestlist without an account.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="neon" onClick={closeLogin} autoFocus>
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
