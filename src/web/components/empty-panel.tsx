import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { paths } from '../config/paths.ts';
import { Link as RouterLink } from '../lib/router.tsx';

/**
 * A list with nothing in it: what it would hold, and what to do instead. `offerAssistant` adds the
 * AI concierge as a second way out, for a member with no plan yet (it finds nights with lists open).
 */
export function EmptyPanel({
  title,
  children,
  action,
  offerAssistant = false,
}: {
  title: string;
  children: ReactNode;
  action: ReactNode;
  offerAssistant?: boolean;
}) {
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: 6,
        px: 2,
        border: '1px dashed',
        borderColor: 'divider',
        borderRadius: 3,
      }}
    >
      <Typography variant="h2" component="h2" sx={{ mb: 1.5, color: 'primary.main' }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480, mx: 'auto', mb: 3 }}>
        {children}
      </Typography>
      {action}
      {offerAssistant && (
        <Box sx={{ mt: 3, pt: 3, borderTop: '1px solid', borderColor: 'divider', maxWidth: 360, mx: 'auto' }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            Not sure where to go? The concierge knows every list that is open.
          </Typography>
          <Button variant="outlined" component={RouterLink} to={paths.aiAssistant.getHref()}>
            ASK THE AI CONCIERGE
          </Button>
        </Box>
      )}
    </Box>
  );
}
