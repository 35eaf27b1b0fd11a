import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Ref, useId } from 'react';
import { formatMoney } from '../../../../shared/money.ts';
import { type CashbackChoice, centsToField, type DepositSplit, maxCashbackCents } from '../deposit-choice.ts';

export interface CashbackChoiceFieldsProps {
  balanceCents: number;
  depositCents: number;
  choice: CashbackChoice;
  split: DepositSplit;
  onChange: (choice: CashbackChoice) => void;
  /** The amount field: the focus goes there when it is what stops the request. */
  amountRef: Ref<HTMLInputElement>;
}

/** "Use my cashback" towards the deposit: the whole of what can be used, or less, and what the card pays. */
export function CashbackChoiceFields(props: CashbackChoiceFieldsProps) {
  const { balanceCents, depositCents, choice, split, onChange, amountRef } = props;
  const max = maxCashbackCents(balanceCents, depositCents);
  const balanceId = useId();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        mt: 1,
        p: 1.5,
        borderRadius: 2,
        border: '1px solid',
        borderColor: 'divider',
      }}
    >
      <FormControlLabel
        control={
          <Switch
            checked={choice.use}
            color="secondary"
            onChange={(event) => onChange({ use: event.target.checked, amountText: centsToField(max) })}
            slotProps={{ input: { 'aria-describedby': balanceId } }}
          />
        }
        label="Use my cashback"
        sx={{ m: 0, minHeight: 48, fontWeight: 700, '& .MuiFormControlLabel-label': { fontWeight: 700 } }}
      />
      <Typography id={balanceId} variant="body2" color="text.secondary">
        Your balance is {formatMoney(balanceCents)}: up to {formatMoney(max)} can go towards this deposit.
      </Typography>
      {choice.use && (
        <TextField
          label="Cashback to use"
          value={choice.amountText}
          onChange={(event) => onChange({ use: true, amountText: event.target.value })}
          error={split.error !== null}
          helperText={split.error ?? `Up to ${formatMoney(max)}`}
          inputRef={amountRef}
          slotProps={{
            htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          }}
          sx={{ maxWidth: 260 }}
        />
      )}
      {/* Read out as the amount changes: what the card still pays. */}
      <Box role="status" aria-live="polite" aria-atomic>
        {choice.use && split.error === null && (
          <Typography sx={{ fontWeight: 700 }}>
            {split.cardCents === 0
              ? `Cashback pays the whole ${formatMoney(depositCents)}: no card needed.`
              : `${formatMoney(split.cashbackCents)} from cashback, ${formatMoney(split.cardCents)} left to pay by card.`}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
