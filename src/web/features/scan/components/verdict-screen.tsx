import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { CheckInResult, DoorPass } from '../../../../shared/api/door-schema.ts';
import type { GuestRecognition } from '../../../../shared/api/guest-care-schema.ts';
import { GuestNameList } from '../../../components/guest-name-list.tsx';
import { doorTagLabel, ordinal } from '../guest-care-text.ts';
import {
  clubClock,
  mayRelease,
  partySummary,
  TONE_COLORS,
  type VerdictTone,
  verdictTone,
} from '../verdict.ts';
import { ReleaseDialog, type Released } from './release-dialog.tsx';

/** What fills the screen after a scan or an admit from search. */
export type DoorOutcome =
  | { kind: 'result'; result: CheckInResult }
  | { kind: 'offline'; label: string }
  | { kind: 'error'; message: string };

interface Props {
  outcome: DoorOutcome;
  timeZone: string;
  busy: boolean;
  onNext(): void;
  onUndo(checkInId: string): void;
  onAdmitFewer(checkInId: string, people: number): void;
  /** REST NOT COMING: the places of the party still to come go to the waitlist. */
  onRelease?(pass: DoorPass, released: Released): void;
  onReleaseOpen?(): void;
  releaseError?: string | null;
}

/** What the venue keeps on the guest (decision 041): Nth visit, birthday, tags, the latest note. */
function GuestCareLines({ care }: { care: GuestRecognition }) {
  const visit = care.firstTime
    ? 'FIRST VISIT'
    : `${ordinal(care.visit)} VISIT${care.regular ? ' · REGULAR' : ''}`;
  const tags = care.tags.filter((tag) => tag.kind !== 'birthday').map(doorTagLabel);
  return (
    <Box aria-label="Guest" sx={{ display: 'grid', gap: 0.5 }}>
      <Typography sx={{ fontSize: '1.25rem', fontWeight: 800, letterSpacing: '0.04em' }}>
        {[visit, care.birthdayTonight ? 'BIRTHDAY TONIGHT' : null, ...tags].filter(Boolean).join(' · ')}
      </Typography>
      {care.note && <Typography sx={{ fontSize: '1.05rem', fontStyle: 'italic' }}>“{care.note}”</Typography>}
    </Box>
  );
}

function Frame({ tone, children }: { tone: VerdictTone; children: ReactNode }) {
  const colors = TONE_COLORS[tone];
  return (
    <Box
      role="region"
      aria-label="Scan result"
      data-tone={tone}
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: 1300,
        bgcolor: colors.bg,
        color: colors.fg,
        overflowY: 'auto',
        display: 'flex',
        flexDirection: 'column',
        px: { xs: 2.5, md: 6 },
        pt: { xs: 4, md: 6 },
        pb: 3,
        gap: 2,
      }}
    >
      {children}
    </Box>
  );
}

function BigTitle({ children }: { children: ReactNode }) {
  return (
    <Typography
      component="h2"
      sx={{
        fontSize: { xs: '3rem', md: '5rem' },
        lineHeight: 1,
        fontWeight: 900,
        letterSpacing: '-0.02em',
        overflowWrap: 'anywhere',
      }}
    >
      {children}
    </Typography>
  );
}

const onColor = (tone: VerdictTone) => ({
  color: TONE_COLORS[tone].fg,
  borderColor: TONE_COLORS[tone].fg,
  fontWeight: 800,
  minHeight: 56,
  fontSize: '1.1rem',
});

