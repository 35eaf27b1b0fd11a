import LockIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatPhoneNumber } from '../../../shared/phone.ts';
import { useAuth } from '../../lib/auth/auth-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ProfileForm } from './components/profile-form.tsx';
import { PushSettings } from './components/push-settings.tsx';
import { YourDataSection } from './components/your-data-section.tsx';

/** `/profile` (login required): edit the profile and notification preferences; the phone is the login. */
export function ProfilePage() {
  useDocumentTitle('My profile');
  const auth = useAuth();
  const [saved, setSaved] = useState(0);
  const phone = auth.user?.phoneNumber ?? auth.profile?.phoneNumber ?? '';

  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', px: 2, py: { xs: 4, sm: 8 }, display: 'grid', gap: 3 }}>
      <Box>
        <Typography variant="h1" sx={{ mb: 1 }}>
          MY PROFILE
        </Typography>
        <Typography color="text.secondary">How clubs see you on their guestlists.</Typography>
      </Box>
      <TextField
        label="Phone number"
        value={formatPhoneNumber(phone)}
        helperText="Your sign-in number. To change it, sign in with the new number."
        fullWidth
        slotProps={{
          htmlInput: { readOnly: true },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <LockIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
              </InputAdornment>
            ),
          },
        }}
      />
      {/* A new key per save: the form starts again from the saved profile. */}
      <ProfileForm key={saved} mode="edit" onComplete={(session) => session && setSaved((n) => n + 1)} />
      {saved > 0 && (
        <Alert severity="success" variant="outlined" role="status">
          Profile updated.
        </Alert>
      )}
      <PushSettings />
      <YourDataSection />
    </Box>
  );
}
