import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A night's figures as a named list of tiles: two to a line on a phone. */
export function FigureTiles({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}

/** One figure: what it counts, the figure, an optional detail; `wide` spans the row (the money). */
export function FigureTile({
  label,
  value,
  detail,
  wide,
}: {
  label: string;
  value: string;
  detail?: string;
  wide?: boolean;
}) {
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        p: 1.5,
        borderRadius: 2,
        border: '1px solid',
        borderColor: wide ? 'primary.main' : 'divider',
        bgcolor: 'background.paper',
        minWidth: 0,
        gridColumn: wide ? { xs: '1 / -1', sm: 'span 2' } : undefined,
      }}
    >
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', letterSpacing: '0.08em' }}>
        {label}
      </Typography>
      <Typography component="p" sx={{ fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.25 }}>
        {value}
      </Typography>
      {detail && (
        <Typography variant="body2" color="text.secondary" component="p">
          {detail}
        </Typography>
      )}
    </Box>
  );
}
