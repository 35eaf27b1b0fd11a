import { AdminShell } from '../../features/admin/admin-shell.tsx';
import { GuestCarePanel } from '../../features/guest-book/guest-care-panel.tsx';
import { useParams } from '../../lib/router.tsx';

/**
 * `/admin/guest-care/:userId?club=`: a guest's tags, notes and ban at the club's venue, reached from
 * the night list (decision 041). The guest book's profile page shows the same panel.
 */
export function GuestCarePage() {
  const { userId } = useParams<'userId'>();
  return (
    <AdminShell title="Guest: tags, notes and ban">
      <GuestCarePanel userId={userId ?? ''} />
    </AdminShell>
  );
}
