import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AuditEntryView } from '../../../../shared/api/admin/staff-schema.ts';
import { formatPhoneNumber } from '../../../../shared/phone.ts';

const WHEN = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** One admin action: when (the admin's own clock), who, and what in a sentence. */
export function AuditEntryRow({ entry }: { entry: AuditEntryView }) {
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        display: 'grid',
        gap: { xs: 0.25, md: 2 },
        gridTemplateColumns: { xs: '1fr', md: '150px 220px minmax(0, 1fr)' },
        py: 1.25,
        borderBottom: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" color="text.secondary" component="time" dateTime={entry.at}>
        {WHEN.format(new Date(entry.at)).replace(',', '')}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }} title={formatPhoneNumber(entry.actor.phoneNumber)}>
        {entry.actor.name || formatPhoneNumber(entry.actor.phoneNumber)}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {entry.summary}
      </Typography>
    </Box>
  );
}
