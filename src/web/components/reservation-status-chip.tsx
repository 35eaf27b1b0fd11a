import Chip from '@mui/material/Chip';
import type { ReservationStatus } from '../../shared/api/reservation-schema.ts';
import { STATUS_TEXT } from '../lib/reservation-time.ts';

const COLORS = {
  requested: 'warning',
  confirmed: 'success',
  declined: 'error',
  completed: 'secondary',
  no_show: 'default',
  cancelled: 'default',
} as const satisfies Record<ReservationStatus, string>;

/**
 * A reservation's status as a chip, filled once the table is the member's. In bold on the member's
 * own pages; `plain` among the other chips of a staff list.
 */
export function ReservationStatusChip({
  status,
  size = 'small',
  plain = false,
}: {
  status: ReservationStatus;
  size?: 'small' | 'medium';
  plain?: boolean;
}) {
  return (
    <Chip
      label={STATUS_TEXT[status].label}
      color={COLORS[status]}
      variant={status === 'confirmed' || status === 'completed' ? 'filled' : 'outlined'}
      size={size}
      sx={plain ? undefined : { fontWeight: 700, letterSpacing: '0.06em' }}
    />
  );
}
