import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { AnalyticsDevice } from '../../../../shared/api/analytics-schema.ts';
import type { IsoDate } from '../../../../shared/dates.ts';
import { LoadingSpinner } from '../../../components/load-states.tsx';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { useAnalyticsReport } from '../api/get-analytics-report.ts';
import { BarChart } from './bar-chart.tsx';
import { ChartTabs } from './chart-tabs.tsx';
import { CORE_VITALS, SpeedTable } from './speed-table.tsx';
import { formatVital } from './vital-format.ts';

const VIEWS = '#00e5ff';
const METRIC_COLORS: Record<(typeof CORE_VITALS)[number], string> = {
  LCP: '#ff2d95',
  INP: '#b388ff',
  CLS: '#ffc107',
};
const METRIC_NAMES: Record<(typeof CORE_VITALS)[number], string> = {
  LCP: 'Largest Contentful Paint',
  INP: 'Interaction to Next Paint',
  CLS: 'Cumulative Layout Shift',
};
const SHORT = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'numeric', timeZone: 'UTC' });
const dayLabel = (date: string) => SHORT.format(new Date(`${date}T12:00:00Z`));
const count = (n: number) => Math.round(n).toLocaleString('en-US');

type DeviceChoice = AnalyticsDevice | 'all';

/**
 * SPEED: page views and the 75th percentile of the Core Web Vitals per route, measured in
 * visitors' browsers (self-hosted, nothing personal; Do-Not-Track and GPC visits are not counted).
 */
export function SpeedSection({ from, to, enabled }: { from: IsoDate; to: IsoDate; enabled: boolean }) {
  const headingId = useId();
  const [device, setDevice] = useState<DeviceChoice>('all');
  const [chosenRoute, setChosenRoute] = useState<string | null>(null);
  // The platform's own figures: a venue manager neither asks for them nor sees the section.
  const { isAdmin } = useAuth();
  const report = useAnalyticsReport(
    { from, to, device: device === 'all' ? null : device },
    enabled && isAdmin,
  );
  const routes = report.data?.routes ?? [];
  // The chosen route while it has data, else the most viewed one.
  const selected = routes.find((r) => r.route === chosenRoute) ?? routes[0];
  const days = selected?.days.map((d) => dayLabel(d.date)) ?? [];
  if (!isAdmin) return null;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography
        id={headingId}
        component="h2"
        variant="h6"
        sx={{ fontWeight: 800, letterSpacing: '0.08em', mb: 0.5 }}
      >
        SPEED
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Measured on visitors’ own phones and computers, for every club. Nothing personal is kept, and visitors
        who ask not to be tracked are not counted.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
        <TextField
          select
          label="Device"
          size="small"
          value={device}
          onChange={(event) => setDevice(event.target.value as DeviceChoice)}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="all">All devices</MenuItem>
          <MenuItem value="phone">Phones</MenuItem>
          <MenuItem value="desktop">Desktops</MenuItem>
        </TextField>
        {selected && (
          <TextField
            select
            label="Route"
            size="small"
            value={selected.route}
            onChange={(event) => setChosenRoute(event.target.value)}
            sx={{ minWidth: 240, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
          >
            {routes.map((r) => (
              <MenuItem key={r.route} value={r.route} sx={{ fontFamily: 'monospace' }}>
                {r.route}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Box>
      {enabled && report.isPending && <LoadingSpinner label="Loading speed figures" py={4} />}
      {report.isError && (
        <Alert severity="error" variant="outlined" sx={{ mb: 2 }}>
          {report.error.message}
        </Alert>
      )}
      {report.data && routes.length === 0 && (
        <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
          No page views or speed readings in this range yet.
        </Alert>
      )}
      {report.data && selected && (
        <Box aria-busy={report.isFetching} sx={{ opacity: report.isPlaceholderData ? 0.6 : 1 }}>
          <SpeedTable report={report.data} />
          <ChartTabs
            label="Charts per day"
            charts={[
              {
                tab: 'VIEWS',
                chart: (
                  <BarChart
                    title={`Page views per day · ${selected.route}`}
                    headingLevel="h3"
                    summary={`${count(selected.pageViews)} page views of ${selected.route} over ${days.length} days.`}
                    categories={days}
                    series={[
                      { name: 'Page views', color: VIEWS, values: selected.days.map((d) => d.pageViews) },
                    ]}
                    format={count}
                    totals={[selected.pageViews]}
                  />
                ),
              },
              ...CORE_VITALS.map((metric) => {
                const overall = selected.metrics.find((m) => m.metric === metric);
                const format = (value: number) => formatVital(metric, value);
                return {
                  tab: metric,
                  chart: (
                    <BarChart
                      title={`${metric} · 75th percentile per day`}
                      headingLevel="h3"
                      summary={
                        overall?.p75 == null
                          ? `No ${METRIC_NAMES[metric]} readings for ${selected.route} in this range.`
                          : `${METRIC_NAMES[metric]} on ${selected.route}: ${format(overall.p75)} at the 75th percentile of ${count(overall.visitors)} visitors over the range (${count(overall.samples)} readings).`
                      }
                      categories={days}
                      series={[
                        {
                          name: `${metric} p75`,
                          color: METRIC_COLORS[metric],
                          values: selected.days.map(
                            (d) => d.metrics.find((m) => m.metric === metric)?.p75 ?? null,
                          ),
                        },
                      ]}
                      format={format}
                      totals={[overall?.p75 ?? null]}
                      totalLabel="Whole range"
                    />
                  ),
                };
              }),
            ]}
          />
        </Box>
      )}
    </Box>
  );
}
