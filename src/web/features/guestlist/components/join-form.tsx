import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useMemo, useRef, useState } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import type { ClubNightResponse } from '../../../../shared/api/clubs-schema.ts';
import { GENDERS, type Gender, guestlistState } from '../../../../shared/clubs.ts';
import type { IsoDate } from '../../../../shared/dates.ts';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { GuestNameList } from '../../../components/guest-name-list.tsx';
import { JoinSummary } from '../../../components/join-summary.tsx';
import { PartyStepper } from '../../../components/party-stepper.tsx';
import { type JustJoinedState, paths } from '../../../config/paths.ts';
import { promoterLinkFor } from '../../../lib/promoter-code.ts';
import { useNavigate } from '../../../lib/router.tsx';
import { isUnanswered, nextSubmitAttempt, type SubmitAttempt } from '../../../lib/submit-attempt.ts';
import { useJoinGuestlist } from '../api/join-guestlist.ts';
import { type JoinValues, joinBody, joinFormSchema } from '../join-form-schema.ts';
import {
  describeParty,
  initialParty,
  type Party,
  partySize,
  prefilledParty,
  stepperLimits,
} from '../party.ts';
import { CutOffLine } from './cut-off-line.tsx';
import { GuestNames } from './guest-names.tsx';
import { SpotsNotices } from './spots-notices.tsx';

const SIDE = { female: 'ladies', male: 'men' } as const satisfies Record<Gender, keyof Party>;

export interface JoinFormProps {
  night: ClubNightResponse;
  date: IsoDate;
  gender: Gender;
  now: Date;
  nightLabel: string;
  /** The party the link asked for (the concierge's answer), to start the steppers with. */
  prefill?: Partial<Party> | null;
}

export function JoinForm({ night, date, gender, now, nightLabel, prefill }: JoinFormProps) {
  const { club, spotsLeft } = night;
  const navigate = useNavigate();
  const join = useJoinGuestlist();
  const open = (g: Gender) => guestlistState(club.guestlistOptions[g], date, club.timeZone, now) === 'open';
  const schema = useMemo(() => joinFormSchema(club.id, date), [club.id, date]);
  // Only a start: the member still changes it and taps JOIN; nothing is sent before.
  const [defaultValues] = useState<JoinValues>(() => ({
    party: prefill ? prefilledParty(prefill, gender, club.maxPartySize, open) : initialParty(gender),
    guestNames: [],
  }));
  // Names are checked as they are typed, as before: a pasted tab is pointed out at once.
  const { control, formRef, submit, setValue } = useSchemaForm(schema, { defaultValues, mode: 'onChange' });
  const names = useFieldArray({ control, name: 'guestNames', keyName: 'key' });
  const values = useWatch({ control }) as JoinValues;
  const { party } = values;
  // One key per attempt; a repeat of an attempt that never got an answer reuses it (see api-client).
  const attempt = useRef<SubmitAttempt | null>(null);
  // Busy from the first tap until the answer: a ref, as the mutation's own pending state reaches
  // the handler a render later, and a double tap's second click comes before it.
  const sending = useRef(false);
  const [busy, setBusy] = useState(false);

  const limits = (g: Gender) => stepperLimits(party, SIDE[g], gender, club.maxPartySize, open(g));
  const size = partySize(party);
  const maxNames = Math.max(0, size - 1);

  const setSide = (g: Gender, value: number) => {
    const next = { ...party, [SIDE[g]]: value };
    setValue('party', next);
    // Fewer guests, fewer name fields: the last ones go.
    const keep = Math.max(0, partySize(next) - 1);
    if (values.guestNames.length > keep)
      names.remove(Array.from({ length: values.guestNames.length - keep }, (_, i) => keep + i));
  };

  // The list closes for the party at its earliest cut-off among the genders it brings.
  const cutOff = GENDERS.filter((g) => party[SIDE[g]] > 0)
    .map((g) => club.guestlistOptions[g])
    .sort((a, b) => a.closesAtInstant.localeCompare(b.closesAtInstant))[0]!;
  const namedGuests = joinBody(values, club.id, date).guestNames;

  const send = (typed: JoinValues) => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    // The promoter link the member opened first for this club (and night), if any, gets the credit.
    const promoterCode = promoterLinkFor(club.id, date)?.code;
    const body = { ...joinBody(typed, club.id, date), ...(promoterCode ? { promoterCode } : {}) };
    const current = nextSubmitAttempt(attempt.current, body);
    attempt.current = current;
    join.mutate(
      { body, idempotencyKey: current.key },
      {
        onSuccess: (entry) => {
          const state: JustJoinedState = { justJoined: true };
          navigate(paths.pass.getHref(entry.id), { state });
        },
        onError: (error) => {
          current.unanswered = isUnanswered(error);
          sending.current = false;
          setBusy(false);
        },
      },
    );
  };

  return (
    <Box
      component="form"
      ref={formRef}
      onSubmit={submit(send)}
      noValidate
      aria-label="Join the guest list"
      sx={{ display: 'grid', gap: 3 }}
    >
      <CutOffLine closesAt={cutOff.closesAt} closesAtInstant={cutOff.closesAtInstant} now={now} />
      <SpotsNotices spotsLeft={spotsLeft} party={party} />

      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {GENDERS.map((g) => {
          const { min, max } = limits(g);
          const side = SIDE[g];
          const hint =
            g === gender
              ? 'Including you'
              : !open(g)
                ? `No ${side === 'men' ? "men's" : "ladies'"} list at this club tonight`
                : undefined;
          return (
            <PartyStepper
              key={g}
              label={side.toUpperCase()}
              noun={side}
              value={party[side]}
              min={min}
              max={max}
              hint={hint}
              onChange={(value) => setSide(g, value)}
            />
          );
        })}
        <Box sx={{ fontSize: '0.85rem', color: 'text.secondary' }}>
          Up to {club.maxPartySize} people per party, you included.
        </Box>
      </Box>

      <GuestNames control={control} names={names} max={maxNames} />

      <JoinSummary
        rows={[
          { label: 'Club', value: club.name },
          { label: 'Night', value: nightLabel },
          { label: 'Party', value: `${size} ${size === 1 ? 'person' : 'people'}: ${describeParty(party)}` },
          ...(namedGuests.length > 0
            ? [{ label: 'Guests', value: <GuestNameList names={namedGuests} sx={{ pl: 2 }} /> }]
            : []),
          { label: 'Arrive by', value: `${cutOff.closesAt} club time` },
        ]}
      />

      {join.isError && (
        <Alert severity="error" variant="outlined">
          {join.error.message}
        </Alert>
      )}

      {/* Stays busy after success too, until the pass replaces this page. */}
      <Button
        type="submit"
        variant="neon"
        size="large"
        fullWidth
        loading={busy}
        loadingPosition="start"
        loadingIndicator={<CircularProgress color="inherit" size={18} aria-hidden />}
        aria-busy={busy}
        // Readable while it works (a disabled button's grey is too faint to read at night).
        sx={{ '&.MuiButton-loading': { color: 'text.secondary' } }}
      >
        {busy ? 'JOINING…' : 'JOIN GUEST LIST'}
      </Button>
    </Box>
  );
}
