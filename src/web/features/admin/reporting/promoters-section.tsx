import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { PromoterFigures } from '../../../../shared/api/promoter-schema.ts';
import { formatPhoneNumber } from '../../../../shared/phone.ts';
import { LoadingSpinner, RetryAlert } from '../../../components/load-states.tsx';
import { paths } from '../../../config/paths.ts';
import { Link as RouterLink } from '../../../lib/router.tsx';
import {
  type PromotersReport,
  promotersExportHref,
  usePromotersReport,
} from '../api/get-promoters-report.ts';
import type { ReportRange } from '../api/get-report.ts';
import { DownloadCsvButton } from './download-csv-button.tsx';
import { PromoterCards } from './promoter-cards.tsx';
import {
  conversionText,
  count,
  earningsText,
  plural,
  SELF_CHECK_INS_EXPLAINED,
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
  const showSelf = (data?.totals.selfCheckedIn ?? 0) > 0;
  const selfLegendId = useId();

  return (
    <ReportSection
      title="PROMOTERS"
      description="Ranked by guests through the door. Pay counts arrivals only, at each club’s promoter pay (set in the club editor), and never guests a promoter checked in at the door themselves."
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
            <PromotersTable
              report={data}
              showUnknown={showUnknown}
              legendId={legendId}
              selfLegendId={showSelf ? selfLegendId : undefined}
            />
          </Box>
          <Box sx={{ display: { xs: 'block', md: 'none' } }}>
            <PromoterCards report={data} legendId={legendId} />
          </Box>
          {showUnknown && (
            <Typography id={legendId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {UNKNOWN_EXPLAINED}
            </Typography>
          )}
          {showSelf && (
            <Typography id={selfLegendId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {SELF_CHECK_INS_EXPLAINED}
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
  selfLegendId,
}: {
  report: PromotersReport;
  showUnknown: boolean;
  legendId: string;
  /** The legend's id, when some promoter checked guests in themselves. */
  selfLegendId: string | undefined;
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
      <Box
        component="td"
        sx={{
          ...cell,
          color: f.selfCheckedIn > 0 ? 'warning.main' : undefined,
          fontWeight: f.selfCheckedIn > 0 ? 700 : undefined,
        }}
      >
        {count(f.selfCheckedIn)}
      </Box>
      <Box component="td" sx={{ ...cell, fontWeight: strong ? 800 : 700 }}>
        {earningsText(f.earningsCents)}
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
          <Box component="th" scope="col" sx={cell} aria-describedby={selfLegendId}>
            Self check-ins
          </Box>
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
