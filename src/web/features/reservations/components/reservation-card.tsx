import TableBarIcon from '@mui/icons-material/TableBarOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { Reservation } from '../../../../shared/api/reservation-schema.ts';
import { ReservationStatusChip } from '../../../components/reservation-status-chip.tsx';
import { paths } from '../../../config/paths.ts';
import { formatEventDate } from '../../../lib/event-date.ts';
import { arrivalLabel } from '../../../lib/reservation-time.ts';
import { Link as RouterLink } from '../../../lib/router.tsx';
import { depositAction } from '../deposit-summary.ts';

/** A reservation among the passes: the same card shape, marked as a table. */
export function ReservationCard({ reservation }: { reservation: Reservation }) {
  const ended = ['cancelled', 'declined', 'no_show'].includes(reservation.status);
  const { partySize } = reservation;
  return (
    <Card component="li" sx={{ listStyle: 'none', opacity: ended ? 0.7 : 1 }}>
      <CardActionArea component={RouterLink} to={paths.reservation.getHref(reservation.id)} sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1 }}>
          <Typography variant="h2" component="h3" sx={{ mr: 'auto', textTransform: 'uppercase' }}>
            {reservation.club.name}
          </Typography>
          <ReservationStatusChip status={reservation.status} />
        </Box>
        <Typography sx={{ color: 'primary.main', fontWeight: 700 }}>
          {formatEventDate(reservation.date)}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
        >
          <TableBarIcon fontSize="small" aria-hidden />
          {reservation.tableType?.name ?? 'Table'} · party of {partySize} · arrive{' '}
          {arrivalLabel(reservation.arrivalTime)}
        </Typography>
        {depositAction(reservation) && (
          <Typography variant="body2" sx={{ color: 'warning.main', fontWeight: 700, mt: 0.5 }}>
            Deposit to pay: the club confirms once it is paid
          </Typography>
        )}
      </CardActionArea>
    </Card>
  );
}
