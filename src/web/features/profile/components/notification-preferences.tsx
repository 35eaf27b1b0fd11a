import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { NotificationPreferences as Preferences } from '../../../../shared/profile.ts';

interface NotificationPreferencesProps {
  value: Preferences;
  onChange: (value: Preferences) => void;
  disabled?: boolean;
}

/** SPEC §2/§6: email and SMS are the only notifications a user can turn off. */
export function NotificationPreferences({ value, onChange, disabled }: NotificationPreferencesProps) {
  return (
    <Box
      component="fieldset"
      sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 2, px: 2, pt: 1, pb: 1.5, m: 0 }}
    >
      <Typography component="legend" variant="h3" sx={{ px: 0.5, fontSize: '0.95rem' }}>
        Notification Preferences
      </Typography>
      <FormGroup>
        <FormControlLabel
          control={
            <Switch
              checked={value.email}
              onChange={(_, email) => onChange({ ...value, email })}
              disabled={disabled}
            />
          }
          label="Email"
        />
        <FormControlLabel
          control={
            <Switch
              checked={value.sms}
              onChange={(_, sms) => onChange({ ...value, sms })}
              disabled={disabled}
            />
          }
          label="SMS"
        />
      </FormGroup>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        In-app notifications are always on: that’s where your passes and updates live.
      </Typography>
    </Box>
  );
}
