import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Gender } from '../../../../shared/clubs.ts';
import { shortNight } from '../../../lib/event-date.ts';
import { useReleaseAlerts } from '../api/get-release-alerts.ts';
import { useTurnOffNightAlert } from '../api/turn-off-night-alert.ts';

const WHO: Record<Gender, string> = { female: 'Ladies', male: 'Men' };

/** The nights the member asked to hear about (the home page's empty state), each with a way out. */
export function WaitingNights() {
  const alerts = useReleaseAlerts(true);
  const turnOff = useTurnOffNightAlert();
  const waiting = (alerts.data?.alerts ?? []).filter((alert) => alert.notifiedAt === null);
  if (waiting.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="waiting-nights" sx={{ mb: 4 }}>
      <Typography id="waiting-nights" variant="h2" sx={{ fontSize: '1rem', color: 'text.secondary', mb: 1 }}>
        NIGHTS YOU’RE WAITING ON
      </Typography>
      <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}>
        {waiting.map((alert) => {
          const label = `${shortNight(alert.date)} · ${WHO[alert.gender]}`;
          return (
            <Box
              component="li"
              key={`${alert.date}-${alert.gender}`}
              sx={{
                listStyle: 'none',
                display: 'flex',
                alignItems: 'center',
                gap: 2,
                px: 2,
                py: 1,
                border: '1px solid',
                borderColor: 'divider',
                borderRadius: 2,
              }}
            >
              <Typography sx={{ mr: 'auto' }}>{label}</Typography>
              <Button
                variant="ghost"
                size="small"
                disabled={turnOff.isPending}
                onClick={() => turnOff.mutate(alert)}
                aria-label={`Turn off the alert for ${label}`}
              >
                TURN OFF
              </Button>
            </Box>
          );
        })}
      </Box>
      {turnOff.error && (
        <Alert severity="error" variant="outlined" sx={{ mt: 1 }}>
          {turnOff.error.message}
        </Alert>
      )}
    </Box>
  );
}
