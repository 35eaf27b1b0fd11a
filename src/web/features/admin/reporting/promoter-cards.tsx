import FlagIcon from '@mui/icons-material/FlagOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { PromoterFigures } from '../../../../shared/api/promoter-schema.ts';
import { formatPhoneNumber } from '../../../../shared/phone.ts';
import type { PromoterRank, PromotersReport } from '../api/get-promoters-report.ts';
import { conversionText, count, earningsText, genderMix, selfCheckInsText } from './report-format.ts';

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
          {earningsText(f.earningsCents)}
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
      {f.selfCheckedIn > 0 && (
        <Typography
          variant="body2"
          sx={{ mt: 0.5, color: 'warning.main', display: 'flex', alignItems: 'center', gap: 0.5 }}
        >
          <FlagIcon fontSize="small" aria-hidden />
          {selfCheckInsText(f.selfCheckedIn)}
        </Typography>
      )}
    </Box>
  );
}

/** The ranking on a phone: one card per promoter, then the totals. */
export function PromoterCards({ report, legendId }: { report: PromotersReport; legendId: string }) {
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
