import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../config/paths.ts';

const LINKS = [
  { to: paths.terms.getHref(), label: 'Terms' },
  { to: paths.privacy.getHref(), label: 'Privacy' },
  { to: paths.about.getHref(), label: 'About us' },
  { to: paths.contact.getHref(), label: 'Contact us' },
];

export function Footer() {
  return (
    <Box component="footer" sx={{ borderTop: '1px solid', borderColor: 'divider', mt: 6, py: 4 }}>
      <Box
        sx={{
          maxWidth: 1152,
          mx: 'auto',
          px: 2,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
        }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
          Nightlist · plan it, live it, earn from it.
        </Typography>
        <Box component="nav" aria-label="Footer" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {LINKS.map((link) => (
            <Link
              key={link.to}
              component={RouterLink}
              to={link.to}
              color="text.secondary"
              underline="hover"
              variant="body2"
            >
              {link.label}
            </Link>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
