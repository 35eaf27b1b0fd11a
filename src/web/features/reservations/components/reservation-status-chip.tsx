import Chip from '@mui/material/Chip';
import type { ReservationStatus } from '../../../../shared/api/reservation-schema.ts';
import { STATUS_TEXT } from '../../../lib/reservation-time.ts';

const COLORS = {
  requested: 'warning',
  confirmed: 'success',
  declined: 'error',
  completed: 'secondary',
  no_show: 'default',
  cancelled: 'default',
} as const satisfies Record<ReservationStatus, string>;

export function ReservationStatusChip({
  status,
  size = 'small',
}: {
  status: ReservationStatus;
  size?: 'small' | 'medium';
}) {
  return (
    <Chip
      label={STATUS_TEXT[status].label}
      color={COLORS[status]}
      variant={status === 'confirmed' || status === 'completed' ? 'filled' : 'outlined'}
      size={size}
      sx={{ fontWeight: 700, letterSpacing: '0.06em' }}
    />
  );
}
