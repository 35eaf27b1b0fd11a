import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from 'react';
import { paths } from '../../config/paths.ts';
import { NavLink } from '../../lib/nav-link.tsx';
import { Link as RouterLink } from '../../lib/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { accentText } from './accent.ts';

const NAV = [
  { label: 'DASHBOARD', href: paths.adminDashboard.getHref() },
  { label: 'REPORTING', href: paths.adminReporting.getHref() },
  { label: 'EXPORT', href: paths.adminExport.getHref() },
  { label: 'GUESTS', href: paths.adminGuests.getHref() },
  { label: 'TEAM', href: paths.adminTeam.getHref() },
  { label: 'DOOR', href: paths.scan.getHref() },
];

const HEADER_HEIGHT_VAR = '--admin-header-height';
/**
 * How far below the top of the window a section (or anything scrolled to) stops: under the sticky
 * admin bar, with a little air, so a jump to #guestlist-availability shows its title.
 */
export const ADMIN_SCROLL_MARGIN = `calc(var(${HEADER_HEIGHT_VAR}, 104px) + 12px)`;

/** The element's height, kept up to date (the admin bar wraps to two rows on narrow screens). */
function useHeight(ref: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setHeight(element.getBoundingClientRect().height);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return height;
}

/**
 * The admin area's frame (the site header and footer are hidden on /admin, SPEC §2): its own top
 * bar with the admin pages and a way back to the site. Works from a phone at the door up to a laptop.
 */
export function AdminShell({
  title,
  sections,
  children,
}: {
  title: string;
  /** The page's sections, as links under the bar: on a phone each is a tap away, not a long scroll. */
  sections?: readonly { id: string; label: string }[];
  children: ReactNode;
}) {
  useDocumentTitle(title);
  const header = useRef<HTMLElement>(null);
  const headerHeight = useHeight(header);
  return (
    // Sections scroll to below the sticky bar, whose height differs: two rows on a phone, one on a laptop.
    <Box sx={{ minHeight: '100vh', ...(headerHeight > 0 && { [HEADER_HEIGHT_VAR]: `${headerHeight}px` }) }}>
      <Box
        component="header"
        ref={header}
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 10,
          // Opaque: a translucent bar let the lists scrolling under it show through its links.
          bgcolor: 'background.default',
          borderBottom: '1px solid',
          borderColor: 'divider',
        }}
      >
        <Box
          sx={{
            maxWidth: 1280,
            mx: 'auto',
            px: 2,
            py: 1,
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            flexWrap: 'wrap',
          }}
        >
          <Button
            component={RouterLink}
            to={paths.home.getHref()}
            variant="ghost"
            size="small"
            startIcon={<ArrowBackIcon />}
            aria-label="Back to the site"
          >
            SITE
          </Button>
          <Typography
            sx={{ fontWeight: 700, letterSpacing: '0.18em', color: accentText, mr: 'auto' }}
            component="span"
          >
            NIGHTLIST ADMIN
          </Typography>
          <Box
            component="nav"
            aria-label="Admin"
            sx={{ display: 'flex', gap: 0.5, overflowX: 'auto', width: { xs: '100%', sm: 'auto' } }}
          >
            {NAV.map((item) => (
              <Button
                key={item.href}
                component={NavLink}
                to={item.href}
                end
                size="small"
                variant="ghost"
                sx={{
                  flexShrink: 0,
                  minWidth: 0,
                  // Six items fit a 390 px phone without scrolling: a touch smaller type there.
                  px: { xs: 0.375, sm: 1.5 },
                  fontSize: { xs: '0.75rem', sm: undefined },
                  letterSpacing: { xs: '0.02em', sm: undefined },
                  '&.active': { color: accentText, borderBottom: '2px solid' },
                }}
              >
                {item.label}
              </Button>
            ))}
          </Box>
        </Box>
        {sections && sections.length > 0 && <SectionLinks sections={sections} />}
      </Box>
      {/* The app's layout is the page's one <main>: this is a plain block inside it. */}
      <Box sx={{ maxWidth: 1280, mx: 'auto', px: 2, py: 3 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 3 }}>
          {title}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}

/** Links to the page's sections in a row that scrolls sideways, inside the sticky bar. */
function SectionLinks({ sections }: { sections: readonly { id: string; label: string }[] }) {
  return (
    <Box
      component="nav"
      aria-label="Sections"
      sx={{ maxWidth: 1280, mx: 'auto', px: 2, pb: 1, display: 'flex', gap: 1, overflowX: 'auto' }}
    >
      {sections.map((section) => (
        <Button
          key={section.id}
          href={`#${section.id}`}
          size="small"
          variant="outlined"
          color="inherit"
          sx={{
            flexShrink: 0,
            minHeight: 36,
            px: 1.5,
            borderRadius: 5,
            borderColor: 'divider',
            fontSize: '0.75rem',
            letterSpacing: '0.08em',
          }}
        >
          {section.label}
        </Button>
      ))}
    </Box>
  );
}

/** One titled section of an admin page; `id` makes it a link target (e.g. #guestlist-availability). */
export function AdminSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      sx={{ mb: 5, scrollMarginTop: ADMIN_SCROLL_MARGIN }}
    >
      <Typography id={`${id}-title`} variant="h2" sx={{ fontSize: '1.25rem', mb: 2, color: accentText }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
