import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { NavLink, Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const NAV = [
  { label: 'DASHBOARD', href: paths.adminDashboard.getHref() },
  { label: 'REPORTING', href: paths.adminReporting.getHref() },
  { label: 'EXPORT', href: paths.adminExport.getHref() },
  { label: 'TEAM', href: paths.adminTeam.getHref() },
  { label: 'DOOR', href: paths.scan.getHref() },
];

/**
 * The admin area's frame (the site header and footer are hidden on /admin, SPEC §2): its own top
 * bar with the admin pages and a way back to the site. Works from a phone at the door up to a laptop.
 */
export function AdminShell({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Box sx={{ minHeight: '100vh' }}>
      <Box
        component="header"
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 10,
          bgcolor: 'rgba(0,0,0,0.9)',
          backdropFilter: 'blur(8px)',
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
            sx={{ fontWeight: 700, letterSpacing: '0.18em', color: 'primary.main', mr: 'auto' }}
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
                  // Five items fit a 390 px phone without scrolling.
                  px: { xs: 0.5, sm: 1.5 },
                  '&.active': { color: 'primary.main', borderBottom: '2px solid' },
                }}
              >
                {item.label}
              </Button>
            ))}
          </Box>
        </Box>
      </Box>
      <Box component="main" sx={{ maxWidth: 1280, mx: 'auto', px: 2, py: 3 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 3 }}>
          {title}
        </Typography>
        {children}
      </Box>
    </Box>
  );
}

/** One titled section of an admin page; `id` makes it a link target (e.g. #guestlist-availability). */
export function AdminSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-title`} sx={{ mb: 5, scrollMarginTop: 96 }}>
      <Typography id={`${id}-title`} variant="h2" sx={{ fontSize: '1.25rem', mb: 2, color: 'primary.main' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
