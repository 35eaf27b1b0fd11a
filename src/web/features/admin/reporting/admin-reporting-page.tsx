import Typography from '@mui/material/Typography';
import { AdminShell } from '../admin-shell.tsx';

/** Placeholder until reporting is built (issue 5). */
export function AdminReportingPage() {
  return (
    <AdminShell title="REPORTING">
      <Typography color="text.secondary">Being built.</Typography>
    </AdminShell>
  );
}
