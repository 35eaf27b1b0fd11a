import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { GuestFigures } from '../../../shared/api/admin/guest-book-schema.ts';
import { formatMoney } from '../../../shared/money.ts';
import { formatPhoneNumber } from '../../../shared/phone.ts';
import { FigureTile, FigureTiles } from '../../components/figure-tile.tsx';
import { LoadingSpinner } from '../../components/load-states.tsx';
import { paths } from '../../config/paths.ts';
import { Link as RouterLink, useParams, useSearchParams } from '../../lib/router.tsx';
import { useGuestNights, useGuestProfile } from './api.ts';
import { GuestCarePanel } from './guest-care-panel.tsx';
import { partyMix, visitDate } from './guest-format.ts';

const STATUS: Record<string, string> = {
  confirmed: 'Confirmed',
  waitlisted: 'Waitlisted',
  cancelled: 'Cancelled',
  requested: 'Requested',
  declined: 'Declined',
  completed: 'Completed',
  no_show: 'No-show',
};

function Figures({ figures }: { figures: GuestFigures }) {
  const noShows = figures.guestlistNoShows + figures.tableNoShows;
  return (
    <FigureTiles label="Figures" columns={4} sx={{ mb: 3 }}>
      <FigureTile
        label="VISITS"
        value={String(figures.visits)}
        detail={`${figures.arrivedPeople} people arrived`}
        tone="lead"
      />
      <FigureTile
        label="NO-SHOWS"
        value={String(noShows)}
        detail={`${figures.cancellations} cancelled`}
        tone={noShows >= 2 ? 'warn' : undefined}
      />
      <FigureTile
        label="TABLES"
        value={String(figures.tables)}
        detail={`${figures.tableNoShows} table no-shows`}
      />
      <FigureTile
        label="SPEND"
        value={formatMoney(figures.spendCents, { short: true })}
        detail={`${formatMoney(figures.depositsKeptCents, { short: true })} deposits kept`}
      />
      <FigureTile label="CASHBACK EARNED" value={formatMoney(figures.cashbackCents, { short: true })} />
      <FigureTile label="FIRST VISIT" value={figures.firstVisit ? visitDate(figures.firstVisit) : '–'} />
      <FigureTile label="LAST VISIT" value={figures.lastVisit ? visitDate(figures.lastVisit) : '–'} />
      <FigureTile label="TYPICAL PARTY" value={partyMix(figures)} />
    </FigureTiles>
  );
}

/** A guest's page in the guest book: what they did at these clubs, with whom, night by night. */
export function GuestProfileView() {
  const { userId = '' } = useParams<'userId'>();
  const [search] = useSearchParams();
  const clubId = search.get('clubId');
  const profile = useGuestProfile(userId, clubId);
  const nights = useGuestNights(userId, clubId);
  const rows = nights.data?.pages.flatMap((page) => page.nights) ?? [];

  return (
    <Box>
      <Button
        component={RouterLink}
        to={paths.adminGuests.getHref()}
        variant="ghost"
        startIcon={<ArrowBackIcon />}
        sx={{ minHeight: 44, mb: 1 }}
      >
        ALL GUESTS
      </Button>
      {profile.isPending && <LoadingSpinner label="Loading the guest" py={6} />}
      {profile.isError && (
        <Alert severity="error" variant="outlined">
          {profile.error.message}
        </Alert>
      )}
      {profile.data && (
        <>
          <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
            {profile.data.guest.name}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 2 }}>
            {formatPhoneNumber(profile.data.guest.phoneNumber)} · at {profile.data.scope.name}
          </Typography>
          <Figures figures={profile.data.guest.figures} />
          <GuestCarePanel userId={userId} clubId={clubId} />
          <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
            Came with
          </Typography>
          {profile.data.promoters.length === 0 ? (
            <Typography sx={{ color: 'text.secondary', mb: 3 }}>
              No promoter: they came on their own.
            </Typography>
          ) : (
            <Box component="ul" sx={{ pl: 2.5, mt: 0, mb: 3 }}>
              {profile.data.promoters.map((promoter) => (
                <li key={promoter.name}>
                  {promoter.name} · {promoter.nights} {promoter.nights === 1 ? 'night' : 'nights'}
                </li>
              ))}
            </Box>
          )}
        </>
      )}
      <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
        Nights
      </Typography>
      {nights.isError && !profile.isError && (
        <Alert severity="error" variant="outlined">
          {nights.error.message}
        </Alert>
      )}
      <Box component="ul" aria-label="Nights" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((night) => (
          <Box
            component="li"
            key={`${night.date}-${night.kind}-${night.club.id}-${night.status}`}
            sx={{ py: 1.25, borderBottom: '1px solid', borderColor: 'divider', display: 'flex', gap: 1.5 }}
          >
            <Typography sx={{ fontVariantNumeric: 'tabular-nums', minWidth: 96 }}>
              {visitDate(night.date)}
            </Typography>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {night.kind === 'table' ? 'Table' : 'Guestlist'} · {STATUS[night.status] ?? night.status}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {night.club.name}
                {night.kind === 'guestlist' && ` · ${night.ladies} ladies, ${night.men} men`}
                {night.arrivedPeople > 0 && ` · ${night.arrivedPeople} arrived`}
                {night.promoter && ` · with ${night.promoter}`}
                {night.spendCents !== null && ` · ${formatMoney(night.spendCents, { short: true })}`}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
      {nights.hasNextPage && (
        <Button
          variant="ghost"
          fullWidth
          onClick={() => nights.fetchNextPage()}
          disabled={nights.isFetchingNextPage}
          sx={{ mt: 2, minHeight: 44, border: '1px solid', borderColor: 'divider' }}
        >
          {nights.isFetchingNextPage ? 'LOADING…' : 'EARLIER NIGHTS'}
        </Button>
      )}
    </Box>
  );
}
