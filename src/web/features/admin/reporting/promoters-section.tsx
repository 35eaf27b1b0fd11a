import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useId } from 'react';
import type { PromoterFigures } from '../../../../shared/api/promoter-schema.ts';
import { formatPhoneNumber } from '../../../../shared/phone.ts';
import { LoadingSpinner, RetryAlert } from '../../../components/load-states.tsx';
import { paths } from '../../../config/paths.ts';
import { Link as RouterLink } from '../../../lib/router.tsx';
import {
  type PromoterRank,
  type PromotersReport,
  promotersExportHref,
  usePromotersReport,
} from '../api/get-promoters-report.ts';
import type { ReportRange } from '../api/get-report.ts';
import { DownloadCsvButton } from './download-csv-button.tsx';
import {
  conversionText,
  count,
  earningsText,
  genderMix,
  plural,
  UNKNOWN_EXPLAINED,
} from './report-format.ts';
import { ReportSection } from './report-section.tsx';
import { TableCard } from './table-card.tsx';

const cell = {
  px: 1,
  py: 1,
  borderBottom: '1px solid',
  borderColor: 'divider',
  textAlign: 'right',
  whiteSpace: 'nowrap',
  verticalAlign: 'top',
} as const;

/**
 * PROMOTERS: who brought guests over the range, ranked by people through the door (the server's
 * order), with what each earned at the clubs' rates; the same ranking downloads as a CSV file.
 * A table on a laptop, one card per promoter on a phone.
 */
