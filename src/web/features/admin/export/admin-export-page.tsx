import Typography from '@mui/material/Typography';
import { AdminShell } from '../admin-shell.tsx';

/** Placeholder until export is built (issue 5). */
export function AdminExportPage() {
  return (
    <AdminShell title="EXPORT GUESTLIST">
      <Typography color="text.secondary">Being built.</Typography>
    </AdminShell>
  );
}
