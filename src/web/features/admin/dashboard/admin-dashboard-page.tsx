import Box from '@mui/material/Box';
import { useRef } from 'react';
import { LoadingSpinner } from '../../../components/load-states.tsx';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useLocation } from '../../../lib/router.tsx';
import { useFirstLoadSettled } from '../../../lib/use-first-load-settled.ts';
import { useHashAnchor } from '../../../lib/use-hash-anchor.ts';
import { AdminSection, AdminShell } from '../admin-shell.tsx';
import { AuditSection } from './audit-section.tsx';
import { ClubsSection } from './clubs-section.tsx';
import { GuestlistDatesSection } from './guestlist-dates-section.tsx';
import { NightSection } from './night-section.tsx';
import { SiteNoticeSection } from './site-notice-section.tsx';
import { StaffSection } from './staff-section.tsx';

/** The id the menu's GUESTLIST DATES item links to (SPEC §2). */
export const GUESTLIST_DATES_ANCHOR = 'guestlist-availability';

/** The dashboard's sections, top to bottom; each id is a link target (`#staff`). `platform`: admins only. */
const SECTIONS = [
  { id: 'tonight', title: 'GUESTLISTS AND RESERVATIONS', label: 'LISTS', Content: NightSection },
  { id: GUESTLIST_DATES_ANCHOR, title: 'GUESTLIST DATES', label: 'DATES', Content: GuestlistDatesSection },
  { id: 'clubs', title: 'CLUBS', label: 'CLUBS', Content: ClubsSection },
  { id: 'site-notice', title: 'SITE NOTICE', label: 'NOTICE', Content: SiteNoticeSection, platform: true },
  { id: 'staff', title: 'STAFF', label: 'STAFF', Content: StaffSection, platform: true },
  { id: 'audit', title: 'AUDIT LOG', label: 'AUDIT', Content: AuditSection },
];

/**
 * `/admin/dashboard`: clubs, their guestlist dates, a night's lists, the site notice, staff and the
 * audit log. The club and night the sections work on live in the address (useAdminSelection).
 * The site notice and staff lists are the platform's: a venue manager does not see them.
 */
export function AdminDashboardPage() {
  const { hash } = useLocation();
  const { isAdmin } = useAuth();
  // The sections load their data hidden and appear together, so none is pushed down by another.
  const ready = useFirstLoadSettled();
  // A link to a section (the menu's GUESTLIST DATES) lands there once the page is on screen, and
  // stays there while a section above that outlasted the wait finishes loading.
  const sections = useRef<HTMLDivElement>(null);
  useHashAnchor(hash, ready, sections);
  const shown = SECTIONS.filter((section) => isAdmin || !section.platform);

  return (
    // Seven screens of sections on a phone: each is a tap away in the bar.
    <AdminShell title="ADMIN PANEL" sections={shown}>
      {!ready && <LoadingSpinner label="Loading the dashboard" py={8} />}
      <Box ref={sections} sx={{ display: ready ? 'block' : 'none' }}>
        {shown.map(({ id, title, Content }) => (
          <AdminSection key={id} id={id} title={title}>
            <Content />
          </AdminSection>
        ))}
      </Box>
    </AdminShell>
  );
}
