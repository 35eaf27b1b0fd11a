import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, type Ref, useEffect, useId, useMemo, useRef, useState } from 'react';
import { formatPhoneNumber, normalizePhoneNumber } from '../../../../shared/phone.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useAddPromoterGuests } from '../api/add-promoter-guests.ts';
import type { AddGuestsResult, NewGuest } from '../api/promoter-types.ts';
import { type GuestLine, parseGuestLines } from '../guest-lines.ts';
import { type GuestTextLine, guestTextLine } from '../promoter-format.ts';

type Mode = 'one' | 'paste';
type Field = 'firstName' | 'lastName' | 'phoneNumber' | 'gender';
type Gender = NewGuest['gender'];

const OUTCOME: Record<AddGuestsResult['results'][number]['outcome'], { label: string; color: string }> = {
  added: { label: 'On the list', color: 'success.main' },
  waitlisted: { label: 'Waitlisted', color: 'warning.main' },
  'already-on': { label: 'Already on the list', color: 'text.secondary' },
  refused: { label: 'Not added', color: 'error.main' },
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export interface AddGuestsDialogProps {
  clubId: string;
  clubName: string;
  night: string;
  nightLabel: string;
  /** Guests a night the venue lets this promoter add here. */
  allowance: number;
  onClose(): void;
}

/**
 * ADD GUESTS: one guest by name, phone and lady/man, or a pasted list read line by line (each line
 * that does not read says why before anything is sent). The venue's allowance for the night applies
 * to the whole request: all are added or none. Then each guest's outcome, and the allowance left.
 */
export function AddGuestsDialog({
  clubId,
  clubName,
  night,
  nightLabel,
  allowance,
  onClose,
}: AddGuestsDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const formId = `${titleId}-form`;
  const add = useAddPromoterGuests();
  const [mode, setMode] = useState<Mode>('one');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [phone, setPhone] = useState('');
  const [gender, setGender] = useState<Gender | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [paste, setPaste] = useState('');
  const [pasteError, setPasteError] = useState<string | null>(null);
  const [done, setDone] = useState<{ sent: NewGuest[]; result: AddGuestsResult } | null>(null);
  const sentGuests = useRef<NewGuest[]>([]);
  const fieldRefs = useRef<Partial<Record<Field | 'paste', HTMLElement | null>>>({});
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const lines = useMemo(() => parseGuestLines(paste), [paste]);
  const pasted = lines.flatMap((line) => (line.guest ? [line.guest] : []));
  const badLines = lines.filter((line) => line.error);

  useEffect(() => {
    if (done) resultsRef.current?.focus();
  }, [done]);

  const focus = (field: Field | 'paste') => fieldRefs.current[field]?.focus();

  const oneGuest = (): NewGuest | null => {
    const found: Partial<Record<Field, string>> = {};
    if (!firstName.trim()) found.firstName = 'Add the first name.';
    if (!lastName.trim()) found.lastName = 'Add the last name.';
    const normalized = normalizePhoneNumber(phone);
    if (!phone.trim()) found.phoneNumber = 'Add the phone number the guest gets the pass on.';
    else if (!normalized.ok) found.phoneNumber = normalized.error;
    if (!gender) found.gender = 'Pick lady or man.';
    setErrors(found);
    const first = (['firstName', 'lastName', 'phoneNumber', 'gender'] as const).find((f) => found[f]);
    if (first || !normalized.ok || !gender) {
      if (first) focus(first);
      return null;
    }
    return {
      firstName: firstName.trim(),
      lastName: lastName.trim(),
      phoneNumber: normalized.phoneNumber,
      gender,
    };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    let guests: NewGuest[];
    if (mode === 'one') {
      const guest = oneGuest();
      if (!guest) return;
      guests = [guest];
    } else {
      if (pasted.length === 0 || badLines.length > 0) {
        setPasteError(
          pasted.length === 0 && badLines.length === 0
            ? 'Paste your guests, one per line.'
            : `Fix ${plural(badLines.length, 'line', 'lines')} first: each says what is wrong.`,
        );
        focus('paste');
        return;
      }
      setPasteError(null);
      guests = pasted;
    }
    sentGuests.current = guests;
    add.mutate({ clubId, date: night, guests }, { onSuccess: (result) => setDone({ sent: guests, result }) });
  };

  const again = () => {
    add.reset();
    setDone(null);
    setFirstName('');
    setLastName('');
    setPhone('');
    setGender(null);
    setPaste('');
    setErrors({});
  };

  // The server's word on single fields ("guests.2.phoneNumber"), said for the guest it is about.
  const serverFields =
    add.error instanceof ApiRequestError
      ? add.error.fields.map((field) => {
          const index = Number(/^guests\.(\d+)/.exec(field.path)?.[1]);
          const guest = Number.isInteger(index) ? sentGuests.current[index] : undefined;
          return guest ? `${guest.firstName} ${guest.lastName}: ${field.message}` : field.message;
        })
      : [];

  return (
    <Dialog
      open
      onClose={add.isPending ? undefined : onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pb: 1 }}>
        ADD GUESTS
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {clubName} · {nightLabel}
        </Typography>
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {allowance > 0
            ? `You may add up to ${allowance} ${allowance === 1 ? 'guest' : 'guests'} a night here.`
            : 'The venue has not given you guests to add yet: ask its manager.'}
        </Typography>
      </DialogTitle>
      {done ? (
        <DialogContent dividers>
          <Results done={done} headingRef={resultsRef} />
        </DialogContent>
      ) : (
        <>
          <Tabs
            value={mode}
            onChange={(_event, value: Mode) => setMode(value)}
            variant="fullWidth"
            aria-label="How to add guests"
            sx={{ px: 1 }}
          >
            <Tab value="one" label="ONE GUEST" id={`${titleId}-tab-one`} aria-controls={formId} />
            <Tab value="paste" label="PASTE A LIST" id={`${titleId}-tab-paste`} aria-controls={formId} />
          </Tabs>
          <DialogContent dividers>
            <Box
              component="form"
              id={formId}
              role="tabpanel"
              aria-labelledby={`${titleId}-tab-${mode}`}
              noValidate
              onSubmit={submit}
              sx={{ display: 'grid', gap: 2 }}
            >
              {mode === 'one' ? (
                <>
                  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
                    <TextField
                      label="First name"
                      value={firstName}
                      onChange={(event) => setFirstName(event.target.value)}
                      inputRef={(element: HTMLInputElement | null) => {
                        fieldRefs.current.firstName = element;
                      }}
                      error={Boolean(errors.firstName)}
                      helperText={errors.firstName}
                      required
                      autoFocus
                      slotProps={{ htmlInput: { maxLength: 60, autoComplete: 'off' } }}
                    />
                    <TextField
                      label="Last name"
                      value={lastName}
                      onChange={(event) => setLastName(event.target.value)}
                      inputRef={(element: HTMLInputElement | null) => {
                        fieldRefs.current.lastName = element;
                      }}
                      error={Boolean(errors.lastName)}
                      helperText={errors.lastName}
                      required
                      slotProps={{ htmlInput: { maxLength: 60, autoComplete: 'off' } }}
                    />
                  </Box>
                  <TextField
                    label="Phone number"
                    type="tel"
                    value={phone}
                    onChange={(event) => setPhone(event.target.value)}
                    inputRef={(element: HTMLInputElement | null) => {
                      fieldRefs.current.phoneNumber = element;
                    }}
                    error={Boolean(errors.phoneNumber)}
                    helperText={errors.phoneNumber ?? 'The pass goes to this number by text.'}
                    required
                    slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'off' } }}
                  />
                  <Box>
                    <ToggleButtonGroup
                      exclusive
                      fullWidth
                      value={gender}
                      onChange={(_event, value: Gender | null) => value && setGender(value)}
                      aria-label="The guest is a"
                      aria-describedby={errors.gender ? `${titleId}-gender-error` : undefined}
                    >
                      <ToggleButton
                        value="female"
                        ref={(element: HTMLButtonElement | null) => {
                          fieldRefs.current.gender = element;
                        }}
                        sx={{ minHeight: 48, fontWeight: 700 }}
                      >
                        LADY
                      </ToggleButton>
                      <ToggleButton value="male" sx={{ minHeight: 48, fontWeight: 700 }}>
                        MAN
                      </ToggleButton>
                    </ToggleButtonGroup>
                    {errors.gender && (
                      <FormHelperText error id={`${titleId}-gender-error`} sx={{ mx: 1.75 }}>
                        {errors.gender}
                      </FormHelperText>
                    )}
                  </Box>
                </>
              ) : (
                <>
                  <TextField
                    label="Guests, one per line"
                    value={paste}
                    onChange={(event) => {
                      setPaste(event.target.value);
                      setPasteError(null);
                    }}
                    inputRef={(element: HTMLTextAreaElement | null) => {
                      fieldRefs.current.paste = element;
                    }}
                    multiline
                    minRows={5}
                    maxRows={12}
                    autoFocus
                    placeholder={'Mia Wong, 646 555 0101, L\nLeo Park, 646 555 0102, M'}
                    error={Boolean(pasteError)}
                    helperText={pasteError ?? 'One per line: Name, phone, L/M (lady or man).'}
                    slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
                  />
                  <PastePreview lines={lines} ready={pasted.length} />
                </>
              )}
              {add.isError && (
                <Alert severity="error" variant="outlined" role="alert">
                  {add.error.message}
                  {serverFields.length > 0 && (
                    <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
                      {serverFields.map((message) => (
                        <li key={message}>{message}</li>
                      ))}
                    </Box>
                  )}
                </Alert>
              )}
            </Box>
          </DialogContent>
        </>
      )}
      <DialogActions sx={{ px: 3, py: 1.5, gap: 1, flexWrap: 'wrap' }}>
        {done ? (
          <>
            <Button variant="ghost" onClick={again}>
              ADD MORE
            </Button>
            <Button variant="neon" onClick={onClose}>
              DONE
            </Button>
          </>
        ) : (
          <>
            <Button variant="ghost" onClick={onClose} disabled={add.isPending}>
              CANCEL
            </Button>
            <Button type="submit" form={formId} variant="neon" disabled={add.isPending}>
              {add.isPending
                ? 'ADDING...'
                : mode === 'one'
                  ? 'ADD GUEST'
                  : `ADD ${pasted.length > 0 ? plural(pasted.length, 'GUEST', 'GUESTS') : 'GUESTS'}`}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** What the pasted list reads as: how many guests are ready, and each line that is not, with why. */
function PastePreview({ lines, ready }: { lines: GuestLine[]; ready: number }) {
  if (lines.length === 0) return null;
  const bad = lines.filter((line) => line.error);
  return (
    <Box aria-live="polite" sx={{ display: 'grid', gap: 1 }}>
      <Typography sx={{ fontWeight: 700 }}>
        {plural(ready, 'guest', 'guests')} ready
        {bad.length > 0 ? ` · ${plural(bad.length, 'line needs', 'lines need')} fixing` : ''}
      </Typography>
      <Box component="ul" aria-label="Pasted guests" sx={{ m: 0, p: 0, display: 'grid', gap: 0.75 }}>
        {lines.map((line) => (
          <Box
            component="li"
            key={line.line}
            sx={{
              listStyle: 'none',
              px: 1.25,
              py: 0.75,
              borderRadius: 1,
              border: '1px solid',
              borderColor: line.error ? 'error.main' : 'divider',
            }}
          >
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                Line {line.line}:{' '}
              </Box>
              {line.guest ? (
                <>
                  {line.guest.firstName} {line.guest.lastName} · {formatPhoneNumber(line.guest.phoneNumber)} ·{' '}
                  {line.guest.gender === 'female' ? 'lady' : 'man'}
                </>
              ) : (
                line.text
              )}
            </Typography>
            {line.error && (
              <Typography variant="body2" sx={{ color: 'error.light', fontWeight: 700 }}>
                {line.error}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

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
function Results({
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
