// The guest book's pages in the admin frame: app/ puts the guest-book feature and the admin shell together.
import { AdminShell } from '../features/admin/admin-shell.tsx';
import { GuestBookList } from '../features/guest-book/guest-book-list.tsx';
import { GuestProfileView } from '../features/guest-book/guest-profile.tsx';

/** `/admin/guests`: the venue's guests (docs/decisions/040). */
export function AdminGuestsPage() {
  return (
    <AdminShell title="GUESTS">
      <GuestBookList />
    </AdminShell>
  );
}

/** `/admin/guests/:userId`: one guest's figures, promoters and nights. */
export function AdminGuestPage() {
  return (
    <AdminShell title="GUEST">
      <GuestProfileView />
    </AdminShell>
  );
}
