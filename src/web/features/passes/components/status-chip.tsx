import Chip from '@mui/material/Chip';
import type { GuestlistEntry } from '../../../../shared/api/guestlist-schema.ts';
import { statusLabel } from '../pass-status.ts';

const COLORS = { confirmed: 'success', waitlisted: 'warning', cancelled: 'default' } as const;

export function StatusChip({ entry, size = 'small' }: { entry: GuestlistEntry; size?: 'small' | 'medium' }) {
  return (
    <Chip
      label={statusLabel(entry)}
      color={COLORS[entry.status]}
      variant={entry.status === 'confirmed' ? 'filled' : 'outlined'}
      size={size}
      sx={{ fontWeight: 700, letterSpacing: '0.06em' }}
    />
  );
}
