import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type Control, useWatch } from 'react-hook-form';
import { closesNextDay } from '../../../../shared/closing-time.ts';
import type { Gender } from '../../../../shared/clubs.ts';
import { FormSwitch } from '../../../components/form/form-switch.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import type { ClubDraft } from './club-form-state.ts';

const TITLES: Record<Gender, string> = { female: 'LADIES', male: 'MEN' };

function closingHint(closesAt: string): string {
  if (/^\d{2}:\d{2}$/.test(closesAt) && closesNextDay(closesAt))
    return `Closes at ${closesAt} after midnight, the next morning (00:00–05:59 count as the next day).`;
  return 'HH:MM, club time. 00:00–05:59 means after midnight.';
}

export interface GuestlistOptionFieldsProps {
  control: Control<ClubDraft, unknown, unknown>;
  gender: Gender;
}

/** One gender's guestlist: on or off, what guests get, and when the list closes. */
export function GuestlistOptionFields({ control, gender }: GuestlistOptionFieldsProps) {
  const base = `guestlistOptions.${gender}` as const;
  const closesAt = useWatch({ control, name: `${base}.closesAt` });
  const words = gender === 'female' ? 'Ladies' : 'Men';
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
      <FormSwitch
        control={control}
        name={`${base}.enabled`}
        label={(enabled) =>
          enabled
            ? `Open to ${TITLES[gender].toLowerCase()}`
            : `No guestlist for ${TITLES[gender].toLowerCase()}`
        }
      />
      <FormTextField
        control={control}
        name={`${base}.details`}
        label={`${words}: details`}
        placeholder="e.g. Free entry before 12:30, drinks until 1"
        multiline
        minRows={2}
      />
      <FormTextField
        control={control}
        name={`${base}.closesAt`}
        label={`${words}: closes at`}
        placeholder="23:30"
        parse={(typed) => typed.trim()}
        hint={closingHint(closesAt)}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5, autoComplete: 'off' } }}
        sx={{ maxWidth: 360 }}
      />
    </Box>
  );
}
