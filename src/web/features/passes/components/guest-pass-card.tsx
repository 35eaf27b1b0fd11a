import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { GuestPass } from '../../../../shared/api/guest-pass-schema.ts';
import { paths } from '../../../config/paths.ts';
import { formatEventDate } from '../../../lib/event-date.ts';
import { Link as RouterLink } from '../../../lib/router.tsx';

/** A guest pass the member claimed, in their list of passes (decision 039). */
export function GuestPassCard({ guest }: { guest: GuestPass }) {
  const voided = guest.status === 'cancelled' || guest.status === 'revoked';
  return (
    <Card component="li" sx={{ listStyle: 'none', opacity: voided ? 0.7 : 1 }}>
      <CardActionArea component={RouterLink} to={paths.guestPass.getHref(guest.id)} sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1 }}>
          <Typography variant="h2" component="h3" sx={{ mr: 'auto', textTransform: 'uppercase' }}>
            {guest.club.name}
          </Typography>
          <Chip size="small" label={voided ? 'Void' : guest.arrived ? 'Checked in' : 'Guest pass'} />
        </Box>
        <Typography sx={{ color: 'primary.main', fontWeight: 700 }}>{formatEventDate(guest.date)}</Typography>
        <Typography variant="body2" color="text.secondary">
          In {guest.inviterFirstName}’s party
        </Typography>
      </CardActionArea>
    </Card>
  );
}
