import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AssistantNight } from '../../../../shared/api/assistant-schema.ts';
import type { ClubView } from '../../../../shared/api/clubs-schema.ts';
import type { Gender } from '../../../../shared/clubs.ts';
import type { IsoDate } from '../../../../shared/dates.ts';
import { ClubCard } from '../../../components/club-card.tsx';
import { formatEventDate } from '../../../lib/event-date.ts';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } } as const;

interface AnswerCardsProps {
  nights: AssistantNight[];
  gender: Gender;
  now: Date;
  onJoin: (club: ClubView, date: IsoDate) => void;
  onBook: (club: ClubView, date: IsoDate) => void;
}

/** The clubs an answer is about, per night, with the home page's cards (JOIN and BOOK included). */
export function AnswerCards({ nights, gender, now, onJoin, onBook }: AnswerCardsProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {nights.map((night) => (
        <Box component="section" key={night.date} aria-label={formatEventDate(night.date)}>
          <Typography
            component="h2"
            variant="overline"
            color="text.secondary"
            sx={{ display: 'block', mb: 1, letterSpacing: '0.12em' }}
          >
            {formatEventDate(night.date).toUpperCase()}
          </Typography>
          <Box sx={grid}>
            {night.clubs.map((club) => (
              <ClubCard
                key={club.id}
                club={club}
                date={night.date}
                gender={gender}
                now={now}
                onJoin={(c) => onJoin(c, night.date)}
                onBook={(c) => onBook(c, night.date)}
              />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
