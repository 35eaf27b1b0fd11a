import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ARCHIVE_URL, getArchiveStatus, requestArchive } from '../api/your-data.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

const STATUS_KEY = ['your-data', 'archive'] as const;

function when(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/**
 * "Your data" on /profile (decision 042): ask for an archive of everything held about you, download
 * it once ready (for a week), or delete the account.
 */
export function YourDataSection() {
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: STATUS_KEY,
    queryFn: ({ signal }) => getArchiveStatus(signal),
    // While it is being prepared, look again now and then: the job takes seconds.
    refetchInterval: (query) => (query.state.data?.status === 'preparing' ? 5_000 : false),
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const archive = status.data;

  const ask = async () => {
    setBusy(true);
    setError(null);
    try {
      queryClient.setQueryData(STATUS_KEY, await requestArchive());
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'That did not work. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="section"
      aria-labelledby="your-data-title"
      sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 2, p: 2, display: 'grid', gap: 1.5 }}
    >
      <Typography id="your-data-title" component="h2" variant="h3" sx={{ fontSize: '0.95rem' }}>
        Your data
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Everything Nightlist holds about you, in one file: your profile, lists, passes, tables, payments,
        cashback, notifications and devices.
      </Typography>
      <Box role="status" aria-live="polite">
        {archive?.status === 'preparing' && (
          <Typography variant="body2">Preparing your file… We'll tell you when it's ready.</Typography>
        )}
        {archive?.status === 'failed' && (
          <Typography variant="body2" color="error">
            Your file could not be prepared. Please ask again.
          </Typography>
        )}
        {archive?.status === 'ready' && archive.expiresAt && (
          <Typography variant="body2">
            Your file is ready. You can download it until {when(archive.expiresAt)}.
          </Typography>
        )}
      </Box>
      {archive?.status === 'ready' ? (
        <Button
          variant="contained"
          href={ARCHIVE_URL}
          download="nightlist-data.json"
          startIcon={<DownloadIcon />}
          sx={{ minHeight: 44, justifySelf: 'start' }}
        >
          DOWNLOAD MY DATA
        </Button>
      ) : (
        <Button
          variant="outlined"
          onClick={ask}
          disabled={busy || archive?.status === 'preparing' || archive?.nextRequestAt != null}
          startIcon={<DownloadIcon />}
          sx={{ minHeight: 44, justifySelf: 'start' }}
        >
          {archive?.status === 'preparing' ? 'PREPARING…' : 'DOWNLOAD MY DATA'}
        </Button>
      )}
      {archive?.nextRequestAt && archive.status !== 'preparing' && (
        <Typography variant="body2" color="text.secondary">
          One file a day: you can ask again after {when(archive.nextRequestAt)}.
        </Typography>
      )}
      {error && (
        <Alert severity="error" variant="outlined">
          {error}
        </Alert>
      )}
      <Box sx={{ borderTop: '1px solid', borderColor: 'divider', pt: 1.5, display: 'grid', gap: 1 }}>
        <Typography variant="body2" color="text.secondary">
          Deleting your account is final: your name, number, email and Instagram are erased everywhere.
        </Typography>
        <Button
          color="error"
          variant="outlined"
          onClick={() => setDeleting(true)}
          sx={{ minHeight: 44, justifySelf: 'start' }}
        >
          DELETE ACCOUNT
        </Button>
      </Box>
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    </Box>
  );
}
