import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export function LegalPage({
  title,
  updated,
  children,
}: {
  title: string;
  updated?: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Box component="article" sx={{ maxWidth: 760, mx: 'auto', px: 2, py: 5 }}>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {title.toUpperCase()}
      </Typography>
      {updated && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 4 }}>
          Last updated {updated}
        </Typography>
      )}
      <Box sx={{ '& h2': { mt: 4, mb: 1 }, '& p, & li': { color: 'text.secondary', lineHeight: 1.7 } }}>
        {children}
      </Box>
    </Box>
  );
}
