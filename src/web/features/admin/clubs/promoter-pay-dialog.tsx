import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { PromoterRates } from '../../../../shared/promoter-earnings.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useSavePromoterRates } from '../api/save-promoter-rates.ts';
import { FormDialog } from '../form-dialog.tsx';
import { type FieldErrors, fieldErrorsFrom } from './club-form-state.ts';
import { errorProps } from './field-error.ts';
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

const dollarsAdornment = {
  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
  htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
} as const;

/**
 * PROMOTER PAY for one club: what a promoter earns per lady and per man the door lets in, and an
 * optional bonus per guest past a number of arrivals in one night. Saved on its own, beside the
 * club's other fields. Mistakes show under their field (ours, then the server's), focus on the first.
 */
export function PromoterPayDialog({ club, onClose, onSaved }: PromoterPayDialogProps) {
  const save = useSavePromoterRates(club.id);
  const [draft, setDraft] = useState<PayDraft>(() => payDraftFrom(club.promoterRates));
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const change = (patch: Partial<PayDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key];
      if ('bonusOn' in patch) {
        delete next.bonusAfter;
        delete next.bonus;
      }
      return next;
    });
  };
  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    setFocusRequest((n) => n + 1);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Opened from the club editor: in React's tree this form sits inside the club's, whose submit
    // (SAVE CLUB) would hear this one's.
    event.stopPropagation();
    if (save.isPending) return;
    save.reset();
    const found = validatePayDraft(draft);
    if (Object.keys(found).length > 0) return showErrors(found);
    save.mutate(ratesFromDraft(draft), {
      onSuccess: onSaved,
      onError: (error) => {
        if (error instanceof ApiRequestError && error.fields.length > 0)
          showErrors(fieldErrorsFrom(error.fields));
      },
    });
  };

  const fieldErrorShown =
    save.error instanceof ApiRequestError &&
    save.error.fields.some((field) => ['lady', 'man', 'bonusAfter', 'bonus'].includes(field.path));
  // The pay in a sentence while what is typed makes sense (the server still has the last word on limits).
  const typed = Object.keys(validatePayDraft(draft)).length === 0 ? ratesFromDraft(draft) : null;
  const preview =
    typed && [typed.lady, typed.man, typed.bonus].every((n) => n >= 0 && n <= 10_000)
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
      onSubmit={submit}
      submitLabel={save.isPending ? 'SAVING...' : 'SAVE PAY'}
      submitDisabled={save.isPending}
      formError={save.isError && !fieldErrorShown ? save.error.message : null}
      formRef={form}
      gap={2.5}
    >
      <Typography variant="body2" color="text.secondary">
        What a promoter earns for each of their guests the door lets in. Names on the list earn nothing.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
        <TextField
          label="Per lady"
          value={draft.lady}
          onChange={(event) => change({ lady: event.target.value })}
          autoFocus
          required
          slotProps={dollarsAdornment}
          {...errorProps(errors, 'lady')}
        />
        <TextField
          label="Per man"
          value={draft.man}
          onChange={(event) => change({ man: event.target.value })}
          required
          slotProps={dollarsAdornment}
          {...errorProps(errors, 'man')}
        />
      </Box>
      <FormControlLabel
        control={
          <Switch checked={draft.bonusOn} onChange={(event) => change({ bonusOn: event.target.checked })} />
        }
        label="Bonus on busy nights"
        sx={{ minHeight: 44, mr: 0 }}
      />
      {draft.bonusOn && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label="After arrivals"
            value={draft.bonusAfter}
            onChange={(event) => change({ bonusAfter: event.target.value })}
            required
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            {...errorProps(errors, 'bonusAfter', 'Guests in one night')}
          />
          <TextField
            label="Extra per guest"
            value={draft.bonus}
            onChange={(event) => change({ bonus: event.target.value })}
            required
            slotProps={dollarsAdornment}
            {...errorProps(errors, 'bonus', 'Each guest past that')}
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
