import CloudOffIcon from '@mui/icons-material/CloudOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ScanConflict } from '../offline-queue.ts';
import { clubClock } from '../verdict.ts';

/** The pending badge and SYNC NOW, shown while offline scans wait on this device. */
export function PendingBadge({
  pending,
  syncing,
  onSync,
}: {
  pending: number;
  syncing: boolean;
  onSync(): void;
}) {
  if (pending === 0) return null;
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Chip
        icon={<CloudOffIcon />}
        label={`${pending} ${pending === 1 ? 'scan' : 'scans'} waiting to sync`}
        sx={{ bgcolor: '#ffb300', color: '#111', fontWeight: 800, '& .MuiChip-icon': { color: '#111' } }}
      />
      <Button variant="ghost" size="small" onClick={onSync} disabled={syncing}>
        {syncing ? 'SYNCING…' : 'SYNC NOW'}
      </Button>
    </Box>
  );
}

/** Offline scans the server did not accept when they synced: the door team decides what to do. */
export function ConflictList({
  conflicts,
  timeZone,
  onDismiss,
}: {
  conflicts: ScanConflict[];
  timeZone: string;
  onDismiss(clientScanId: string): void;
}) {
  if (conflicts.length === 0) return null;
  return (
    <Box
      component="section"
      aria-labelledby="door-conflicts-heading"
      sx={{ display: 'grid', gap: 1, p: 1.5, borderRadius: 3, border: '2px solid #d50000' }}
    >
      <Typography id="door-conflicts-heading" component="h2" sx={{ fontWeight: 800, color: '#ff5252' }}>
        CONFLICTS ({conflicts.length})
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Scans saved offline that did not check out once they synced. Find these guests inside or at the door.
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {conflicts.map((conflict) => (
          <Box
            component="li"
            key={conflict.scan.clientScanId}
            sx={{
              display: 'flex',
              gap: 1,
              alignItems: 'center',
              borderTop: '1px solid',
              borderColor: 'divider',
              pt: 1,
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 800 }}>
                {conflict.title} · {conflict.holderName ?? conflict.scan.label}
              </Typography>
              <Typography variant="body2">{conflict.detail}</Typography>
              <Typography variant="body2" color="text.secondary">
                Scanned {clubClock(conflict.scan.scannedAt, timeZone)} offline
              </Typography>
            </Box>
            <Button
              variant="ghost"
              size="small"
              onClick={() => onDismiss(conflict.scan.clientScanId)}
              aria-label={`Dismiss the conflict for ${conflict.holderName ?? conflict.scan.label}`}
            >
              DISMISS
            </Button>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
