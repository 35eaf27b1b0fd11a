import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useId } from 'react';
import type { AnalyticsReport, MetricFigure, VitalMetric } from '../../../../shared/api/analytics-schema.ts';
import { formatVital, RATING_COLORS, rateVital } from './vital-format.ts';

export const CORE_VITALS = ['LCP', 'INP', 'CLS'] as const satisfies readonly VitalMetric[];

const cell = {
  px: 1,
  py: 0.75,
  borderBottom: { xs: 0, sm: '1px solid' },
  borderColor: 'divider',
  textAlign: { xs: 'left', sm: 'right' },
  whiteSpace: 'nowrap',
} as const;

/**
 * On a phone each route is a stacked row: the route across, its four figures in columns under it,
 * each named by its column (the header row is there for screen readers only). The explicit roles keep
 * the table a table for them when the phone layout sets its parts to grid and block.
 */
const stacked = {
  display: { xs: 'block', sm: 'table' },
  '@media (max-width: 599.95px)': { '& thead': visuallyHidden },
  '& tbody': { display: { xs: 'grid', sm: 'table-row-group' }, gap: 1 },
  '& tbody tr': {
    display: { xs: 'grid', sm: 'table-row' },
    gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
    borderWidth: { xs: 1, sm: 0 },
    borderStyle: 'solid',
    borderColor: 'divider',
    borderRadius: 1,
  },
  '& tbody th': { gridColumn: '1 / -1', whiteSpace: 'normal', overflowWrap: 'anywhere' },
  '& tbody td::before': {
    content: { xs: 'attr(data-label)', sm: 'none' },
    display: 'block',
    fontSize: '0.7rem',
    letterSpacing: '0.06em',
    color: 'text.secondary',
  },
  '& tbody td': { px: { xs: 1, sm: 1 }, whiteSpace: { xs: 'normal', sm: 'nowrap' } },
} as const;

function VitalCell({ metric, figure }: { metric: VitalMetric; figure: MetricFigure | undefined }) {
  if (!figure || figure.p75 === null)
    return (
      <Box component="td" role="cell" data-label={metric} sx={{ ...cell, color: 'text.secondary' }}>
        —
      </Box>
    );
  const rating = rateVital(figure.metric, figure.p75);
  return (
    <Box component="td" role="cell" data-label={metric} sx={cell}>
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
        {/* The rating in words for screen readers; the dot only repeats it for the eye. */}
        <Box
          component="span"
          aria-hidden
          sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: RATING_COLORS[rating], flexShrink: 0 }}
        />
        <Box component="span" sx={{ fontWeight: 700 }}>
          {formatVital(figure.metric, figure.p75)}
        </Box>
        <Box component="span" sx={visuallyHidden}>
          {`, ${rating}`}
        </Box>
      </Box>
      <Box component="span" sx={{ display: 'block', fontSize: '0.75rem', color: 'text.secondary' }}>
        {/* The percentile is over visitors (one vote each), so that is the count that tells its weight. */}
        {`${figure.visitors.toLocaleString('en-US')} ${figure.visitors === 1 ? 'visitor' : 'visitors'}`}
      </Box>
    </Box>
  );
}

/** One row per route: page views and the range's 75th percentile of each Core Web Vital. */
export function SpeedTable({ report }: { report: AnalyticsReport }) {
  const noteId = useId();
  return (
    <>
      {/* Outside the scroller: as the table's caption it was as wide as the table, cut off on phones. */}
      <Typography id={noteId} variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        75th percentile per route over the range: three visitors in four were at least this fast (each visitor
        counts once a day, however many pages they load).
      </Typography>
      {/* position: relative keeps the visually hidden rating labels inside this scroller: positioned
          against the page instead, they sat past its right edge and widened the whole page on phones.
          Focusable, so the columns past a phone's edge can be scrolled to from the keyboard. */}
      <Box
        role="region"
        aria-label="Figures per route"
        tabIndex={0}
        sx={{ overflowX: 'auto', mb: 2, position: 'relative' }}
      >
        <Box
          component="table"
          aria-describedby={noteId}
          role="table"
          sx={{ borderCollapse: 'collapse', minWidth: '100%', fontSize: '0.875rem', ...stacked }}
        >
          <Box component="caption" sx={visuallyHidden}>
            Figures per route
          </Box>
          <Box component="thead" role="rowgroup">
            <Box component="tr" role="row">
              <Box component="th" role="columnheader" scope="col" sx={{ ...cell, textAlign: 'left' }}>
                Route
              </Box>
              <Box component="th" role="columnheader" scope="col" sx={cell}>
                Views
              </Box>
              {CORE_VITALS.map((metric) => (
                <Box component="th" role="columnheader" scope="col" key={metric} sx={cell}>
                  {metric}
                </Box>
              ))}
            </Box>
          </Box>
          <Box component="tbody" role="rowgroup">
            {report.routes.map((route) => (
              <Box component="tr" key={route.route} role="row">
                <Box
                  component="th"
                  role="rowheader"
                  scope="row"
                  sx={{ ...cell, textAlign: 'left', fontWeight: 400, fontFamily: 'monospace' }}
                >
                  {route.route}
                </Box>
                <Box component="td" role="cell" data-label="Views" sx={cell}>
                  {route.pageViews.toLocaleString('en-US')}
                </Box>
                {CORE_VITALS.map((metric) => (
                  <VitalCell
                    key={metric}
                    metric={metric}
                    figure={route.metrics.find((m) => m.metric === metric)}
                  />
                ))}
              </Box>
            ))}
          </Box>
        </Box>
      </Box>
    </>
  );
}
