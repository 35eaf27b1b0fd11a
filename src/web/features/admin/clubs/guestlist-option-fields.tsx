import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { closesNextDay } from '../../../../shared/closing-time.ts';
import type { Gender } from '../../../../shared/clubs.ts';
import type { FieldErrors, GuestlistOptionDraft } from './club-form-state.ts';
import { errorProps } from './field-error.ts';

const TITLES: Record<Gender, string> = { female: 'LADIES', male: 'MEN' };

function closingHint(closesAt: string): string {
  if (/^\d{2}:\d{2}$/.test(closesAt) && closesNextDay(closesAt))
    return `Closes at ${closesAt} after midnight, the next morning (00:00–05:59 count as the next day).`;
  return 'HH:MM, club time. 00:00–05:59 means after midnight.';
}

export interface GuestlistOptionFieldsProps {
  gender: Gender;
  value: GuestlistOptionDraft;
  errors: FieldErrors;
  onChange: (patch: Partial<GuestlistOptionDraft>, path: string) => void;
}

/** One gender's guestlist: on or off, what guests get, and when the list closes. */
export function GuestlistOptionFields({ gender, value, errors, onChange }: GuestlistOptionFieldsProps) {
  const base = `guestlistOptions.${gender}`;
  return (
    <Box
      component="fieldset"
      sx={{
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 1,
        p: 2,
        m: 0,
        display: 'grid',
        gap: 2,
      }}
    >
      <Typography component="legend" sx={{ px: 1, fontWeight: 700, letterSpacing: '0.1em' }}>
        {TITLES[gender]} GUESTLIST
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={value.enabled}
            onChange={(event) => onChange({ enabled: event.target.checked }, `${base}.enabled`)}
          />
        }
        label={
          value.enabled
            ? `Open to ${TITLES[gender].toLowerCase()}`
            : `No guestlist for ${TITLES[gender].toLowerCase()}`
        }
      />
      <TextField
        label={`${TITLES[gender] === 'LADIES' ? 'Ladies' : 'Men'}: details`}
        placeholder="e.g. Free entry before 12:30, drinks until 1"
        multiline
        minRows={2}
        value={value.details}
        onChange={(event) => onChange({ details: event.target.value }, `${base}.details`)}
        {...errorProps(errors, `${base}.details`)}
      />
      <TextField
        label={`${TITLES[gender] === 'LADIES' ? 'Ladies' : 'Men'}: closes at`}
        placeholder="23:30"
        value={value.closesAt}
        onChange={(event) => onChange({ closesAt: event.target.value.trim() }, `${base}.closesAt`)}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5, autoComplete: 'off' } }}
        sx={{ maxWidth: 360 }}
        {...errorProps(errors, `${base}.closesAt`, closingHint(value.closesAt))}
      />
    </Box>
  );
}
