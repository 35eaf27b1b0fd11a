import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormChoiceButtons } from '../../../components/form/form-choice-buttons.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import {
  type AddGuestsMode,
  type AddGuestsValues,
  addGuestsSchema,
  EMPTY_GUESTS_FORM,
  guestsToSend,
  plural,
  readPaste,
} from '../add-guests-form.ts';
import { useAddPromoterGuests } from '../api/add-promoter-guests.ts';
import type { AddGuestsResult, NewGuest } from '../api/promoter-types.ts';
import { AddGuestsResults } from './add-guests-results.tsx';
import { PastePreview } from './paste-preview.tsx';

const GENDER_OPTIONS = [
  { value: 'female', label: 'LADY' },
  { value: 'male', label: 'MAN' },
] as const;

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
  const schema = useMemo(() => addGuestsSchema(clubId, night), [clubId, night]);
  const { control, formRef, submit, reset, setValue } = useSchemaForm(schema, {
    defaultValues: EMPTY_GUESTS_FORM,
  });
  const [mode, paste] = useWatch({ control, name: ['mode', 'paste'] });
  const { lines, guests: pasted } = useMemo(() => readPaste(paste), [paste]);
  const [done, setDone] = useState<{ sent: NewGuest[]; result: AddGuestsResult } | null>(null);
  const sentGuests = useRef<NewGuest[]>([]);
  // Busy from the first tap until the answer: the mutation's pending state reaches this a render later.
  const sending = useRef(false);
  const resultsRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (done) resultsRef.current?.focus();
  }, [done]);

  const send = (values: AddGuestsValues) => {
    if (sending.current) return;
    sending.current = true;
    const guests = guestsToSend(values);
    sentGuests.current = guests;
    add.mutate(
      { clubId, date: night, guests },
      {
        onSuccess: (result) => setDone({ sent: guests, result }),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  const again = () => {
    add.reset();
    setDone(null);
    reset(EMPTY_GUESTS_FORM);
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
          <AddGuestsResults done={done} headingRef={resultsRef} />
        </DialogContent>
      ) : (
        <>
          <Tabs
            value={mode}
            onChange={(_event, value: AddGuestsMode) => setValue('mode', value)}
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
              ref={formRef}
              role="tabpanel"
              aria-labelledby={`${titleId}-tab-${mode}`}
              noValidate
              onSubmit={submit(send)}
              sx={{ display: 'grid', gap: 2 }}
            >
              {mode === 'one' ? (
                <>
                  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
                    <FormTextField
                      control={control}
                      name="firstName"
                      label="First name"
                      required
                      autoFocus
                      slotProps={{ htmlInput: { maxLength: 60, autoComplete: 'off' } }}
                    />
                    <FormTextField
                      control={control}
                      name="lastName"
                      label="Last name"
                      required
                      slotProps={{ htmlInput: { maxLength: 60, autoComplete: 'off' } }}
                    />
                  </Box>
                  <FormTextField
                    control={control}
                    name="phoneNumber"
                    label="Phone number"
                    type="tel"
                    hint="The pass goes to this number by text."
                    required
                    slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'off' } }}
                  />
                  <FormChoiceButtons
                    control={control}
                    name="gender"
                    label="The guest is a"
                    options={GENDER_OPTIONS}
                  />
                </>
              ) : (
                <>
                  <FormTextField
                    control={control}
                    name="paste"
                    label="Guests, one per line"
                    multiline
                    minRows={5}
                    maxRows={12}
                    autoFocus
                    placeholder={'Mia Wong, 646 555 0101, L\nLeo Park, 646 555 0102, M'}
                    hint="One per line: Name, phone, L/M (lady or man)."
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
