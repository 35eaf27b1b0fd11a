import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { readSessionFlag, writeSessionFlag } from '../../lib/session-flag.ts';

const DISMISSED_KEY = 'offlineNoticeDismissed';

/** SPEC §1: a notice about backend upgrades, dismissed for the rest of the browser session. */
export function OfflineBanner() {
  const [dismissed, setDismissed] = useState(() => readSessionFlag(DISMISSED_KEY));
  if (dismissed) return null;
  return (
    <Alert
      severity="warning"
      variant="outlined"
      role="status"
      onClose={() => {
        writeSessionFlag(DISMISSED_KEY);
        setDismissed(true);
      }}
      slotProps={{ closeButton: { 'aria-label': 'Dismiss notice' } }}
      sx={{
        borderRadius: 0,
        borderLeft: 0,
        borderRight: 0,
        borderTop: 0,
        bgcolor: '#1a1400',
        justifyContent: 'center',
      }}
    >
      The site is temporarily offline for backend upgrades.
    </Alert>
  );
}
