import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Everything the member is agreeing to, in one glance before the button. */
export function JoinSummary({ rows }: { rows: { label: string; value: ReactNode }[] }) {
  return (
    <Box
      component="section"
      aria-label="Summary"
      sx={{ p: 2, borderRadius: 2, bgcolor: 'background.paper', border: '1px solid', borderColor: 'divider' }}
    >
      <Typography sx={{ fontWeight: 700, letterSpacing: '0.1em', mb: 1 }}>SUMMARY</Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75 }}
      >
        {rows.map((row) => (
          <Box key={row.label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {row.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 700 }}>
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
