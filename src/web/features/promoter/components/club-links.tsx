import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type IsoDate, isIsoDate } from '../../../../shared/dates.ts';
import { shortNight } from '../../../lib/event-date.ts';
import { useMakePromoterLink } from '../api/make-promoter-link.ts';
import type { PromoterClub } from '../api/promoter-types.ts';
import { ratesLine } from '../promoter-format.ts';
import { LinkRow } from './link-row.tsx';

export interface ClubLinksProps {
  club: PromoterClub;
  /** Tonight on the club's clock: links for nights before it are no longer shown. */
  tonight: IsoDate;
  onNotice(message: string): void;
}

/**
 * One club's links: the one for every night (made on the first visit), and links for one night
 * each, made from a date. What an arrival earns there, too.
 */
export function ClubLinks({ club, tonight, onNotice }: ClubLinksProps) {
  const titleId = useId();
  const clubWide = club.links.find((link) => link.date === null);
  const nightLinks = club.links
    .filter((link) => link.date !== null && link.date >= tonight)
    .sort((a, b) => (a.date ?? '').localeCompare(b.date ?? ''));
  const make = useMakePromoterLink();
  const makeClubWide = useMakePromoterLink();
  const [night, setNight] = useState(tonight);
  const [nightError, setNightError] = useState<string | null>(null);
  const asked = useRef(false);

  // The link for every night is what a promoter shares most: it is there from the first visit.
  const { mutate: makeClubWideLink } = makeClubWide;
  useEffect(() => {
    if (clubWide || asked.current) return;
    asked.current = true;
    makeClubWideLink({ clubId: club.id });
  }, [clubWide, club.id, makeClubWideLink]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isIsoDate(night) || night < tonight) {
      setNightError('Pick tonight or a night ahead.');
      return;
    }
    setNightError(null);
    make.mutate(
      { clubId: club.id, date: night },
      { onSuccess: () => onNotice(`Link for ${shortNight(night)} ready`) },
    );
  };

  return (
    <Card component="section" aria-labelledby={titleId} sx={{ p: 2, display: 'grid', gap: 2 }}>
      <Box>
        <Typography id={titleId} variant="h3" component="h3" sx={{ textTransform: 'uppercase' }}>
          {club.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {ratesLine(club.rates)}
        </Typography>
      </Box>

      {clubWide ? (
        <LinkRow
          label="Every night"
          path={clubWide.path}
          shareText={`Get on the list at ${club.name}`}
          describe={`every night at ${club.name}`}
          onNotice={onNotice}
        />
      ) : makeClubWide.isError ? (
        <Alert
          severity="error"
          variant="outlined"
          action={
            <Button color="inherit" onClick={() => makeClubWide.mutate({ clubId: club.id })}>
              RETRY
            </Button>
          }
        >
          {makeClubWide.error.message}
        </Alert>
      ) : (
        <Typography color="text.secondary">Making your link…</Typography>
      )}

      <Box
        component="form"
        onSubmit={submit}
        noValidate
        aria-label={`Link for one night at ${club.name}`}
        sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <TextField
          type="date"
          label="Link for one night"
          value={night}
          onChange={(event) => setNight(event.target.value)}
          error={Boolean(nightError)}
          helperText={nightError ?? 'Opens that night’s list.'}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: tonight } }}
          sx={{ flex: { xs: '1 1 180px', sm: '0 1 240px' } }}
        />
        <Button type="submit" variant="neon" disabled={make.isPending} sx={{ minHeight: 56 }}>
          {make.isPending ? 'MAKING...' : 'MAKE LINK'}
        </Button>
      </Box>
      {make.isError && (
        <Alert severity="error" variant="outlined">
          {make.error.message}
        </Alert>
      )}

      {nightLinks.length > 0 && (
        <Box
          component="ul"
          aria-label={`Links for one night at ${club.name}`}
          sx={{ m: 0, p: 0, display: 'grid', gap: 2 }}
        >
          {nightLinks.map((link) => (
            <Box component="li" key={link.code} sx={{ listStyle: 'none' }}>
              <LinkRow
                label={shortNight(link.date!)}
                path={link.path}
                shareText={`Get on the list at ${club.name}, ${shortNight(link.date!)}`}
                describe={`${shortNight(link.date!)} at ${club.name}`}
                onNotice={onNotice}
              />
            </Box>
          ))}
        </Box>
      )}
    </Card>
  );
}
