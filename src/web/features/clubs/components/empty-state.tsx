import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** SPEC §2: nothing listed for the chosen night; `action` offers to tell the visitor when lists open. */
export function EmptyState({ action }: { action: ReactNode }) {
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
        NO GUESTLISTS YET
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480, mx: 'auto', mb: 3 }}>
        Clubs only release guestlist spots when they need the capacity. Try another night, or check back later
        today.
      </Typography>
      {action}
    </Box>
  );
}
