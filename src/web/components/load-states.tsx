import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';

/** A page's data on its way: the label names what is loading for screen readers. */
export function LoadingSpinner({ label, py }: { label: string; py: number }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

/** A page's data that failed to load: the reason, then `children`, the way out (a button back). */
export function LoadError({ message, children }: { message: string; children: ReactNode }) {
  return (
    <>
      <Alert severity="error" variant="outlined" sx={{ mb: 3 }}>
        {message}
      </Alert>
      {children}
    </>
  );
}
