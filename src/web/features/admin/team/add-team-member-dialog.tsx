import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import type { TeamMember } from '../../../../shared/api/admin/team-schema.ts';
import { formatPhoneNumber, normalizePhoneNumber, PHONE_HINT } from '../../../../shared/phone.ts';
import { CLUB_ROLES, type ClubRole } from '../../../../shared/roles.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { namesField, only } from '../../../components/form/server-errors.ts';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useAddTeamMember } from '../api/update-team.ts';
import { FormDialog } from '../form-dialog.tsx';
import { type AddTeamMemberValues, addTeamMemberSchema } from './team-forms.ts';
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
 * role is theirs once they sign in with it. A mistake in the number shows under it (before sending,
 * in the API's words, or the server's), anything else above the buttons; the typed values stay.
 */
export function AddTeamMemberDialog({
  places,
  initialPlace,
  knownIds,
  onClose,
  onAdded,
}: AddTeamMemberDialogProps) {
  const add = useAddTeamMember();
  const schema = useMemo(() => addTeamMemberSchema(places), [places]);
  const { control, formRef, submit, showServerErrors } = useSchemaForm(schema, {
    defaultValues: {
      phoneNumber: '',
      role: 'door',
      where: places.find((option) => option.value === initialPlace)?.value ?? places[0]?.value ?? '',
    },
  });
  const [role, where] = useWatch({ control, name: ['role', 'where'] });

  const send = (values: AddTeamMemberValues) => {
    if (add.isPending) return;
    const place = places.find((option) => option.value === values.where)?.place;
    const normalized = normalizePhoneNumber(values.phoneNumber);
    if (!place || !normalized.ok) return;
    add.mutate(
      { phoneNumber: normalized.phoneNumber, role: values.role, ...place },
      {
        onSuccess: (member) => onAdded(addedMessage(member, knownIds.has(member.id))),
        onError: (error) => showServerErrors(error, only('phoneNumber')),
      },
    );
  };

  return (
    <FormDialog
      title="ADD TO TEAM"
      maxWidth="xs"
      pending={add.isPending}
      onClose={onClose}
      onSubmit={submit(send)}
      submitLabel={add.isPending ? 'ADDING...' : 'ADD TO TEAM'}
      submitDisabled={add.isPending}
      formError={add.isError && !namesField(add.error, ['phoneNumber']) ? add.error.message : null}
      formRef={formRef}
      gap={2.5}
    >
      <FormTextField
        control={control}
        name="phoneNumber"
        label="Phone number"
        type="tel"
        required
        autoFocus
        hint={`They sign in with this number. ${PHONE_HINT}`}
        slotProps={{ htmlInput: { autoComplete: 'off', inputMode: 'tel' } }}
      />
      <FormTextField
        control={control}
        name="role"
        select
        label="Role"
        hint={ROLE_TEXT[role].hint}
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
      </FormTextField>
      <FormTextField
        control={control}
        name="where"
        select
        label="Where"
        hint={
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
      </FormTextField>
    </FormDialog>
  );
}
