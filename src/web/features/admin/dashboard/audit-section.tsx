import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LoadError, LoadingSpinner } from '../../../components/load-states.tsx';
import { useAuditLog } from '../api/get-audit-log.ts';
import { AuditEntryRow } from '../audit/audit-entry-row.tsx';

/** AUDIT LOG: every admin action, newest first, a page at a time. */
export function AuditSection() {
  const log = useAuditLog();
  if (log.isPending) return <LoadingSpinner label="Loading the audit log" py={3} />;
  if (log.isError)
    return (
      <LoadError message={log.error.message}>
        <Button variant="ghost" onClick={() => log.refetch()}>
          TRY AGAIN
        </Button>
      </LoadError>
    );
  const entries = log.data.pages.flatMap((page) => page.entries);
  if (entries.length === 0) return <Typography color="text.secondary">No admin actions yet.</Typography>;
  return (
    <Box>
      <Box
        aria-hidden
        sx={{
          display: { xs: 'none', md: 'grid' },
          gridTemplateColumns: '150px 220px minmax(0, 1fr)',
          gap: 2,
          pb: 1,
          borderBottom: '1px solid',
          borderColor: 'divider',
          color: 'text.secondary',
          fontSize: '0.75rem',
          letterSpacing: '0.08em',
        }}
      >
        <span>WHEN</span>
        <span>WHO</span>
        <span>WHAT</span>
      </Box>
      <Box component="ul" aria-label="Audit log" sx={{ p: 0, m: 0 }}>
        {entries.map((entry) => (
          <AuditEntryRow key={entry.id} entry={entry} />
        ))}
      </Box>
      {log.hasNextPage && (
        <Button
          variant="ghost"
          onClick={() => log.fetchNextPage()}
          disabled={log.isFetchingNextPage}
          sx={{ mt: 2 }}
        >
          {log.isFetchingNextPage ? 'LOADING...' : 'LOAD MORE'}
        </Button>
      )}
      {log.isFetchNextPageError && (
        <Typography color="error" role="alert" sx={{ mt: 1 }}>
          Could not load more entries. Check the connection and try LOAD MORE again.
        </Typography>
      )}
    </Box>
  );
}
