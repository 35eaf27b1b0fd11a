import CloseIcon from '@mui/icons-material/Close';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { Control, UseFieldArrayReturn } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import type { JoinValues } from '../join-form-schema.ts';

export interface GuestNamesProps {
  control: Control<JoinValues, unknown, unknown>;
  /** The join form's name boxes (its field array). */
  names: UseFieldArrayReturn<JoinValues, 'guestNames', 'key'>;
  /** Party size − 1: one name per guest besides the member. */
  max: number;
}

/** Optional names, so the door finds each guest even when the member is late. */
export function GuestNames({ control, names, max }: GuestNamesProps) {
  const { fields, append, remove } = names;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 700, letterSpacing: '0.1em', mb: 0.5 }}>
        GUEST NAMES (OPTIONAL)
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {max === 0
          ? 'Just you? Add guests above to give the door their names.'
          : 'The door can find your guests by name if they arrive before you.'}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {fields.map((name, index) => (
          <Box key={name.key} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            {/* A pasted tab or hidden character is pointed out here, as it is typed. */}
            <FormTextField
              control={control}
              name={`guestNames.${index}.value`}
              label={`Guest ${index + 1} name`}
              slotProps={{ htmlInput: { maxLength: 80, autoComplete: 'off' } }}
              size="small"
              fullWidth
            />
            <IconButton aria-label={`Remove guest ${index + 1}`} onClick={() => remove(index)}>
              <CloseIcon />
            </IconButton>
          </Box>
        ))}
      </Box>
      {fields.length < max && (
        <Button
          variant="ghost"
          startIcon={<PersonAddIcon />}
          // The new box takes the focus: typing goes straight into it.
          onClick={() => append({ value: '' })}
          sx={{ mt: 1.5 }}
        >
          ADD A GUEST NAME
        </Button>
      )}
    </Box>
  );
}
