import Typography from '@mui/material/Typography';
import { useLocation, useSearchParams } from 'react-router';
import type { EventDateState } from '../../app/paths.ts';
import { formatEventDate } from '../home/date-picker.tsx';
import { ComingSoonPage } from './coming-soon-page.tsx';

/** The date chosen on the home page: navigation state first (SPEC §2), then the address. */
function useSelectedEventDate(): string | null {
  const location = useLocation();
  const [params] = useSearchParams();
  const state = location.state as Partial<EventDateState> | null;
  return state?.selectedEventDate ?? params.get('date');
}

function ChosenNight() {
  const date = useSelectedEventDate();
  if (!date) return null;
  return (
    <Typography sx={{ mt: 2, color: 'primary.main', fontWeight: 700 }}>
      Your night: {formatEventDate(date)}
    </Typography>
  );
}

export function ReservePage() {
  return (
    <ComingSoonPage title="BOOK A TABLE">
      Table reservations open soon: choose your party size, arrival time and table, see the minimum spend and
      cancellation terms before you confirm, and earn cashback where the club offers it.
      <ChosenNight />
    </ComingSoonPage>
  );
}

export function ReservationPage() {
  return (
    <ComingSoonPage title="MY RESERVATION">
      Your reservation, its status history and the cashback it earns will show here.
    </ComingSoonPage>
  );
}

export function ScanPage() {
  return <ComingSoonPage title="DOOR SCANNER">Door staff will scan guests’ passes here.</ComingSoonPage>;
}

export function AdminDashboardPage() {
  return (
    <ComingSoonPage title="ADMIN PANEL">
      Clubs, guestlist dates, guestlists and reservations will be managed here.
      <span id="guestlist-availability" />
    </ComingSoonPage>
  );
}

export function AdminReportingPage() {
  return (
    <ComingSoonPage title="REPORTING">
      Sign-ups, check-ins, no-shows and spend per club, over time.
    </ComingSoonPage>
  );
}

export function AdminExportPage() {
  return (
    <ComingSoonPage title="EXPORT GUESTLIST">Guestlists as CSV and XLSX for the door team.</ComingSoonPage>
  );
}

export function AiAssistantPage() {
  return (
    <ComingSoonPage title="AI CONCIERGE">
      Ask where to go tonight, which lists are open and when they close.
    </ComingSoonPage>
  );
}
