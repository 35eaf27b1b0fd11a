import SavingsIcon from '@mui/icons-material/SavingsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { ReservationOptions } from '../../../../shared/api/reservation-schema.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { PartyStepper } from '../../../components/party-stepper.tsx';
import type { ReservePrefill } from '../../../config/paths.ts';
import type { SubmitAttempt } from '../../../lib/submit-attempt.ts';
import { type ReserveValues, reserveFormSchema, reserveRequest } from '../reserve-form-schema.ts';
import { prefilledReservation } from '../reserve-prefill.ts';
import { ArrivalTimeSelect } from './arrival-time-select.tsx';
import { ReserveReviewStep } from './reserve-review-step.tsx';
import { type TableChoice, TableTypePicker } from './table-type-picker.tsx';

const NOTES_MAX = 500;

export interface ReserveFormProps {
  options: ReservationOptions;
  nightLabel: string;
  /** The party size and table the link asked for (the concierge's answer), to start with. */
  prefill?: ReservePrefill | null;
}

/** Two steps on one screen: the choices, then a review of every cost and term before the request is sent. */
export function ReserveForm({ options, nightLabel, prefill }: ReserveFormProps) {
  const schema = useMemo(() => reserveFormSchema(options.clubId, options.date), [options]);
  // Only a start: the member still reviews the request and sends it; nothing is sent before.
  const [defaultValues] = useState<ReserveValues>(() => {
    const start = prefilledReservation(prefill ?? {}, options);
    return {
      partySize: start.partySize,
      arrivalTime: options.arrivalTimes[0] ?? '',
      tableTypeId: start.tableTypeId,
      notes: '',
    };
  });
  // The choices stay in the form while the review shows, for CHANGE DETAILS to come back to.
  const { control, formRef, submit, setValue, getValues } = useSchemaForm(schema, { defaultValues });
  const [partySize, tableId, notes] = useWatch({ control, name: ['partySize', 'tableTypeId', 'notes'] });
  const [step, setStep] = useState<'choose' | 'review'>('choose');
  const reviewHeading = useRef<HTMLHeadingElement>(null);
  const reviewButton = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);
  // One key per attempt; a repeat of an attempt that never got an answer reuses it (see api-client).
  const attempt = useRef<SubmitAttempt | null>(null);

  const table = options.tableTypes.find((t) => t.id === tableId) ?? null;
  const maxParty = Math.min(options.maxPartySize, table?.maxGuests ?? options.maxPartySize);

  // The step changed under the member's thumb: the focus follows it (the heading, or back to REVIEW).
  useEffect(() => {
    if (!moved.current) return;
    if (step === 'review') reviewHeading.current?.focus();
    else reviewButton.current?.focus();
  }, [step]);

  const chooseTable = (choice: TableChoice) => {
    setValue('tableTypeId', choice);
    const chosen = options.tableTypes.find((t) => t.id === choice);
    if (chosen && partySize > chosen.maxGuests) setValue('partySize', chosen.maxGuests);
  };

  const goTo = (next: 'choose' | 'review') => {
    moved.current = true;
    setStep(next);
    window.scrollTo({ top: 0 });
  };

  if (step === 'review') {
    return (
      <ReserveReviewStep
        options={options}
        nightLabel={nightLabel}
        request={reserveRequest(getValues(), options.clubId, options.date)}
        table={table}
        headingRef={reviewHeading}
        attempt={attempt}
        onBack={() => goTo('choose')}
      />
    );
  }

  return (
    <Box
      component="form"
      ref={formRef}
      onSubmit={submit(() => goTo('review'))}
      noValidate
      aria-label="Reserve a table"
      sx={{ display: 'grid', gap: 3 }}
    >
      {options.cashbackPercent > 0 && (
        <Typography
          sx={{ display: 'flex', gap: 1, alignItems: 'center', color: 'secondary.main', fontWeight: 700 }}
        >
          <SavingsIcon aria-hidden fontSize="small" />
          {options.cashbackPercent}% cashback on what you spend, credited after the night
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 1 }}>
        <PartyStepper
          label="PARTY SIZE"
          noun="guests"
          value={partySize}
          min={1}
          max={maxParty}
          hint="Including you"
          onChange={(value) => setValue('partySize', value)}
        />
        <Typography variant="body2" color="text.secondary">
          Up to {maxParty} people{table ? ` at a ${table.name}` : ' per reservation'}, you included.
        </Typography>
      </Box>

      <Controller
        control={control}
        name="arrivalTime"
        render={({ field }) => (
          <ArrivalTimeSelect times={options.arrivalTimes} value={field.value} onChange={field.onChange} />
        )}
      />

      <TableTypePicker
        tableTypes={options.tableTypes}
        pricing={options.pricing}
        value={tableId}
        onChange={chooseTable}
      />

      <FormTextField
        control={control}
        name="notes"
        label="Notes for the club (optional)"
        hint={`A birthday, a late arrival, a guest to expect. ${notes.length}/${NOTES_MAX}`}
        slotProps={{ htmlInput: { maxLength: NOTES_MAX } }}
        multiline
        minRows={2}
        fullWidth
      />

      <Button ref={reviewButton} type="submit" variant="neon" size="large" fullWidth>
        REVIEW REQUEST
      </Button>
    </Box>
  );
}
