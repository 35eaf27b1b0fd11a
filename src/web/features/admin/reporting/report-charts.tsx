import type { Report } from '../../../../shared/api/admin/reports-schema.ts';
import { formatMoney } from '../../../../shared/money.ts';
import { FigureTile, FigureTiles } from '../../../components/figure-tile.tsx';
import { BarChart } from './bar-chart.tsx';
import { ChartTabs } from './chart-tabs.tsx';
import { ClubSpendList } from './club-spend-list.tsx';

const LADIES = '#ff2d95';
const MEN = '#4169e1';
const ACCENT = '#00e5ff';
const MUTED = '#9e9e9e';
const GOLD = '#ffc107';

const count = (n: number) => Math.round(n).toLocaleString('en-US');
const percent = (n: number) => `${Math.round(n * 100)}%`;
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
/** `11/26` for a night on the axis: short enough for a bar's width. */
const SHORT = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'numeric', timeZone: 'UTC' });
const nightLabel = (date: string) => SHORT.format(new Date(`${date}T12:00:00Z`));

/** The report's totals, then one chart per question a venue asks about its nights. */
export function ReportCharts({ report }: { report: Report }) {
  const nights = report.nights;
  const days = nights.map((n) => nightLabel(n.date));
  const t = report.totals;
  const ladies = nights.map((n) => n.ladies);
  const men = nights.map((n) => n.men);
  const rate = t.signUps > 0 ? t.arrived / t.signUps : null;
  return (
    <>
      <FigureTiles label="Totals" columns={6} sx={{ mb: 2 }}>
        <FigureTile label="SIGN-UPS" value={count(t.signUps)} />
        <FigureTile
          label="ARRIVED"
          value={`${count(t.arrived)}${rate === null ? '' : ` · ${percent(rate)}`}`}
        />
        <FigureTile label="NO-SHOWS" value={count(t.noShows)} />
        <FigureTile label="RESERVATIONS" value={`${count(t.reservations)} · ${count(t.completed)} done`} />
        <FigureTile label="SPEND" value={formatMoney(t.spendCents)} />
        <FigureTile label="CASHBACK" value={formatMoney(t.cashbackCents)} />
      </FigureTiles>
      <ChartTabs
        label="Charts per night"
        charts={[
          {
            tab: 'SIGN-UPS',
            chart: (
              <BarChart
                title="Sign-ups per night"
                summary={`${count(sum(ladies))} ladies and ${count(sum(men))} men signed up over ${nights.length} nights.`}
                categories={days}
                stacked
                series={[
                  { name: 'Ladies', color: LADIES, values: ladies },
                  { name: 'Men', color: MEN, values: men },
                  { name: 'Waitlisted', color: MUTED, values: nights.map((n) => n.waitlisted) },
                ]}
                format={count}
                totals={[sum(ladies), sum(men), sum(nights.map((n) => n.waitlisted))]}
              />
            ),
          },
          {
            tab: 'CHECK-INS',
            chart: (
              <BarChart
                title="Check-in rate per night"
                summary={
                  rate === null
                    ? 'Nobody signed up in this range.'
                    : `${percent(rate)} of the people signed up arrived overall.`
                }
                categories={days}
                series={[
                  { name: 'Arrived / signed up', color: ACCENT, values: nights.map((n) => n.checkInRate) },
                ]}
                format={percent}
                max={1}
                totals={[rate]}
              />
            ),
          },
          {
            tab: 'NO-SHOWS',
            chart: (
              <BarChart
                title="No-shows per night"
                summary={`${count(t.noShows)} no-shows: guestlist parties nobody of which arrived, and tables marked no-show.`}
                categories={days}
                series={[{ name: 'No-shows', color: MUTED, values: nights.map((n) => n.noShows) }]}
                format={count}
                totals={[t.noShows]}
              />
            ),
          },
          {
            tab: 'TABLES',
            chart: (
              <BarChart
                title="Reservations per night"
                summary={`${count(t.reservations)} table reservations over ${nights.length} nights.`}
                categories={days}
                series={[{ name: 'Reservations', color: GOLD, values: nights.map((n) => n.reservations) }]}
                format={count}
                totals={[t.reservations]}
              />
            ),
          },
        ]}
      />
      <ClubSpendList report={report} />
    </>
  );
}