export function PromotersSection({ range, enabled }: { range: ReportRange; enabled: boolean }) {
  const report = usePromotersReport(range, enabled);
  const legendId = useId();
  const data = report.data;
  const showUnknown = (data?.totals.unknownArrived ?? 0) > 0;

  return (
    <ReportSection
      title="PROMOTERS"
      description="Ranked by guests through the door. Pay counts arrivals only, at each club’s promoter pay (set in the club editor)."
      action={<DownloadCsvButton href={enabled ? promotersExportHref(range) : null} />}
    >
      {enabled && report.isPending && <LoadingSpinner label="Loading the promoters" py={4} />}
      {report.isError && !data && (
        <RetryAlert onRetry={() => void report.refetch()} sx={{ mb: 2 }}>
          {report.error.message}
        </RetryAlert>
      )}
      {data && data.promoters.length === 0 && (
        <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
          No promoter brought guests in this range. Promoters join on the{' '}
          <Link component={RouterLink} to={paths.adminTeam.getHref()} color="inherit">
            TEAM
          </Link>{' '}
          page and share their own links.
        </Alert>
      )}
      {data && data.promoters.length > 0 && (
        <Box aria-busy={report.isFetching} sx={{ opacity: report.isPlaceholderData ? 0.6 : 1 }}>
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <PromotersTable report={data} showUnknown={showUnknown} legendId={legendId} />
          </Box>
          <Box sx={{ display: { xs: 'block', md: 'none' } }}>
            <PromoterCards report={data} legendId={legendId} />
          </Box>
          {showUnknown && (
            <Typography id={legendId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {UNKNOWN_EXPLAINED}
            </Typography>
          )}
        </Box>
      )}
    </ReportSection>
  );
}

function PromotersTable({
  report,
  showUnknown,
  legendId,
}: {
  report: PromotersReport;
  showUnknown: boolean;
  legendId: string;
}) {
  const t = report.totals;
  const figures = (f: PromoterFigures, strong: boolean) => (
    <>
      <Box component="td" sx={cell}>
        {count(f.people)}
        <Box component="span" sx={{ display: 'block', fontSize: '0.75rem', color: 'text.secondary' }}>
          {plural(f.parties, 'party', 'parties')}
        </Box>
      </Box>
      <Box component="td" sx={{ ...cell, fontWeight: 700 }}>
        {count(f.arrived)}
      </Box>
      <Box component="td" sx={cell}>
        {conversionText(f.conversion)}
      </Box>
      <Box component="td" sx={cell}>
        {count(f.ladiesArrived)}
      </Box>
      <Box component="td" sx={cell}>
        {count(f.menArrived)}
      </Box>
      {showUnknown && (
        <Box component="td" sx={cell}>
          {count(f.unknownArrived)}
        </Box>
      )}
      <Box component="td" sx={{ ...cell, fontWeight: strong ? 800 : 700 }}>
        {earningsText(f.earnings)}
      </Box>
    </>
  );
  return (
    <TableCard
      label="Promoters ranking"
      caption={
        <>
          Promoters ranked by arrivals, {report.from} to {report.to}
        </>
      }
    >
      <thead>
        <tr>
          <Box component="th" scope="col" sx={{ ...cell, width: 40 }}>
            #
          </Box>
          <Box component="th" scope="col" sx={{ ...cell, textAlign: 'left' }}>
            Promoter
          </Box>
          <Box component="th" scope="col" sx={cell}>
            On the list
          </Box>
          <Box component="th" scope="col" sx={cell}>
            Arrived
          </Box>
          <Box component="th" scope="col" sx={cell}>
            Conversion
          </Box>
          <Box component="th" scope="col" sx={cell}>
            Ladies
          </Box>
          <Box component="th" scope="col" sx={cell}>
            Men
          </Box>
          {showUnknown && (
            <Box component="th" scope="col" sx={cell} aria-describedby={legendId}>
              Unknown*
            </Box>
          )}
          <Box component="th" scope="col" sx={cell}>
            Earnings
          </Box>
        </tr>
      </thead>
      <tbody>
        {report.promoters.map((row, index) => (
          <tr key={row.promoter.id}>
            <Box component="td" sx={{ ...cell, color: 'text.secondary' }}>
              {index + 1}
            </Box>
            <Box component="th" scope="row" sx={{ ...cell, textAlign: 'left', whiteSpace: 'normal' }}>
              <Box component="span" sx={{ display: 'block', fontWeight: 700, overflowWrap: 'anywhere' }}>
                {row.promoter.name}
              </Box>
              <Box
                component="span"
                sx={{ display: 'block', fontWeight: 400, fontSize: '0.75rem', color: 'text.secondary' }}
              >
                {formatPhoneNumber(row.promoter.phoneNumber)}
              </Box>
            </Box>
            {figures(row.figures, false)}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <Box component="td" sx={cell} />
          <Box component="th" scope="row" sx={{ ...cell, textAlign: 'left' }}>
            Total
          </Box>
          {figures(t, true)}
        </tr>
      </tfoot>
    </TableCard>
  );
}

/** A figure on a promoter's card: what it counts above, the figure below. */
function CardFigure({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" component="dt" sx={{ color: 'text.secondary', letterSpacing: '0.06em' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
        {value}
      </Typography>
    </Box>
  );
}

function PromoterCard({
  rank,
  title,
  phone,
  figures: f,
  legendId,
  total,
}: {
  rank: number | null;
  title: string;
  phone: string | null;
  figures: PromoterFigures;
  legendId: string;
  total?: boolean;
}) {
  return (
    <Box
      component={total ? 'div' : 'li'}
      aria-label={title}
      sx={(theme) => ({
        listStyle: 'none',
        p: 1.5,
        borderRadius: `${theme.cardRadius}px`,
        border: '1px solid',
        borderColor: total ? 'text.secondary' : 'divider',
        bgcolor: 'background.paper',
      })}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
        {rank !== null && (
          <Typography component="span" color="text.secondary" sx={{ fontWeight: 700 }}>
            #{rank}
          </Typography>
        )}
        <Typography
          component="h3"
          sx={{ fontWeight: 700, minWidth: 0, overflowWrap: 'anywhere', mr: 'auto' }}
        >
          {title}
        </Typography>
        <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.15rem', whiteSpace: 'nowrap' }}>
          <Box component="span" sx={visuallyHidden}>
            Earned{' '}
          </Box>
          {earningsText(f.earnings)}
        </Typography>
      </Box>
      {phone && (
        <Typography variant="body2" color="text.secondary">
          {phone}
        </Typography>
      )}
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1, m: 0, mt: 1 }}
      >
        <CardFigure label="ON THE LIST" value={count(f.people)} />
        <CardFigure label="ARRIVED" value={count(f.arrived)} />
        <CardFigure label="CONVERSION" value={conversionText(f.conversion)} />
      </Box>
      <Typography
        variant="body2"
        sx={{ mt: 1 }}
        aria-describedby={f.unknownArrived > 0 ? legendId : undefined}
      >
        <Box component="span" sx={{ color: 'text.secondary' }}>
          Arrived:{' '}
        </Box>
        {genderMix(f)}
        {f.unknownArrived > 0 ? '*' : ''}
      </Typography>
    </Box>
  );
}

function PromoterCards({ report, legendId }: { report: PromotersReport; legendId: string }) {
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box component="ol" aria-label="Promoters ranking" sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}>
        {report.promoters.map((row: PromoterRank, index) => (
          <PromoterCard
            key={row.promoter.id}
            rank={index + 1}
            title={row.promoter.name}
            phone={formatPhoneNumber(row.promoter.phoneNumber)}
            figures={row.figures}
            legendId={legendId}
          />
        ))}
      </Box>
      {report.promoters.length > 1 && (
        <PromoterCard
          rank={null}
          title="All promoters"
          phone={null}
          figures={report.totals}
          legendId={legendId}
          total
        />
      )}
    </Box>
  );
}
