import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Any address that matches no route: a 404 in the app's neon style, with a way back to the lists. */
export function NotFoundPage() {
  useDocumentTitle('Not found');
  return (
    <Box
      component="section"
      aria-labelledby="not-found-title"
      sx={{ maxWidth: 560, mx: 'auto', px: 2, py: { xs: 8, sm: 12 }, textAlign: 'center' }}
    >
      <Typography
        aria-hidden
        sx={(theme) => ({
          fontSize: { xs: '6rem', sm: '9rem' },
          fontWeight: 700,
          lineHeight: 1,
          letterSpacing: '0.06em',
          color: 'primary.main',
          textShadow: `0 0 12px ${theme.palette.primary.main}, 0 0 32px ${theme.palette.primary.main}`,
        })}
      >
        404
      </Typography>
      <Typography id="not-found-title" variant="h1" sx={{ mt: 3, mb: 2 }}>
        This page left the party.
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 5 }}>
        The address you followed doesn’t exist, or the night it was for is over. The guestlists are still
        open.
      </Typography>
      <Button variant="neon" size="large" component={RouterLink} to={paths.home.getHref()}>
        BACK TO GUESTLISTS
      </Button>
    </Box>
  );
}
