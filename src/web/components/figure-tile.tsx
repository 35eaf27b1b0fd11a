import Box from '@mui/material/Box';
import type { Breakpoint, SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A row of FigureTiles, as a named list: two to a line on a phone, `columns` to a line from the
 * `from` breakpoint up (md unless said).
 */
export function FigureTiles({
  label,
  columns,
  from = 'md',
  sx,
  children,
}: {
  label: string;
  columns: number;
  from?: Breakpoint;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={[
        {
          p: 0,
          m: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            [from]: `repeat(${columns}, minmax(0, 1fr))`,
          },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
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
  tone,
  wide,
}: {
  label: string;
  value: string;
  detail?: string;
  /** Outlined in a colour: `warn` for a night over its capacity, `lead` for the figure that matters most. */
  tone?: 'warn' | 'lead';
  /** Takes the whole line on a phone and two columns from `sm` up (the money). */
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
        borderColor: tone === 'warn' ? 'warning.main' : tone === 'lead' ? 'primary.main' : 'divider',
        bgcolor: 'background.paper',
        minWidth: 0,
        gridColumn: wide ? { xs: '1 / -1', sm: 'span 2' } : undefined,
      }}
    >
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', letterSpacing: '0.08em' }}>
        {label}
      </Typography>
      <Typography
        component="p"
        sx={{ fontSize: wide ? '1.5rem' : '1.4rem', fontWeight: 700, lineHeight: 1.25 }}
      >
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
