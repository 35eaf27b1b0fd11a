import { ComingSoonPage } from './coming-soon-page.tsx';

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
