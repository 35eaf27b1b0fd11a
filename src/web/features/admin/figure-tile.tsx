import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** One figure in a row of them (a `ul` of tiles): what it counts, the figure, and an optional detail. */
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
