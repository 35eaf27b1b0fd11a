import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import type { AdminReservation } from '../../../../shared/api/admin/night-schema.ts';
import { SPEND_CORRECTION_REASON_MAX } from '../../../../shared/api/reservation-schema.ts';
import type { IsoDate } from '../../../../shared/dates.ts';
import { formatMoney } from '../../../../shared/money.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { namesField } from '../../../components/form/server-errors.ts';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useCorrectSpend } from '../api/set-night-status.ts';
import { FormDialog } from '../form-dialog.tsx';
import {
  type CorrectionFormValues,
  correctionDone,
  correctionFormSchema,
  correctionPreview,
  readCorrection,
} from './spend-correction-form.ts';
import { parseSpend } from './spend-input.ts';

export interface CorrectSpendDialogProps {
  reservation: AdminReservation;
  clubId: string;
  date: IsoDate;
  onClose: () => void;
  /** Closes the dialog with what the server did, in a sentence. */
  onCorrected: (message: string) => void;
}

/**
 * CORRECT SPEND on a completed table: the amount the party really spent and why (the audit log keeps
 * both figures and the reason). The cashback follows the new figure; the member is told.
 */
export function CorrectSpendDialog({
  reservation: r,
  clubId,
  date,
  onClose,
  onCorrected,
}: CorrectSpendDialogProps) {
  const correct = useCorrectSpend(clubId, date);
  const recorded = r.amountSpentCents ?? 0;
  const schema = useMemo(() => correctionFormSchema(recorded), [recorded]);
  const { control, formRef, submit, showServerErrors } = useSchemaForm(schema, {
    defaultValues: { amountSpentCents: '', reason: '' },
  });
  const draft = useWatch({ control }) as CorrectionFormValues;
  const who = `${r.member.firstName} ${r.member.lastName}`.trim() || 'The member';
  const typed = parseSpend(draft.amountSpentCents);
  const preview = correctionPreview(r, typed && 'cents' in typed ? typed.cents : null);

  const send = (values: CorrectionFormValues) => {
    if (correct.isPending) return;
    const read = readCorrection({ amount: values.amountSpentCents, reason: values.reason }, recorded);
    if (!('body' in read)) return;
    correct.mutate(
      { reservationId: r.id, ...read.body },
      {
        onSuccess: ({ correction }) => onCorrected(correctionDone(who, correction)),
        onError: (error) => showServerErrors(error),
      },
    );
  };
  const fieldErrorShown = namesField(correct.error, ['amountSpentCents', 'reason']);

  return (
    <FormDialog
      title="CORRECT SPEND"
      maxWidth="xs"
      pending={correct.isPending}
      onClose={onClose}
      onSubmit={(event) => {
        correct.reset();
        void submit(send)(event);
      }}
      submitLabel={correct.isPending ? 'SAVING...' : 'SAVE CORRECTION'}
      submitDisabled={correct.isPending}
      formError={correct.isError && !fieldErrorShown ? correct.error.message : null}
      formRef={formRef}
      gap={2}
    >
      <Typography variant="body2" color="text.secondary">
        {who}, party of {r.partySize}: {formatMoney(recorded)} spent is recorded now. The correction, with
        your reason, goes to the audit log, and the member is told if their cashback changes.
      </Typography>
      <FormTextField
        control={control}
        name="amountSpentCents"
        label="Amount really spent"
        autoFocus
        required
        fullWidth
        hint=" "
        slotProps={{
          htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
          input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        }}
      />
      <FormTextField
        control={control}
        name="reason"
        label="Reason"
        required
        fullWidth
        multiline
        minRows={2}
        hint={`What was wrong, e.g. a bill keyed twice. ${draft.reason.length}/${SPEND_CORRECTION_REASON_MAX}`}
      />
      <Typography role="status">
        <Box component="span" sx={{ fontWeight: 700 }}>
          {preview.change}
        </Box>
        {preview.note && (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {' '}
            {preview.note}
          </Box>
        )}
      </Typography>
    </FormDialog>
  );
}
