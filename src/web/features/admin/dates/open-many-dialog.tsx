import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { IsoDate, Weekday } from '../../../../shared/dates.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useOpenDates } from '../api/update-admin-dates.ts';
import { ActiveDaysChips } from '../clubs/active-days-chips.tsx';
import { FormDialog } from '../form-dialog.tsx';
import { CapacityFields, parseCapacity } from './capacity-fields.tsx';
import {
  capacityFieldOf,
  type OpenManyValues,
  openManyBody,
  openManySchema,
  patternDates,
  patternProblems,
} from './date-forms.ts';
import { inactiveDaysWarning } from './inactive-days.ts';
import { formatShortDate } from './month.ts';

const MAX_DATES = 400;

export interface OpenManyDialogProps {
  clubId: string;
  clubName: string;
  /** Today on the club's clock: the first date offered. */
  today: IsoDate;
  /** The club's active days, offered as the starting pattern. */
  activeDays: readonly Weekday[];
  onClose: () => void;
  onDone: (message: string, firstDate: IsoDate) => void;
}

/** "Every Thursday to Saturday for the next 8 weeks": a pattern, its dates previewed, then one request. */
export function OpenManyDialog({
  clubId,
  clubName,
  today,
  activeDays,
  onClose,
  onDone,
}: OpenManyDialogProps) {
  const previewId = useId();
  const open = useOpenDates(clubId);
  const schema = useMemo(() => openManySchema(today), [today]);
  // Checked as typed: the preview and OPEN follow the pattern as it is set.
  const { control, formRef, submit, showServerErrors } = useSchemaForm(schema, {
    defaultValues: {
      weekdays: activeDays.length > 0 ? [...activeDays] : ['thursday', 'friday', 'saturday'],
      weeks: '8',
      from: today,
      female: '',
      male: '',
    },
    mode: 'onChange',
  });
  const values = useWatch({ control }) as OpenManyValues;
  const { weekdays } = values;
  const problems = patternProblems(values, today);
  const dates = patternDates(values, today);
  const capacityError = parseCapacity(values.female).error ?? parseCapacity(values.male).error;
  const problem =
    weekdays.length === 0
      ? 'Pick at least one day of the week.'
      : (problems.weeks ??
        problems.from ??
        (dates.length > MAX_DATES ? `Open at most ${MAX_DATES} dates at once.` : null));
  const notListed = inactiveDaysWarning(clubName, activeDays, weekdays);
  const canSend = !problem && dates.length > 0 && !capacityError && !open.isPending;

  const send = (typed: OpenManyValues) => {
    if (!canSend) return;
    // Blank boxes are left out: dates already open keep the spots they have.
    const body = openManyBody(typed, today);
    open.mutate(body, {
      onSuccess: ({ opened }) => {
        const already = body.dates.length - opened.length;
        onDone(
          `${clubName}: ${opened.length} ${opened.length === 1 ? 'date' : 'dates'} opened` +
            (already > 0 ? `, ${already} already open.` : '.'),
          body.dates[0]!,
        );
      },
      onError: (error) => showServerErrors(error, capacityFieldOf),
    });
  };

  return (
    <FormDialog
      title={
        <>
          OPEN MANY DATES
          <Typography component="span" color="text.secondary" variant="body2" sx={{ display: 'block' }}>
            {clubName}
          </Typography>
        </>
      }
      maxWidth="sm"
      pending={open.isPending}
      onClose={onClose}
      onSubmit={submit(send)}
      submitLabel={
        open.isPending ? 'OPENING...' : `OPEN ${dates.length} ${dates.length === 1 ? 'DATE' : 'DATES'}`
      }
      submitDisabled={!canSend}
      formRef={formRef}
      gap={3}
    >
      {/* A missing day is said in the preview's heading below, with the rest of the pattern. */}
      <Controller
        control={control}
        name="weekdays"
        render={({ field }) => (
          <ActiveDaysChips label="Every" value={field.value} onChange={field.onChange} firstRef={field.ref} />
        )}
      />
      {notListed && (
        <Alert severity="warning" variant="outlined">
          {notListed}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField
          control={control}
          name="from"
          label="Starting"
          type="date"
          hint=" "
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
        />
        <FormTextField
          control={control}
          name="weeks"
          label="For how many weeks"
          hint=" "
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Box>
      <Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Spots on each date (optional: blank keeps what already-open dates have, and no limit on new ones)
        </Typography>
        <CapacityFields control={control} />
      </Box>
      <Box>
        <Typography id={previewId} sx={{ fontWeight: 700, mb: 1 }} aria-live="polite">
          {problem ?? `${dates.length} ${dates.length === 1 ? 'date' : 'dates'} to open`}
        </Typography>
        <Box
          role="list"
          aria-labelledby={previewId}
          // It scrolls past 200 px: the keyboard can reach and scroll it too.
          tabIndex={0}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, maxHeight: 200, overflowY: 'auto' }}
        >
          {dates.slice(0, MAX_DATES).map((date) => (
            <Chip key={date} role="listitem" label={formatShortDate(date)} size="small" variant="outlined" />
          ))}
        </Box>
      </Box>
      {open.isError && (
        <Alert severity="error" variant="outlined">
          {open.error.message}
        </Alert>
      )}
    </FormDialog>
  );
}
