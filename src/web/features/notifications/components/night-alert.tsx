import NotificationsActiveIcon from '@mui/icons-material/NotificationsActiveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Gender } from '../../../../shared/clubs.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { shortNight } from '../../../lib/event-date.ts';
import { findWaitingAlert, type NightKey, useReleaseAlerts } from '../api/get-release-alerts.ts';
import { useSignUpForNight } from '../api/sign-up-for-night.ts';
import { useTurnOffNightAlert } from '../api/turn-off-night-alert.ts';

const LISTS: Record<Gender, string> = { female: 'ladies’', male: 'men’s' };

/**
 * The empty state's "tell me when lists open" (SPEC §2: SIGN UP FOR NOTIFICATIONS for signed-out
 * visitors, who sign in first). Signed-in members get the same alert in one tap, see that they are
 * waiting, and can turn it off. The notice arrives in the app and by email/SMS as they chose.
 */
export function NightAlert({ night }: { night: NightKey }) {
  const auth = useAuth();
  const signedIn = auth.status === 'signed-in';
  const alerts = useReleaseAlerts(signedIn);
  const signUp = useSignUpForNight();
  const turnOff = useTurnOffNightAlert();
  const waiting = signedIn ? findWaitingAlert(alerts.data?.alerts, night) : undefined;
  const label = shortNight(night.date);
  const error = signUp.error ?? turnOff.error;

  const errorAlert = error && (
    <Alert severity="error" variant="outlined" sx={{ mt: 2, textAlign: 'left' }}>
      {error.message}
    </Alert>
  );

  if (waiting)
    return (
      <Box>
        <Box
          role="status"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 1.5,
            px: 2,
            py: 1.5,
            borderRadius: 2,
            border: '1px solid',
            borderColor: 'primary.main',
            textAlign: 'left',
            maxWidth: 480,
          }}
        >
          <NotificationsActiveIcon color="primary" aria-hidden />
          <Typography>
            You’re on alert for {label}. We’ll tell you as soon as a {LISTS[night.gender]} guestlist opens.
          </Typography>
        </Box>
        <Box sx={{ mt: 1.5 }}>
          <Button variant="ghost" disabled={turnOff.isPending} onClick={() => turnOff.mutate(night)}>
            TURN OFF
          </Button>
        </Box>
        {errorAlert}
      </Box>
    );

  // Signed in, still asking whether an alert is set: no button that might be the wrong one.
  if (signedIn && alerts.isPending) return <Box sx={{ minHeight: 44 }} />;

  return (
    <Box>
      {signedIn ? (
        <Button variant="neon" loading={signUp.isPending} onClick={() => signUp.mutate(night)}>
          NOTIFY ME FOR {label.toUpperCase()}
        </Button>
      ) : (
        <Button variant="neon" onClick={() => auth.openLogin(() => signUp.mutate(night))}>
          SIGN UP FOR NOTIFICATIONS
        </Button>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {signedIn
          ? `One message when a ${LISTS[night.gender]} guestlist opens for this night.`
          : `Sign in and we’ll tell you when a ${LISTS[night.gender]} guestlist opens for ${label}.`}
      </Typography>
      {errorAlert}
    </Box>
  );
}
