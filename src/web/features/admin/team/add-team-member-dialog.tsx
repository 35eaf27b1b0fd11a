import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useRef, useState } from 'react';
import type { TeamMember } from '../../../../shared/api/admin/team-schema.ts';
import { formatPhoneNumber, normalizePhoneNumber, PHONE_HINT } from '../../../../shared/phone.ts';
import { CLUB_ROLES, type ClubRole } from '../../../../shared/roles.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useAddTeamMember } from '../api/update-team.ts';
import { FormDialog } from '../form-dialog.tsx';
import { type PlaceOption, ROLE_TEXT } from './team-groups.ts';

export interface AddTeamMemberDialogProps {
  /** Where the caller may give a role (at least one). */
  places: PlaceOption[];
  /** The place chosen at first (a venue's ADD), else the first one. */
  initialPlace: string | null;
  /** Role ids already on the team: adding one of them again changes nothing, and we say so. */
  knownIds: ReadonlySet<string>;
  onClose: () => void;
  /** What happened, in a sentence for the page's status line. */
  onAdded: (message: string) => void;
}

function addedMessage(member: TeamMember, already: boolean): string {
  const who = member.name ?? formatPhoneNumber(member.phoneNumber);
  const role = ROLE_TEXT[member.role].label.toLowerCase();
  const where = member.scope.kind === 'venue' ? `every club of ${member.scope.name}` : member.scope.name;
  return already
    ? `${who} already was ${role} at ${where}.`
    : `${who} is now ${role} at ${where}: it starts at their next sign-in.`;
}

/**
 * ADD TO TEAM: a phone number, a role and where. The number need not have signed up yet: the
 * role is theirs once they sign in with it. The server's message shows under the field it is about,
 * or above the buttons; the typed values stay.
 */
export function AddTeamMemberDialog({
  places,
  initialPlace,
  knownIds,
  onClose,
  onAdded,
}: AddTeamMemberDialogProps) {
  const add = useAddTeamMember();
  const [phone, setPhone] = useState('');
  const [role, setRole] = useState<ClubRole>('door');
  const [where, setWhere] = useState(
    () => places.find((option) => option.value === initialPlace)?.value ?? places[0]?.value ?? '',
  );
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const phoneInput = useRef<HTMLInputElement>(null);
  const serverPhoneError =
    add.error instanceof ApiRequestError
      ? add.error.fields.find((field) => field.path === 'phoneNumber')?.message
      : undefined;
  const shownPhoneError = phoneError ?? serverPhoneError;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const normalized = normalizePhoneNumber(phone);
    if (!normalized.ok) {
      setPhoneError(phone.trim() === '' ? 'Type the number they will sign in with.' : normalized.error);
      phoneInput.current?.focus();
      return;
    }
    const place = places.find((option) => option.value === where)?.place;
    if (!place) return;
    setPhoneError(null);
    add.mutate(
      { phoneNumber: normalized.phoneNumber, role, ...place },
      {
        onSuccess: (member) => onAdded(addedMessage(member, knownIds.has(member.id))),
        onError: (error) => {
          if (error instanceof ApiRequestError && error.fields.some((f) => f.path === 'phoneNumber'))
            phoneInput.current?.focus();
        },
      },
    );
  };

  return (
    <FormDialog
      title="ADD TO TEAM"
      maxWidth="xs"
      pending={add.isPending}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={add.isPending ? 'ADDING...' : 'ADD TO TEAM'}
      submitDisabled={add.isPending}
      formError={add.isError && !serverPhoneError ? add.error.message : null}
      gap={2.5}
    >
      <TextField
        label="Phone number"
        type="tel"
        value={phone}
        onChange={(event) => {
          setPhone(event.target.value);
          setPhoneError(null);
        }}
        required
        autoFocus
        inputRef={phoneInput}
        error={Boolean(shownPhoneError)}
        helperText={shownPhoneError ?? `They sign in with this number. ${PHONE_HINT}`}
        slotProps={{ htmlInput: { autoComplete: 'off', inputMode: 'tel' } }}
      />
      <TextField
        select
        label="Role"
        value={role}
        onChange={(event) => setRole(event.target.value as ClubRole)}
        helperText={ROLE_TEXT[role].hint}
        slotProps={{ select: { renderValue: (value) => ROLE_TEXT[value as ClubRole].label } }}
      >
        {CLUB_ROLES.map((option) => (
          <MenuItem key={option} value={option} sx={{ display: 'block', py: 1.25, whiteSpace: 'normal' }}>
            <Typography sx={{ fontWeight: 700 }}>{ROLE_TEXT[option].label}</Typography>
            <Typography variant="body2" color="text.secondary">
              {ROLE_TEXT[option].hint}
            </Typography>
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Where"
        value={where}
        onChange={(event) => setWhere(event.target.value)}
        helperText={
          where.startsWith('venue:') ? 'Every club of the venue, clubs it gets later too.' : 'This club only.'
        }
      >
        {places.map((option) => (
          <MenuItem
            key={option.value}
            value={option.value}
            sx={{ minHeight: 44, pl: option.nested ? 4 : 2, fontWeight: option.nested ? 400 : 700 }}
          >
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
