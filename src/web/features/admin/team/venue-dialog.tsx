import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import type { Venue } from '../../../../shared/api/admin/team-schema.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { only } from '../../../components/form/server-errors.ts';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { LoadError, LoadingSpinner } from '../../../components/load-states.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useAdminClubs } from '../api/get-admin-clubs.ts';
import { useSaveVenue } from '../api/save-venue.ts';
import { FormDialog } from '../form-dialog.tsx';
import { type VenueValues, venueSchema } from './team-forms.ts';

const NAME_MAX = 80;

export interface VenueDialogProps {
  /** The venue to edit, or null for a new one. */
  venue: Venue | null;
  /** Every venue: a club ticked here leaves the one it belonged to, and the list says which. */
  venues: readonly Venue[];
  onClose: () => void;
  onSaved: (message: string) => void;
}

/**
 * NEW VENUE / EDIT (platform admins): a name and the clubs it runs. Its managers then run those
 * clubs, later ones too. Rendered only while open, so each opening starts from the venue as saved.
 */
export function VenueDialog({ venue, venues, onClose, onSaved }: VenueDialogProps) {
  const clubsLegendId = useId();
  const clubs = useAdminClubs();
  const save = useSaveVenue();
  const { control, formRef, submit, setError, focusFirstInvalid, showServerErrors } = useSchemaForm(
    venueSchema,
    { defaultValues: { name: venue?.name ?? '', clubIds: venue?.clubs.map((club) => club.id) ?? [] } },
  );

  const venueOf = new Map<string, string>();
  for (const other of venues)
    if (other.id !== venue?.id) for (const club of other.clubs) venueOf.set(club.id, other.name);

  const nameRefused =
    save.error instanceof ApiRequestError &&
    (save.error.code === 'venue_name_taken' || save.error.fields.some((field) => field.path === 'name'));

  const send = (values: VenueValues) => {
    if (save.isPending) return;
    // Only clubs still listed: one deleted meanwhile would fail the whole save.
    const known = new Set(clubs.data?.clubs.map((club) => club.id) ?? []);
    const input = { name: values.name.trim(), clubIds: values.clubIds.filter((id) => known.has(id)) };
    save.mutate(
      { id: venue?.id ?? null, input },
      {
        onSuccess: (saved) =>
          onSaved(
            venue
              ? `${saved.name} saved: ${saved.clubs.length} ${saved.clubs.length === 1 ? 'club' : 'clubs'}.`
              : `${saved.name} created. Add its manager with ADD TO TEAM.`,
          ),
        onError: (error) => {
          if (error instanceof ApiRequestError && error.code === 'venue_name_taken') {
            setError('name', { type: 'server', message: error.message });
            focusFirstInvalid();
          } else showServerErrors(error, only('name'));
        },
      },
    );
  };

  return (
    <FormDialog
      title={venue ? 'EDIT VENUE' : 'NEW VENUE'}
      maxWidth="sm"
      pending={save.isPending}
      onClose={onClose}
      onSubmit={submit(send)}
      submitLabel={save.isPending ? 'SAVING...' : venue ? 'SAVE VENUE' : 'CREATE VENUE'}
      submitDisabled={save.isPending}
      formError={save.isError && !nameRefused ? save.error.message : null}
      formRef={formRef}
      gap={2.5}
    >
      <FormTextField
        control={control}
        name="name"
        label="Venue name"
        required
        autoFocus
        hint="The group or company that runs the clubs below."
        slotProps={{ htmlInput: { maxLength: NAME_MAX, autoComplete: 'off' } }}
      />
      <Controller
        control={control}
        name="clubIds"
        render={({ field }) => {
          const ticked = new Set(field.value);
          const toggle = (id: string, checked: boolean) =>
            field.onChange(checked ? [...field.value, id] : field.value.filter((other) => other !== id));
          return (
            <Box
              component="fieldset"
              aria-labelledby={clubsLegendId}
              sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
            >
              <Typography
                id={clubsLegendId}
                component="legend"
                sx={{ fontWeight: 700, letterSpacing: '0.08em', mb: 0.5, p: 0 }}
              >
                CLUBS IT RUNS ({ticked.size})
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                A club belongs to one venue: ticking one from another venue moves it here.
              </Typography>
              {clubs.isPending && <LoadingSpinner label="Loading clubs" py={3} />}
              {clubs.isError && <LoadError message={clubs.error.message}>{null}</LoadError>}
              {clubs.data?.clubs.length === 0 && (
                <Typography color="text.secondary">No clubs yet: create them on the dashboard.</Typography>
              )}
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 1 }}>
                {clubs.data?.clubs.map((club) => {
                  const elsewhere = venueOf.get(club.id);
                  const note = [!club.visible && 'hidden', elsewhere && `now at ${elsewhere}`]
                    .filter(Boolean)
                    .join(' · ');
                  return (
                    <FormControlLabel
                      key={club.id}
                      control={
                        <Checkbox
                          checked={ticked.has(club.id)}
                          onChange={(event) => toggle(club.id, event.target.checked)}
                        />
                      }
                      label={
                        <Box sx={{ py: 0.5 }}>
                          <Typography sx={{ overflowWrap: 'anywhere' }}>{club.name}</Typography>
                          {note && (
                            <Typography variant="body2" color="text.secondary">
                              {note}
                            </Typography>
                          )}
                        </Box>
                      }
                      sx={{ minHeight: 44, mr: 0, alignItems: 'center' }}
                    />
                  );
                })}
              </Box>
            </Box>
          );
        }}
      />
    </FormDialog>
  );
}
