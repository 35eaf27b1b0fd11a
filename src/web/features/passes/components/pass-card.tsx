import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { Pass } from '../../../../shared/api/guestlist-schema.ts';
import { paths } from '../../../config/paths.ts';
import { formatClubTime } from '../../../lib/club-time.ts';
import { formatEventDate } from '../../../lib/event-date.ts';
import { Link as RouterLink } from '../../../lib/router.tsx';
import { partyLine } from '../pass-status.ts';
import { StatusChip } from './status-chip.tsx';

export function PassCard({ pass }: { pass: Pass }) {
  const { entry } = pass;
  return (
    <Card component="li" sx={{ listStyle: 'none', opacity: entry.status === 'cancelled' ? 0.7 : 1 }}>
      <CardActionArea component={RouterLink} to={paths.pass.getHref(pass.id)} sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1 }}>
          <Typography variant="h2" component="h3" sx={{ mr: 'auto', textTransform: 'uppercase' }}>
            {entry.club.name}
          </Typography>
          <StatusChip entry={entry} />
        </Box>
        <Typography sx={{ color: 'primary.main', fontWeight: 700 }}>{formatEventDate(entry.date)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {partyLine(entry)} · arrive before {formatClubTime(entry.closesAtInstant, entry.club.timeZone)}
        </Typography>
      </CardActionArea>
    </Card>
  );
}
