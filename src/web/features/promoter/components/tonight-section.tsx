import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FlagIcon from '@mui/icons-material/FlagOutlined';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { addDays, isIsoDate } from '../../../../shared/dates.ts';
import { formatMoney } from '../../../../shared/money.ts';
import { ClubSelect } from '../../../components/club-select.tsx';
import { FigureTile, FigureTiles } from '../../../components/figure-tile.tsx';
import { LoadingSpinner, RetryAlert } from '../../../components/load-states.tsx';
import { formatEventDate } from '../../../lib/event-date.ts';
import { usePromoterNight } from '../api/get-promoter-night.ts';
import type { PromoterClub, PromoterFigures } from '../api/promoter-types.ts';
import { lowerRateNote, percent, selfCheckInsNote } from '../promoter-format.ts';
import type { PromoterSelection } from '../use-promoter-selection.ts';
import { AddGuestsDialog } from './add-guests-dialog.tsx';
import { GuestsList } from './guests-list.tsx';

function NightFigures({ figures }: { figures: PromoterFigures }) {
  const unknown = figures.unknownArrived > 0 ? `+${figures.unknownArrived} not known: lower rate` : undefined;
  return (
    <FigureTiles label="The night's figures" columns={3} from="sm">
      <FigureTile
        label="ON THE LIST"
        value={String(figures.people)}
        detail={`${figures.parties} ${figures.parties === 1 ? 'party' : 'parties'}`}
      />
      <FigureTile
        label="ARRIVED"
        value={String(figures.arrived)}
        detail={figures.selfCheckedIn > 0 ? `+${figures.selfCheckedIn} you checked in` : undefined}
      />
      <FigureTile label="CONVERSION" value={percent(figures.conversion)} />
      <FigureTile
        label="LADIES / MEN IN"
        value={`${figures.ladiesArrived} / ${figures.menArrived}`}
        detail={unknown}
      />
      <FigureTile
        label="EARNED"
        value={formatMoney(figures.earningsCents)}
        detail="for guests someone else on the door let in"
        tone="lead"
        wide
      />
    </FigureTiles>
  );
}

/**
 * TONIGHT: for a club and a night (tonight on the club's clock unless another is picked), the
 * promoter's figures and guests, refreshed live as the door lets them in; ADD GUESTS by name.
 */
export function TonightSection({
  clubs,
  selection,
}: {
  clubs: readonly PromoterClub[];
  selection: PromoterSelection & { club: PromoterClub };
}) {
  const titleId = useId();
  const { club, night, tonight, setClub, setNight } = selection;
  const nightQuery = usePromoterNight(club.id, night);
  const [adding, setAdding] = useState(false);
  const pages = nightQuery.data?.pages ?? [];
  const figures = pages[0]?.figures;
  const parties = pages.flatMap((page) => page.parties);
  const isTonight = night === tonight;
  const nightLabel = isTonight ? `Tonight, ${formatEventDate(night)}` : formatEventDate(night);

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={titleId} variant="h2" sx={{ mr: 'auto' }}>
          {isTonight ? 'TONIGHT' : 'THAT NIGHT'}
        </Typography>
        <Button variant="neon" startIcon={<PersonAddIcon />} onClick={() => setAdding(true)}>
          ADD GUESTS
        </Button>
      </Box>

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        {clubs.length > 1 && (
          <ClubSelect clubs={clubs} value={club.id} onChange={setClub} sx={{ flex: '1 1 220px' }} />
        )}
        <Box
          sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flex: { xs: '1 1 260px', sm: '0 1 340px' } }}
        >
          <IconButton aria-label="Previous night" onClick={() => setNight(addDays(night, -1))}>
            <ChevronLeftIcon />
          </IconButton>
          <TextField
            type="date"
            label="Night"
            value={night}
            onChange={(event) => {
              if (isIsoDate(event.target.value)) setNight(event.target.value);
            }}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ flex: 1 }}
          />
          <IconButton aria-label="Next night" onClick={() => setNight(addDays(night, 1))}>
            <ChevronRightIcon />
          </IconButton>
        </Box>
        {!isTonight && (
          <Button variant="ghost" onClick={() => setNight(tonight)}>
            TONIGHT
          </Button>
        )}
      </Box>
      <Typography sx={{ color: 'secondary.main', fontWeight: 700, mt: -1 }}>
        {clubs.length === 1 ? `${club.name} · ` : ''}
        {nightLabel}
      </Typography>

      {nightQuery.isPending ? (
        <LoadingSpinner label="Loading your guests" py={4} />
      ) : nightQuery.isError && !figures ? (
        <RetryAlert onRetry={() => void nightQuery.refetch()}>{nightQuery.error.message}</RetryAlert>
      ) : (
        <>
          {figures && <NightFigures figures={figures} />}
          {figures && figures.unknownArrived > 0 && (
            <Typography variant="body2" color="text.secondary">
              {lowerRateNote(figures.unknownArrived, club.rates)}
            </Typography>
          )}
          {figures && figures.selfCheckedIn > 0 && (
            <Alert severity="warning" variant="outlined" icon={<FlagIcon />}>
              {selfCheckInsNote(figures.selfCheckedIn)}
            </Alert>
          )}
          <Typography variant="body2" color="text.secondary">
            Live: arrivals show here as the door lets your guests in.
          </Typography>
          {parties.length === 0 ? (
            <Box
              sx={{
                textAlign: 'center',
                py: 4,
                px: 2,
                border: '1px dashed',
                borderColor: 'divider',
                borderRadius: 3,
              }}
            >
              <Typography color="text.secondary">
                No guests of yours on this night yet. Share your link, or add guests by name.
              </Typography>
            </Box>
          ) : (
            <GuestsList parties={parties} />
          )}
          {nightQuery.hasNextPage && (
            <Button
              variant="ghost"
              disabled={nightQuery.isFetchingNextPage}
              onClick={() => void nightQuery.fetchNextPage()}
            >
              {nightQuery.isFetchingNextPage ? 'LOADING...' : 'SHOW MORE GUESTS'}
            </Button>
          )}
        </>
      )}

      {adding && (
        <AddGuestsDialog
          clubId={club.id}
          clubName={club.name}
          night={night}
          nightLabel={nightLabel}
          allowance={club.guestAllowance}
          onClose={() => setAdding(false)}
        />
      )}
    </Box>
  );
}
