import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type Ref, useState } from 'react';
import { formatPhoneNumber } from '../../../../shared/phone.ts';
import type { AddGuestsResult, NewGuest } from '../api/promoter-types.ts';
import { type GuestTextLine, guestTextLine } from '../promoter-format.ts';

const OUTCOME: Record<AddGuestsResult['results'][number]['outcome'], { label: string; color: string }> = {
  added: { label: 'On the list', color: 'success.main' },
  waitlisted: { label: 'Waitlisted', color: 'warning.main' },
  'already-on': { label: 'Already on the list', color: 'text.secondary' },
  refused: { label: 'Not added', color: 'error.main' },
};

const TEXT_TONE: Record<GuestTextLine['tone'], string> = {
  ok: 'text.secondary',
  later: 'warning.light',
  not: 'warning.light',
};

/** Whether the guest's pass was texted, when it will be, or why it won't (they are on the list). */
function TextLine({ line }: { line: GuestTextLine }) {
  return (
    <Typography variant="body2" sx={{ color: TEXT_TONE[line.tone], overflowWrap: 'anywhere' }}>
      {line.text}
    </Typography>
  );
}

/** After sending: each guest's outcome, their text, and the allowance left for the night. */
export function AddGuestsResults({
  done,
  headingRef,
}: {
  done: { sent: NewGuest[]; result: AddGuestsResult };
  headingRef: Ref<HTMLHeadingElement>;
}) {
  const { sent, result } = done;
  const [now] = useState(() => Date.now());
  const left = Math.max(0, result.allowance - result.used);
  const counts = result.results.reduce<Record<string, number>>((all, r) => {
    all[r.outcome] = (all[r.outcome] ?? 0) + 1;
    return all;
  }, {});
  const summary = (Object.keys(OUTCOME) as (keyof typeof OUTCOME)[])
    .filter((outcome) => counts[outcome])
    .map((outcome) => `${counts[outcome]} ${OUTCOME[outcome].label.toLowerCase()}`)
    .join(' · ');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box role="status">
        <Typography ref={headingRef} tabIndex={-1} variant="h3" component="h3" sx={{ outline: 'none' }}>
          {summary}
        </Typography>
        <Typography color="text.secondary">
          Allowance for this night: {result.used} of {result.allowance} used · {left} left
        </Typography>
      </Box>
      <Box component="ul" aria-label="Guests sent" sx={{ m: 0, p: 0, display: 'grid', gap: 1 }}>
        {result.results.map((outcome, index) => {
          const guest = sent[index];
          return (
            <Box
              component="li"
              key={outcome.phoneNumber}
              sx={{
                listStyle: 'none',
                borderLeft: '3px solid',
                borderColor: OUTCOME[outcome.outcome].color,
                pl: 1.5,
              }}
            >
              <Typography sx={{ fontWeight: 700 }}>
                {guest ? `${guest.firstName} ${guest.lastName}` : formatPhoneNumber(outcome.phoneNumber)}
                <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
                  {' '}
                  · {formatPhoneNumber(outcome.phoneNumber)}
                </Box>
              </Typography>
              <Typography variant="body2" sx={{ color: OUTCOME[outcome.outcome].color, fontWeight: 700 }}>
                {OUTCOME[outcome.outcome].label}
                {outcome.message ? `: ${outcome.message}` : ''}
              </Typography>
              {outcome.text && <TextLine line={guestTextLine(outcome.text, now)} />}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
