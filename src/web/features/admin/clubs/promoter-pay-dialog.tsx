import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { MAX_PROMOTER_RATE_CENTS, promoterRatesBodySchema } from '../../../../shared/api/promoter-schema.ts';
import type { PromoterRates } from '../../../../shared/promoter-earnings.ts';
import { formSchema } from '../../../components/form/form-schema.ts';
import { FormSwitch } from '../../../components/form/form-switch.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { namesField } from '../../../components/form/server-errors.ts';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useSavePromoterRates } from '../api/save-promoter-rates.ts';
import { FormDialog } from '../form-dialog.tsx';
import {
  describeRates,
  type PayDraft,
  payDraftFrom,
  ratesFromDraft,
  validatePayDraft,
} from './promoter-pay-state.ts';

export interface PromoterPayDialogProps {
  club: { id: string; name: string; promoterRates: PromoterRates };
  onClose: () => void;
  onSaved: (rates: PromoterRates) => void;
}

const PAY_FIELDS = ['ladyCents', 'manCents', 'bonusAfter', 'bonusCents'] as const;

/** What is typed first (validatePayDraft's words), then the API's limits on the rates it would send. */
const payFormSchema = formSchema<PayDraft>({
  api: promoterRatesBodySchema,
  toBody: ratesFromDraft,
  checks: validatePayDraft,
});

const dollarsAdornment = {
  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
  htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
} as const;

/**
 * PROMOTER PAY for one club: what a promoter earns per lady and per man the door lets in, and an
 * optional bonus per guest past a number of arrivals in one night. Saved on its own, beside the
 * club's other fields. Mistakes show under their field (ours, then the API's), focus on the first.
 */
export function PromoterPayDialog({ club, onClose, onSaved }: PromoterPayDialogProps) {
  const save = useSavePromoterRates(club.id);
  const { control, formRef, submit, showServerErrors, clearErrors } = useSchemaForm(payFormSchema, {
    defaultValues: payDraftFrom(club.promoterRates),
  });
  const draft = useWatch({ control }) as PayDraft;
  // The bonus's fields go with the switch, and what was wrong with them too.
  useEffect(() => {
    if (!draft.bonusOn) clearErrors(['bonusAfter', 'bonusCents']);
  }, [draft.bonusOn, clearErrors]);

  const send = (typed: PayDraft) => {
    if (save.isPending) return;
    save.mutate(ratesFromDraft(typed), {
      onSuccess: onSaved,
      onError: (error) => showServerErrors(error),
    });
  };

  const fieldErrorShown = namesField(save.error, PAY_FIELDS);
  // The pay in a sentence while what is typed makes sense (the server still has the last word on limits).
  const typed = Object.keys(validatePayDraft(draft)).length === 0 ? ratesFromDraft(draft) : null;
  const preview =
    typed &&
    [typed.ladyCents, typed.manCents, typed.bonusCents].every((n) => n >= 0 && n <= MAX_PROMOTER_RATE_CENTS)
      ? describeRates(typed)
      : null;

  return (
    <FormDialog
      title={
        <>
          PROMOTER PAY
          <Typography component="span" color="text.secondary" sx={{ display: 'block', fontWeight: 400 }}>
            {club.name}
          </Typography>
        </>
      }
      titleSx={{ overflowWrap: 'anywhere' }}
      maxWidth="xs"
      pending={save.isPending}
      onClose={onClose}
      onSubmit={(event) => {
        // Opened from the club editor: in React's tree this form sits inside the club's, whose submit
        // (SAVE CLUB) would hear this one's.
        event.stopPropagation();
        save.reset();
        void submit(send)(event);
      }}
      submitLabel={save.isPending ? 'SAVING...' : 'SAVE PAY'}
      submitDisabled={save.isPending}
      formError={save.isError && !fieldErrorShown ? save.error.message : null}
      formRef={formRef}
      gap={2.5}
    >
      <Typography variant="body2" color="text.secondary">
        What a promoter earns for each of their guests the door lets in. Names on the list earn nothing.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
        <FormTextField
          control={control}
          name="ladyCents"
          label="Per lady"
          autoFocus
          required
          slotProps={dollarsAdornment}
        />
        <FormTextField
          control={control}
          name="manCents"
          label="Per man"
          required
          slotProps={dollarsAdornment}
        />
      </Box>
      <FormSwitch
        control={control}
        name="bonusOn"
        label="Bonus on busy nights"
        sx={{ minHeight: 44, mr: 0 }}
      />
      {draft.bonusOn && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField
            control={control}
            name="bonusAfter"
            label="After arrivals"
            required
            hint="Guests in one night"
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
          />
          <FormTextField
            control={control}
            name="bonusCents"
            label="Extra per guest"
            required
            hint="Each guest past that"
            slotProps={dollarsAdornment}
          />
        </Box>
      )}
      <Typography variant="body2" aria-live="polite" sx={{ minHeight: '1.5em' }}>
        {preview && (
          <>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              Pays:{' '}
            </Box>
            {preview}.
          </>
        )}
      </Typography>
    </FormDialog>
  );
}
