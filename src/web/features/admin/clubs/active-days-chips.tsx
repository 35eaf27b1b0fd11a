import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { type Ref, useId } from 'react';
import { WEEKDAYS, type Weekday } from '../../../../shared/dates.ts';

const SHORT: Record<Weekday, string> = {
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
  sunday: 'Sun',
};

export interface ActiveDaysChipsProps {
  label: string;
  value: readonly Weekday[];
  onChange: (days: Weekday[]) => void;
  error?: string;
  hint?: string;
  /** The first day's chip, for a form to move the focus to when the days are wrong. */
  firstRef?: Ref<HTMLDivElement>;
}

/** Toggle chips for days of the week, kept in Monday-to-Sunday order. */
export function ActiveDaysChips({ label, value, onChange, error, hint, firstRef }: ActiveDaysChipsProps) {
  const labelId = useId();
  const toggle = (day: Weekday) => {
    const next = value.includes(day) ? value.filter((d) => d !== day) : [...value, day];
    onChange(WEEKDAYS.filter((d) => next.includes(d)));
  };
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="body2" color={error ? 'error' : 'text.secondary'} sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {WEEKDAYS.map((day, index) => {
          const on = value.includes(day);
          return (
            <Chip
              key={day}
              ref={index === 0 ? firstRef : undefined}
              data-invalid={index === 0 && error ? 'true' : undefined}
              // Named by the whole day, showing its short form (an aria-label said "Monday" over "Mon").
              label={
                <>
                  <span aria-hidden="true">{SHORT[day]}</span>
                  <Box component="span" sx={visuallyHidden}>
                    {day.charAt(0).toUpperCase() + day.slice(1)}
                  </Box>
                </>
              }
              clickable
              color={on ? 'primary' : 'default'}
              variant={on ? 'filled' : 'outlined'}
              onClick={() => toggle(day)}
              aria-pressed={on}
              sx={{ minWidth: 56, height: 40, fontWeight: 700 }}
            />
          );
        })}
      </Box>
      {(error || hint) && <FormHelperText error={Boolean(error)}>{error ?? hint}</FormHelperText>}
    </Box>
  );
}
