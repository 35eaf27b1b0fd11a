import Box from '@mui/material/Box';

/** One series of a chart: its name, its bar colour and a value per category. */
export interface ChartSeries {
  name: string;
  color: string;
  values: readonly (number | null)[];
}

const cell = {
  px: 1,
  py: 0.5,
  borderBottom: '1px solid',
  borderColor: 'divider',
  textAlign: 'right',
} as const;

/** The numbers behind a chart, one row per category, with totals when they add up. */
export function FiguresTable({
  caption,
  categories,
  series,
  format,
  totals,
  totalLabel = 'Total',
}: {
  caption: string;
  categories: readonly string[];
  series: readonly ChartSeries[];
  format: (value: number) => string;
  totals?: readonly (number | null)[];
  totalLabel?: string;
}) {
  const show = (value: number | null | undefined) =>
    value === null || value === undefined ? '—' : format(value);
  return (
    <Box sx={{ overflowX: 'auto', mt: 1 }}>
      <Box component="table" sx={{ borderCollapse: 'collapse', minWidth: '100%', fontSize: '0.875rem' }}>
        <Box component="caption" sx={{ textAlign: 'left', color: 'text.secondary', pb: 0.5 }}>
          {caption}: figures
        </Box>
        <thead>
          <tr>
            <Box component="th" scope="col" sx={{ ...cell, textAlign: 'left' }}>
              &nbsp;
            </Box>
            {series.map((s) => (
              <Box component="th" scope="col" key={s.name} sx={cell}>
                {s.name}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {categories.map((category, i) => (
            <tr key={category}>
              <Box
                component="th"
                scope="row"
                sx={{ ...cell, textAlign: 'left', fontWeight: 400, whiteSpace: 'nowrap' }}
              >
                {category}
              </Box>
              {series.map((s) => (
                <Box component="td" key={s.name} sx={cell}>
                  {show(s.values[i])}
                </Box>
              ))}
            </tr>
          ))}
        </tbody>
        {totals && (
          <tfoot>
            <tr>
              <Box component="th" scope="row" sx={{ ...cell, textAlign: 'left' }}>
                {totalLabel}
              </Box>
              {totals.map((total, k) => (
                <Box component="td" key={series[k]?.name ?? k} sx={{ ...cell, fontWeight: 700 }}>
                  {show(total)}
                </Box>
              ))}
            </tr>
          </tfoot>
        )}
      </Box>
    </Box>
  );
}
