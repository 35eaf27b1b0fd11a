import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { SxProps, Theme } from '@mui/material/styles';
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

/**
 * Something that failed to load, said where it would have been, with a button to ask again (RETRY
 * unless `retryLabel` says otherwise). A warning when the rest of the page still works without it.
 */
export function RetryAlert({
  onRetry,
  children,
  severity = 'error',
  retryLabel = 'RETRY',
  sx,
}: {
  onRetry(): void;
  children: ReactNode;
  severity?: 'error' | 'warning';
  retryLabel?: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <Alert
      severity={severity}
      variant="outlined"
      sx={sx}
      action={
        <Button color="inherit" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
