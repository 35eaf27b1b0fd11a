import Typography from '@mui/material/Typography';
import type { TeamMember } from '../../../../shared/api/admin/team-schema.ts';
import { formatPhoneNumber } from '../../../../shared/phone.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { namesField, only } from '../../../components/form/server-errors.ts';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useSetGuestAllowance } from '../api/update-team.ts';
import { FormDialog } from '../form-dialog.tsx';
import { type AllowanceValues, allowanceSchema } from './team-forms.ts';
import { allowanceText } from './team-groups.ts';

/**
 * A promoter's allowance: how many guests they may add by name and phone per night at each club
 * (their links are not counted against it). What is wrong with it shows under the field.
 */
export function GuestAllowanceDialog({
  member,
  onClose,
  onSaved,
}: {
  member: TeamMember;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const save = useSetGuestAllowance();
  const { control, formRef, submit, showServerErrors } = useSchemaForm(allowanceSchema, {
    defaultValues: { guestAllowance: String(member.guestAllowance) },
  });
  const who = member.name ?? formatPhoneNumber(member.phoneNumber);

  const send = (values: AllowanceValues) => {
    if (save.isPending) return;
    save.mutate(
      { id: member.id, guestAllowance: Number(values.guestAllowance.trim()) },
      {
        onSuccess: (saved) => onSaved(`${who} ${allowanceText(saved.guestAllowance).toLowerCase()}.`),
        onError: (error) => showServerErrors(error, only('guestAllowance')),
      },
    );
  };

  return (
    <FormDialog
      title="GUESTS A NIGHT"
      maxWidth="xs"
      pending={save.isPending}
      onClose={onClose}
      onSubmit={submit(send)}
      submitLabel={save.isPending ? 'SAVING...' : 'SAVE'}
      submitDisabled={save.isPending}
      formError={save.isError && !namesField(save.error, ['guestAllowance']) ? save.error.message : null}
      formRef={formRef}
      gap={2.5}
    >
      <Typography variant="body2" color="text.secondary">
        How many guests {who} may put on the list by name and phone each night, at each club of{' '}
        {member.scope.name}. Guests who join through their links do not count.
      </Typography>
      <FormTextField
        control={control}
        name="guestAllowance"
        label="Guests a night"
        required
        autoFocus
        hint="0: they can only share their links."
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 5 } }}
      />
    </FormDialog>
  );
}
