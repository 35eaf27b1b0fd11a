import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { SendCodeResponse } from '../../../../shared/api/auth-schema.ts';
import { HARDER_CHECK_NOTICE } from '../../../../shared/auth-messages.ts';
import { normalizePhoneNumber, PHONE_HINT } from '../../../../shared/phone.ts';
import { sendCodeChecked } from '../api/send-code.ts';
import { sendCodeFailureMessage } from '../auth-error-code.ts';
import type { BotCheck } from '../bot-check/bot-check.ts';

interface PhoneStepProps {
  /** What was typed before, when coming back from the code step. */
  initialValue: string;
  botCheck: BotCheck;
  onSent: (sent: SendCodeResponse, typed: string) => void;
  /** The bot check failed; `message` is its error, for the 'not ready' rule (SPEC §8). */
  onVerifierError: (error: Error) => string;
  notice?: string | null;
}

/** Step 1 (SPEC §4/§5): the phone number, checked here first, then a code is texted to it. */
export function PhoneStep({ initialValue, botCheck, onSent, onVerifierError, notice }: PhoneStepProps) {
  const [value, setValue] = useState(initialValue);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(notice ?? null);
  const [sending, setSending] = useState(false);
  const [checking, setChecking] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const submitButton = useRef<HTMLButtonElement>(null);

  // SPEC §4: the invisible check is created once the submit button exists, and starts solving now.
  useEffect(() => {
    try {
      botCheck.attach(submitButton.current);
    } catch (error) {
      setAlert((error as Error).message);
    }
  }, [botCheck]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const phone = normalizePhoneNumber(value);
    if (!phone.ok) {
      setFieldError(phone.error);
      input.current?.focus();
      return;
    }
    setFieldError(null);
    setAlert(null);
    setSending(true);
    try {
      let altcha: string;
      try {
        altcha = await botCheck.take();
      } catch (error) {
        setAlert(onVerifierError(error as Error));
        return;
      }
      onSent(await sendCodeChecked(botCheck, phone.phoneNumber, altcha, () => setChecking(true)), value);
    } catch (error) {
      setAlert(sendCodeFailureMessage(error));
      // A used or rejected solution is gone: have the next one ready for another try.
      botCheck.prepare();
    } finally {
      setSending(false);
      setChecking(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
      <TextField
        inputRef={input}
        label="Phone number"
        type="tel"
        autoComplete="tel"
        placeholder="(212) 555-0123"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          if (fieldError) setFieldError(null);
        }}
        error={fieldError !== null}
        helperText={fieldError ?? PHONE_HINT}
        autoFocus
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
      />
      {alert && (
        <Alert severity="error" variant="outlined" role="alert">
          {alert}
        </Alert>
      )}
      {checking && (
        <Alert severity="info" variant="outlined" role="status">
          {HARDER_CHECK_NOTICE}
        </Alert>
      )}
      <Button ref={submitButton} type="submit" variant="neon" size="large" fullWidth disabled={sending}>
        {sending ? 'SENDING...' : 'SEND CODE'}
      </Button>
    </Box>
  );
}
