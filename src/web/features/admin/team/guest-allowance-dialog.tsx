import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useRef, useState } from 'react';
import type { TeamMember } from '../../../../shared/api/admin/team-schema.ts';
import { formatPhoneNumber } from '../../../../shared/phone.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useSetGuestAllowance } from '../api/update-team.ts';
import { FormDialog } from '../form-dialog.tsx';
import { allowanceProblem, allowanceText } from './team-groups.ts';

/**
 * A promoter's allowance: how many guests they may add by name and phone per night at each club
 * (their links are not counted against it). The server's message shows under the field.
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
  const [value, setValue] = useState(String(member.guestAllowance));
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const who = member.name ?? formatPhoneNumber(member.phoneNumber);
  const serverProblem =
    save.error instanceof ApiRequestError
      ? save.error.fields.find((field) => field.path === 'guestAllowance')?.message
      : undefined;
  const shown =
    problem ?? (serverProblem ? serverProblem.charAt(0).toUpperCase() + serverProblem.slice(1) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = allowanceProblem(value);
    if (found) {
      setProblem(found);
      input.current?.focus();
      return;
    }
    const guestAllowance = Number(value.trim());
    save.mutate(
      { id: member.id, guestAllowance },
      {
        onSuccess: (saved) => onSaved(`${who} ${allowanceText(saved.guestAllowance).toLowerCase()}.`),
        onError: (error) => {
          if (error instanceof ApiRequestError && error.fields.length > 0) input.current?.focus();
        },
      },
    );
  };

  return (
    <FormDialog
      title="GUESTS A NIGHT"
      maxWidth="xs"
      pending={save.isPending}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={save.isPending ? 'SAVING...' : 'SAVE'}
      submitDisabled={save.isPending}
      formError={save.isError && !serverProblem ? save.error.message : null}
      gap={2.5}
    >
      <Typography variant="body2" color="text.secondary">
        How many guests {who} may put on the list by name and phone each night, at each club of{' '}
        {member.scope.name}. Guests who join through their links do not count.
      </Typography>
      <TextField
        label="Guests a night"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setProblem(null);
        }}
        required
        autoFocus
        inputRef={input}
        error={Boolean(shown)}
        helperText={shown ?? '0: they can only share their links.'}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 5 } }}
      />
    </FormDialog>
  );
}
