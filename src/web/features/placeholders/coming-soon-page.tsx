import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** A route whose feature is not built yet: says what will be here, and offers a way back. */
export function ComingSoonPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, py: 6 }}>
      <Typography variant="overline" color="secondary">
        COMING SOON
      </Typography>
      <Typography variant="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Typography component="div" color="text.secondary" sx={{ mb: 4 }}>
        {children}
      </Typography>
      <Button variant="neon" component={RouterLink} to={paths.home.getHref()}>
        BACK TO GUESTLISTS
      </Button>
    </Box>
  );
}
