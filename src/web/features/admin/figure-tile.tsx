import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A row of FigureTiles, as a named list: two to a line on a phone, `columns` to a line from md up. */
export function FigureTiles({
  label,
  columns,
  children,
}: {
  label: string;
  columns: number;
  children: ReactNode;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        p: 0,
        m: 0,
        mb: 2,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: `repeat(${columns}, minmax(0, 1fr))` },
      }}
    >
      {children}
    </Box>
  );
}

/** One figure in a row of them (FigureTiles): what it counts, the figure, and an optional detail. */
export function FigureTile({
  label,
  value,
  detail,
  warn,
}: {
  label: string;
  value: string;
  detail?: string;
  /** Outlined in the warning colour (a night over its capacity). */
  warn?: boolean;
}) {
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        p: 1.5,
        borderRadius: 2,
        border: '1px solid',
        borderColor: warn ? 'warning.main' : 'divider',
        bgcolor: 'background.paper',
        minWidth: 0,
      }}
    >
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', letterSpacing: '0.08em' }}>
        {label}
      </Typography>
      <Typography component="p" sx={{ fontSize: '1.4rem', fontWeight: 700, lineHeight: 1.25 }}>
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
