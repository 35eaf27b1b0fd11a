import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { AdminClub } from '../../../../shared/api/admin/clubs-schema.ts';
import { OFFER_MINUTES } from '../../../../shared/clubs.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useSaveClub } from '../api/save-club.ts';
import { FormDialog } from '../form-dialog.tsx';
import { ClubBasicsFields, ClubBookingFields, Group, twoColumns } from './club-fields.tsx';
import { clubFormSchema } from './club-form-schema.ts';
import { type ClubDraft, draftFromClub, inputFromDraft, newClubDraft } from './club-form-state.ts';
import { ClubPhotoField } from './club-photo-field.tsx';
import { GuestlistOptionFields } from './guestlist-option-fields.tsx';
import { PromoterPayField } from './promoter-pay-field.tsx';

export interface ClubEditorDialogProps {
  /** The club to edit, or null to create one. */
  club: AdminClub | null;
  onClose: () => void;
  onSaved: (club: AdminClub) => void;
}

/**
 * Every field of a club in one form. Mistakes show under their field (ours first, then the API
 * schema's, then the server's by the same path) and the focus moves to the first one; nothing typed
 * is lost. Rendered only while open, so each opening starts from the club as saved.
 */
export function ClubEditorDialog({ club, onClose, onSaved }: ClubEditorDialogProps) {
  const save = useSaveClub();
  const [defaultValues] = useState<ClubDraft>(() => (club ? draftFromClub(club) : newClubDraft()));
  const { control, formRef, submit, showServerErrors } = useSchemaForm(clubFormSchema, { defaultValues });
  // The minutes matter only when freed spots are offered.
  const waitlistMode = useWatch({ control, name: 'waitlistMode' });
  const [formError, setFormError] = useState<string | null>(null);

  const send = (draft: ClubDraft) => {
    if (save.isPending) return;
    setFormError(null);
    save.mutate(
      { id: club?.id ?? null, input: inputFromDraft(draft) },
      {
        onSuccess: onSaved,
        onError: (error) => {
          setFormError(error.message);
          if (error instanceof ApiRequestError) showServerErrors(error);
        },
      },
    );
  };

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
      onSubmit={submit(send, () => setFormError('Some fields need fixing: see the messages below them.'))}
      submitLabel={save.isPending ? 'SAVING...' : club ? 'SAVE CLUB' : 'CREATE CLUB'}
      submitDisabled={save.isPending}
      formError={formError}
      formRef={formRef}
      gap={4}
    >
      <ClubBasicsFields control={control} />

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
          <GuestlistOptionFields control={control} gender="female" />
          <GuestlistOptionFields control={control} gender="male" />
        </Box>
        <FormTextField
          control={control}
          name="maxPartySize"
          label="Max party size"
          hint="People per guestlist party, the member included."
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ maxWidth: 360 }}
        />
        <Box sx={twoColumns}>
          <FormTextField
            control={control}
            name="waitlistMode"
            label="When a spot frees"
            hint="Offer: the next party has a few minutes to claim it. Immediate: they are confirmed at once."
            select
          >
            <MenuItem value="offer">Offer it to the next party</MenuItem>
            <MenuItem value="immediate">Confirm the next party at once</MenuItem>
          </FormTextField>
          <FormTextField
            control={control}
            name="offerMinutes"
            label="Minutes to claim an offer"
            disabled={waitlistMode === 'immediate'}
            hint={`${OFFER_MINUTES.min} to ${OFFER_MINUTES.max}; never past the list's arrive-before time.`}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Box>
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

      <ClubBookingFields control={control} />
    </FormDialog>
  );
}
