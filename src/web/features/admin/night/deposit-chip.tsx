import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import Chip from '@mui/material/Chip';
import { type AdminDeposit, depositChip } from './deposit-text.ts';

const COLOR = { warn: 'warning', good: 'success', bad: 'error', done: 'default' } as const;

/** A reservation's deposit among its chips: `Deposit held $326.63`; nothing when the club asks none. */
export function DepositChip({ deposit }: { deposit: AdminDeposit }) {
  const chip = depositChip(deposit);
  if (!chip) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOR[chip.tone]}
      icon={<PaymentsIcon aria-hidden />}
      label={chip.label}
      sx={{ maxWidth: '100%' }}
    />
  );
}
