import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import type { StaffRole } from '../../../../shared/api/admin/staff-schema.ts';
import { formatPhoneNumber, normalizePhoneNumber, PHONE_HINT } from '../../../../shared/phone.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useAddStaff } from '../api/update-staff.ts';

/** Adds a number to the admins or the door staff; the server's message is shown as it comes. */
export function AddStaffForm() {
  const [phone, setPhone] = useState('');
  const [role, setRole] = useState<StaffRole>('door');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const add = useAddStaff();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAdded(null);
    const normalized = normalizePhoneNumber(phone);
    if (!normalized.ok) {
      setFieldError(normalized.error);
      return;
    }
    setFieldError(null);
    add.mutate(
      { role, phoneNumber: normalized.phoneNumber },
      {
        onSuccess: () => {
          setAdded(
            `${formatPhoneNumber(normalized.phoneNumber)} can now use ${role === 'admin' ? 'the admin panel' : 'the door scanner'}.`,
          );
          setPhone('');
        },
      },
    );
  };
  const serverFieldError =
    add.error instanceof ApiRequestError
      ? add.error.fields.find((f) => f.path === 'phoneNumber')?.message
      : undefined;

  return (
    <Box component="form" onSubmit={submit} noValidate aria-label="Add staff" sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <TextField
          label="Phone number"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          size="small"
          required
          error={Boolean(fieldError ?? serverFieldError)}
          helperText={fieldError ?? serverFieldError ?? PHONE_HINT}
          slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'off' } }}
          sx={{ flex: '1 1 220px', maxWidth: { sm: 320 } }}
        />
        <TextField
          select
          label="Role"
          value={role}
          onChange={(event) => setRole(event.target.value as StaffRole)}
          size="small"
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="door">Door staff</MenuItem>
          <MenuItem value="admin">Admin</MenuItem>
        </TextField>
        <Button type="submit" variant="neon" disabled={add.isPending}>
          {add.isPending ? 'ADDING...' : 'ADD'}
        </Button>
      </Box>
      {add.isError && !serverFieldError && (
        <Alert severity="error" variant="outlined" sx={{ mt: 1 }}>
          {add.error.message}
        </Alert>
      )}
      {added && (
        <Alert severity="success" variant="outlined" sx={{ mt: 1 }} role="status">
          {added}
        </Alert>
      )}
    </Box>
  );
}
