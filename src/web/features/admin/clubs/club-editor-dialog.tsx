import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { AdminClub } from '../../../../shared/api/admin/clubs-schema.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useSaveClub } from '../api/save-club.ts';
import { FormDialog } from '../form-dialog.tsx';
import { ClubBasicsFields, ClubBookingFields, Group, twoColumns } from './club-fields.tsx';
import {
  type ClubDraft,
  draftFromClub,
  type FieldErrors,
  fieldErrorsFrom,
  inputFromDraft,
  newClubDraft,
  validateDraft,
} from './club-form-state.ts';
import { ClubPhotoField } from './club-photo-field.tsx';
import { errorProps } from './field-error.ts';
import { GuestlistOptionFields } from './guestlist-option-fields.tsx';
import { PromoterPayField } from './promoter-pay-field.tsx';

export interface ClubEditorDialogProps {
  /** The club to edit, or null to create one. */
  club: AdminClub | null;
  onClose: () => void;
  onSaved: (club: AdminClub) => void;
}

/**
 * Every field of a club in one form. Mistakes show under their field (ours first, then the
 * server's by the same path) and the focus moves to the first one; nothing typed is lost.
 * Rendered only while open, so each opening starts from the club as saved.
 */
export function ClubEditorDialog({ club, onClose, onSaved }: ClubEditorDialogProps) {
  const save = useSaveClub();
  const [draft, setDraft] = useState<ClubDraft>(() => (club ? draftFromClub(club) : newClubDraft()));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const change = (patch: Partial<ClubDraft>, path: string) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(next)) if (key === path || key.startsWith(`${path}.`)) delete next[key];
      return next;
    });
  };

  // Bumped with every new set of messages: once they are on screen, the first field with one gets the focus.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    setFocusRequest((n) => n + 1);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    setFormError(null);
    const found = validateDraft(draft);
    if (Object.keys(found).length > 0) {
      setFormError('Some fields need fixing: see the messages below them.');
      showErrors(found);
      return;
    }
    save.mutate(
      { id: club?.id ?? null, input: inputFromDraft(draft) },
      {
        onSuccess: onSaved,
        onError: (error) => {
          if (error instanceof ApiRequestError && error.fields.length > 0) {
            setFormError(error.message);
            showErrors(fieldErrorsFrom(error.fields));
          } else setFormError(error.message);
        },
      },
    );
  };

  const option = (gender: 'female' | 'male') => (
    <GuestlistOptionFields
      gender={gender}
      value={draft.guestlistOptions[gender]}
      errors={errors}
      onChange={(patch, path) =>
        change(
          {
            guestlistOptions: {
              ...draft.guestlistOptions,
              [gender]: { ...draft.guestlistOptions[gender], ...patch },
            },
          },
          path,
        )
      }
    />
  );

  return (
    <FormDialog
      title={
        <>
          <Box component="span" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
            {club ? `EDIT ${club.name.toUpperCase()}` : 'NEW CLUB'}
          </Box>
          <IconButton aria-label="Close without saving" onClick={onClose} disabled={save.isPending}>
            <CloseIcon />
          </IconButton>
        </>
      }
      titleSx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}
      maxWidth="md"
      pending={save.isPending}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={save.isPending ? 'SAVING...' : club ? 'SAVE CLUB' : 'CREATE CLUB'}
      submitDisabled={save.isPending}
      formError={formError}
      formRef={form}
      gap={4}
    >
      <ClubBasicsFields draft={draft} errors={errors} change={change} />

      <Group title="PHOTO">
        {club ? (
          <ClubPhotoField clubId={club.id} clubName={club.name} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            Create the club first, then open it again to add a photo.
          </Typography>
        )}
      </Group>

      <Group title="GUESTLIST">
        <Box sx={twoColumns}>
          {option('female')}
          {option('male')}
        </Box>
        <TextField
          label="Max party size"
          value={draft.maxPartySize}
          onChange={(event) => change({ maxPartySize: event.target.value }, 'maxPartySize')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ maxWidth: 360 }}
          {...errorProps(errors, 'maxPartySize', 'People per guestlist party, the member included.')}
        />
      </Group>

      <Group title="PROMOTER PAY">
        {club ? (
          <PromoterPayField club={club} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            Create the club first, then open it again to set what its promoters earn.
          </Typography>
        )}
      </Group>

      <ClubBookingFields draft={draft} errors={errors} change={change} />
    </FormDialog>
  );
}