/** A verdict in type big enough to read at arm's length in the dark, the colour telling it first. */
export function VerdictScreen({
  outcome,
  timeZone,
  busy,
  onNext,
  onUndo,
  onAdmitFewer,
  onRelease,
  onReleaseOpen,
  releaseError = null,
}: Props) {
  const nextRef = useRef<HTMLButtonElement>(null);
  const [fewerOpen, setFewerOpen] = useState(false);
  const [releaseOpen, setReleaseOpen] = useState(false);
  const admitted = outcome.kind === 'result' ? outcome.result.admitted : null;
  const [fewer, setFewer] = useState(1);

  // The next action is one key (Enter/Space) or one tap away; Escape also moves on.
  useEffect(() => {
    nextRef.current?.focus();
    setFewerOpen(false);
    setReleaseOpen(false);
    setFewer(Math.max(1, (admitted?.people ?? 2) - 1));
  }, [admitted]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // With the dialog open, Escape closes the dialog only.
      if (event.key === 'Escape' && !releaseOpen) onNext();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onNext, releaseOpen]);

  const tone: VerdictTone =
    outcome.kind === 'result' ? verdictTone(outcome.result) : outcome.kind === 'offline' ? 'caution' : 'stop';
  const next = (
    <Button
      ref={nextRef}
      variant="contained"
      onClick={onNext}
      disabled={busy}
      disableFocusRipple
      sx={{
        '&.Mui-focusVisible': { outline: `3px solid ${TONE_COLORS[tone].fg}`, outlineOffset: 3 },
        minHeight: 64,
        fontSize: '1.4rem',
        fontWeight: 900,
        bgcolor: TONE_COLORS[tone].fg,
        color: TONE_COLORS[tone].bg,
        '&:hover': { bgcolor: TONE_COLORS[tone].fg, opacity: 0.9 },
      }}
    >
      NEXT
    </Button>
  );

  if (outcome.kind === 'offline')
    return (
      <Frame tone={tone}>
        <BigTitle>SAVED OFFLINE</BigTitle>
        <Typography sx={{ fontSize: '1.4rem', fontWeight: 700 }}>
          Will check when back online. Admit only if the pass looks right to you.
        </Typography>
        <Typography sx={{ fontSize: '1.2rem' }}>{outcome.label}</Typography>
        <Box sx={{ mt: 'auto', display: 'grid' }}>{next}</Box>
      </Frame>
    );
  if (outcome.kind === 'error')
    return (
      <Frame tone={tone}>
        <BigTitle>NOT CHECKED</BigTitle>
        <Typography sx={{ fontSize: '1.4rem', fontWeight: 700 }}>{outcome.message}</Typography>
        <Box sx={{ mt: 'auto', display: 'grid' }}>{next}</Box>
      </Frame>
    );

  const { result } = outcome;
  const { pass } = result;
  return (
    <Frame tone={tone}>
      <BigTitle>{result.title}</BigTitle>
      <Typography sx={{ fontSize: { xs: '1.4rem', md: '1.8rem' }, fontWeight: 700, lineHeight: 1.25 }}>
        {result.detail}
      </Typography>
      {pass && (
        <Box sx={{ display: 'grid', gap: 0.75 }}>
          <Typography sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, fontWeight: 800, lineHeight: 1.15 }}>
            {pass.holderName}{' '}
            <Box component="span" sx={{ fontWeight: 500, opacity: 0.85, fontSize: '1.1rem' }}>
              ···{pass.phoneLast4}
            </Box>
          </Typography>
          <Typography sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
            {partySummary(pass)} · {pass.arrived} in · {pass.remaining} to come
          </Typography>
          {pass.care && <GuestCareLines care={pass.care} />}
          <Typography sx={{ fontSize: '1rem' }}>
            {pass.clubName} · {pass.date}
          </Typography>
          {pass.guestNames.length > 0 && (
            <Typography sx={{ fontSize: '1.05rem' }} component="div">
              With
              <GuestNameList names={pass.guestNames} />
            </Typography>
          )}
          {pass.cameWith && (
            <Typography sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
              With {pass.cameWith}{' '}
              <Box component="span" sx={{ fontWeight: 500, fontSize: '0.95rem', opacity: 0.85 }}>
                (promoter)
              </Box>
            </Typography>
          )}
          {pass.terms.length > 0 && (
            <Box component="ul" aria-label="Entry terms" sx={{ m: 0, pl: 2.5, fontSize: '1rem' }}>
              {pass.terms.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </Box>
          )}
        </Box>
      )}
      {result.checkIns.length > 0 && (
        <Box>
          <Typography sx={{ fontWeight: 800, fontSize: '0.95rem', letterSpacing: '0.08em' }}>
            ADMISSIONS
          </Typography>
          <Box component="ol" aria-label="Admissions so far" sx={{ m: 0, pl: 2.5, fontSize: '1.05rem' }}>
            {result.checkIns.map((checkIn) => (
              <li key={checkIn.id}>
                {clubClock(checkIn.at, timeZone)} · {checkIn.people}{' '}
                {checkIn.people === 1 ? 'person' : 'people'}
                {checkIn.by ? ` · by ${checkIn.by}` : ''}
                {checkIn.id === admitted?.id ? ' (this scan)' : ''}
              </li>
            ))}
          </Box>
        </Box>
      )}

      <Box sx={{ mt: 'auto', display: 'grid', gap: 1.5, pt: 2 }}>
        {admitted && fewerOpen && (
          <Box
            role="group"
            aria-label="Admit fewer people"
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
          >
            <IconButton
              aria-label="One fewer"
              onClick={() => setFewer((n) => Math.max(1, n - 1))}
              disabled={fewer <= 1}
              sx={{ ...onColor(tone), border: '2px solid' }}
            >
              <RemoveIcon />
            </IconButton>
            <Typography
              aria-live="polite"
              sx={{ fontSize: '2rem', fontWeight: 900, minWidth: 48, textAlign: 'center' }}
            >
              {fewer}
            </Typography>
            <IconButton
              aria-label="One more"
              onClick={() => setFewer((n) => Math.min(admitted.people - 1, n + 1))}
              disabled={fewer >= admitted.people - 1}
              sx={{ ...onColor(tone), border: '2px solid' }}
            >
              <AddIcon />
            </IconButton>
            <Button
              variant="outlined"
              disabled={busy}
              onClick={() => onAdmitFewer(admitted.id, fewer)}
              sx={{ ...onColor(tone), borderWidth: 2, flex: 1 }}
            >
              ADMIT {fewer} OF {admitted.people}
            </Button>
          </Box>
        )}
        {next}
        {onRelease && pass && mayRelease(result) && (
          <Button
            variant="outlined"
            disabled={busy}
            aria-haspopup="dialog"
            onClick={() => {
              onReleaseOpen?.();
              setReleaseOpen(true);
            }}
            sx={{ ...onColor(tone), borderWidth: 2 }}
          >
            REST NOT COMING
          </Button>
        )}
        {admitted && (
          <Box
            sx={{ display: 'grid', gridTemplateColumns: admitted.people > 1 ? '1fr 1fr' : '1fr', gap: 1.5 }}
          >
            {admitted.people > 1 && (
              <Button
                variant="outlined"
                disabled={busy}
                aria-expanded={fewerOpen}
                onClick={() => setFewerOpen((open) => !open)}
                sx={{ ...onColor(tone), borderWidth: 2 }}
              >
                ADMIT FEWER
              </Button>
            )}
            <Button
              variant="outlined"
              disabled={busy}
              onClick={() => onUndo(admitted.id)}
              sx={{ ...onColor(tone), borderWidth: 2 }}
            >
              UNDO
            </Button>
          </Box>
        )}
      </Box>
      {releaseOpen && pass && onRelease && (
        <ReleaseDialog
          pass={pass}
          busy={busy}
          error={releaseError}
          onCancel={() => {
            setReleaseOpen(false);
            nextRef.current?.focus();
          }}
          onConfirm={(released) => onRelease(pass, released)}
        />
      )}
    </Frame>
  );
}
