import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useRef, useState } from 'react';
import type { AdminReservation } from '../../../../shared/api/admin/night-schema.ts';
import { SPEND_CORRECTION_REASON_MAX } from '../../../../shared/api/reservation-schema.ts';
import type { IsoDate } from '../../../../shared/dates.ts';
import { centsFromDollars, formatMoney } from '../../../../shared/money.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useCorrectSpend } from '../api/set-night-status.ts';
import { FormDialog } from '../form-dialog.tsx';
import {
  type CorrectionDraft,
  type CorrectionErrors,
  type CorrectionField,
  correctionDone,
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
  const [draft, setDraft] = useState<CorrectionDraft>({ amount: '', reason: '' });
  const [errors, setErrors] = useState<CorrectionErrors>({});
  const fields = { amountSpent: useRef<HTMLInputElement>(null), reason: useRef<HTMLTextAreaElement>(null) };
  const who = `${r.member.firstName} ${r.member.lastName}`.trim() || 'The member';
  const recorded = r.amountSpent ?? 0;
  const typed = parseSpend(draft.amount);
  const preview = correctionPreview(r, typed && 'amount' in typed ? typed.amount : null);

  const change = (field: keyof CorrectionDraft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field === 'amount' ? 'amountSpent' : 'reason']: undefined }));
  };
  const showErrors = (found: CorrectionErrors) => {
    setErrors(found);
    const first = (['amountSpent', 'reason'] as const).find((field) => found[field]);
    if (first) fields[first].current?.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (correct.isPending) return;
    correct.reset();
    const read = readCorrection(draft, recorded);
    if ('errors' in read) return showErrors(read.errors);
    correct.mutate(
      { reservationId: r.id, ...read.body },
      {
        onSuccess: ({ correction }) => onCorrected(correctionDone(who, correction)),
        onError: (error) => {
          if (error instanceof ApiRequestError && error.fields.length > 0)
            showErrors(
              Object.fromEntries(
                error.fields.map((field) => [field.path as CorrectionField, `${field.message}.`]),
              ),
            );
        },
      },
    );
  };
  const fieldErrorShown = correct.error instanceof ApiRequestError && correct.error.fields.length > 0;

  return (
    <FormDialog
      title="CORRECT SPEND"
      maxWidth="xs"
      pending={correct.isPending}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={correct.isPending ? 'SAVING...' : 'SAVE CORRECTION'}
      submitDisabled={correct.isPending}
      formError={correct.isError && !fieldErrorShown ? correct.error.message : null}
      gap={2}
    >
      <Typography variant="body2" color="text.secondary">
        {who}, party of {r.partySize}: {formatMoney(centsFromDollars(recorded))} spent is recorded now. The
        correction, with your reason, goes to the audit log, and the member is told if their cashback changes.
      </Typography>
      <TextField
        label="Amount really spent"
        value={draft.amount}
        onChange={(event) => change('amount', event.target.value)}
        autoFocus
        required
        fullWidth
        inputRef={fields.amountSpent}
        error={Boolean(errors.amountSpent)}
        helperText={errors.amountSpent ?? ' '}
        slotProps={{
          htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
          input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
        }}
      />
      <TextField
        label="Reason"
        value={draft.reason}
        onChange={(event) => change('reason', event.target.value)}
        required
        fullWidth
        multiline
        minRows={2}
        inputRef={fields.reason}
        error={Boolean(errors.reason)}
        helperText={
          errors.reason ??
          `What was wrong, e.g. a bill keyed twice. ${draft.reason.length}/${SPEND_CORRECTION_REASON_MAX}`
        }
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
