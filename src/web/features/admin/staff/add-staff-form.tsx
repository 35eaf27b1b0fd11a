import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { addStaffBodySchema, type StaffRole } from '../../../../shared/api/admin/staff-schema.ts';
import { formatPhoneNumber, PHONE_HINT } from '../../../../shared/phone.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { namesField, only } from '../../../components/form/server-errors.ts';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useAddStaff } from '../api/update-staff.ts';

/** The API's own schema: the number as typed comes out normalised, or with what is wrong with it. */
const staffFormSchema = addStaffBodySchema;

/** Adds a number to the admins or the door staff; the server's message is shown as it comes. */
export function AddStaffForm() {
  const [added, setAdded] = useState<string | null>(null);
  const add = useAddStaff();
  const { control, formRef, submit, resetField, showServerErrors } = useSchemaForm(staffFormSchema, {
    defaultValues: { phoneNumber: '', role: 'door' as StaffRole },
  });

  const send = (body: { role: StaffRole; phoneNumber: string }) => {
    add.mutate(body, {
      onSuccess: () => {
        setAdded(
          `${formatPhoneNumber(body.phoneNumber)} can now use ${body.role === 'admin' ? 'the admin panel' : 'the door scanner'}.`,
        );
        resetField('phoneNumber');
      },
      onError: (error) => showServerErrors(error, only('phoneNumber')),
    });
  };

  return (
    <Box
      component="form"
      ref={formRef}
      onSubmit={(event) => {
        setAdded(null);
        void submit(send)(event);
      }}
      noValidate
      aria-label="Add staff"
      sx={{ mb: 2 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <FormTextField
          control={control}
          name="phoneNumber"
          label="Phone number"
          size="small"
          required
          hint={PHONE_HINT}
          slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'off' } }}
          sx={{ flex: '1 1 220px', maxWidth: { sm: 320 } }}
        />
        <FormTextField control={control} name="role" select label="Role" size="small" sx={{ minWidth: 160 }}>
          <MenuItem value="door">Door staff</MenuItem>
          <MenuItem value="admin">Admin</MenuItem>
        </FormTextField>
        <Button type="submit" variant="neon" disabled={add.isPending}>
          {add.isPending ? 'ADDING...' : 'ADD'}
        </Button>
      </Box>
      {add.isError && !namesField(add.error, ['phoneNumber']) && (
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
