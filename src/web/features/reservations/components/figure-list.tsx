import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Labels and amounts in two columns, the amounts right-aligned in tabular figures. */
export function FigureList({ rows }: { rows: { label: string; value: string }[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        columnGap: 2,
        rowGap: 0.5,
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {row.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700, textAlign: 'right', whiteSpace: 'nowrap' }}>
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
