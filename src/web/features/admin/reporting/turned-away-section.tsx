import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { AdminClub } from '../../../../shared/api/admin/clubs-schema.ts';
import { formatPhoneNumber } from '../../../../shared/phone.ts';
import { LoadingSpinner, RetryAlert } from '../../../components/load-states.tsx';
import type { ReportRange } from '../api/get-report.ts';
import { type TurnedAwayReport, useTurnedAway } from '../api/get-turned-away.ts';
import { formatNightDate } from '../night/night-date.ts';
import { count, partyIn, partyMakeUp } from './report-format.ts';
import { ReportSection } from './report-section.tsx';
import { EmptyNote } from './table-card.tsx';

const BROWSER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** `23:41`, or `Fri 01:10` when the report came in the day after the night, on the club's clock. */
function reportedAt(report: TurnedAwayReport, timeZone: string): string {
  const at = new Date(report.at);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);
  return new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
    ...(day === report.date ? {} : { weekday: 'short' }),
  }).format(at);
}

/** A line of a report's card: what it is, then the fact. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '112px minmax(0, 1fr)', gap: 1 }}>
      <Typography variant="body2" component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function ReportCard({ report, timeZone }: { report: TurnedAwayReport; timeZone: string }) {
  const phone = formatPhoneNumber(report.guest.phoneNumber);
  return (
    <Box
      component="li"
      aria-label={`${report.guest.name}, ${formatNightDate(report.date)}`}
      sx={(theme) => ({
        listStyle: 'none',
        p: 1.5,
        borderRadius: `${theme.cardRadius}px`,
        border: '1px solid',
        borderColor: 'divider',
        bgcolor: 'background.paper',
        minWidth: 0,
      })}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }}>
          {formatNightDate(report.date)} · {report.club.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          Reported {reportedAt(report, timeZone)}
        </Typography>
      </Box>
      <Typography component="h3" sx={{ fontWeight: 700, mt: 0.5, overflowWrap: 'anywhere' }}>
        {report.guest.name}
      </Typography>
      {phone && (
        <Link
          href={`tel:${report.guest.phoneNumber}`}
          color="text.secondary"
          variant="body2"
          sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
        >
          {phone}
        </Link>
      )}
      <Box component="dl" sx={{ display: 'grid', gap: 0.5, m: 0 }}>
        <Fact label="Party">
          <Box component="span" sx={{ fontWeight: 700 }}>
            {partyIn(report)}
          </Box>{' '}
          ({partyMakeUp(report)})
        </Fact>
        <Fact label="Promoter">{report.promoter ?? 'None: joined on their own'}</Fact>
        <Fact label="Door on duty">
          {report.doorOnDuty.length > 0
            ? report.doorOnDuty.join(', ')
            : 'Nobody checked anyone in that night'}
        </Fact>
      </Box>
      {report.note && (
        <Box
          component="blockquote"
          sx={{
            m: 0,
            mt: 1,
            pl: 1.5,
            borderLeft: '3px solid',
            borderColor: 'primary.main',
            overflowWrap: 'anywhere',
            whiteSpace: 'pre-line',
          }}
        >
          <Typography variant="body2">“{report.note}”</Typography>
        </Box>
      )}
    </Box>
  );
}

/** TURNED AWAY: guests who told the venue from their pass that the door did not let them in. */
export function TurnedAwaySection({
  range,
  enabled,
  clubs,
}: {
  range: ReportRange;
  enabled: boolean;
  /** For each club's time zone: a report's time is read on the club's clock. */
  clubs: readonly AdminClub[];
}) {
  const list = useTurnedAway(range, enabled);
  const data = list.data;
  const zoneOf = (clubId: string) => clubs.find((club) => club.id === clubId)?.timeZone ?? BROWSER_TIME_ZONE;
  const title =
    data && data.reports.length > 0 ? `TURNED AWAY (${count(data.reports.length)})` : 'TURNED AWAY';

  return (
    <ReportSection
      title={title}
      description="Guests who told you from their pass that the door turned them away, with who worked the door that night."
    >
      {enabled && list.isPending && <LoadingSpinner label="Loading the reports" py={4} />}
      {list.isError && !data && (
        <RetryAlert onRetry={() => void list.refetch()} sx={{ mb: 2 }}>
          {list.error.message}
        </RetryAlert>
      )}
      {data && data.reports.length === 0 && (
        <EmptyNote>No guest reported being turned away in this range.</EmptyNote>
      )}
      {data && data.reports.length > 0 && (
        <Box aria-busy={list.isFetching} sx={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          {data.truncated && (
            <Alert severity="warning" variant="outlined" sx={{ mb: 2 }}>
              Only the newest {count(data.reports.length)} reports are listed: pick a shorter range to see the
              rest.
            </Alert>
          )}
          <Box
            component="ul"
            aria-label="Turned away reports"
            sx={{
              p: 0,
              m: 0,
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {data.reports.map((report) => (
              <ReportCard key={report.id} report={report} timeZone={zoneOf(report.club.id)} />
            ))}
          </Box>
        </Box>
      )}
    </ReportSection>
  );
}
