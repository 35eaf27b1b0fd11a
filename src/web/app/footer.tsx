import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '../config/paths.ts';
import { Link as RouterLink } from '../lib/router.tsx';

const LINKS = [
  { to: paths.terms.getHref(), label: 'Terms' },
  { to: paths.privacy.getHref(), label: 'Privacy' },
  { to: paths.about.getHref(), label: 'About us' },
  { to: paths.contact.getHref(), label: 'Contact us' },
];

export function Footer() {
  return (
    <Box
      component="footer"
      sx={{
        borderTop: '1px solid',
        borderColor: 'divider',
        mt: 6,
        pt: 3,
        // Clear of the home indicator and, in landscape, of the notch (the page draws edge to edge).
        pb: 'max(24px, env(safe-area-inset-bottom))',
      }}
    >
      <Box
        sx={{
          maxWidth: 1152,
          mx: 'auto',
          pl: 'max(16px, env(safe-area-inset-left))',
          pr: 'max(16px, env(safe-area-inset-right))',
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: 2,
          rowGap: 1,
          alignItems: 'center',
        }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto', textWrap: 'balance' }}>
          Nightlist · plan it, live it, earn from it.
        </Typography>
        {/* Each link is a 44 px tall thumb target; the first one's text lines up with the line above. */}
        <Box component="nav" aria-label="Footer" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mx: -1 }}>
          {LINKS.map((link) => (
            <Link
              key={link.to}
              component={RouterLink}
              to={link.to}
              color="text.secondary"
              underline="hover"
              variant="body2"
              sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, px: 1 }}
            >
              {link.label}
            </Link>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
