import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import type { SendCodeResponse, SessionResponse } from '../../../../shared/api/auth-schema.ts';
import {
  CODE_LENGTH,
  CONFIRM_CODE_ERRORS,
  confirmCodeErrorMessage,
  EXPIRED_CODE_RETURN_MS,
  HARDER_CHECK_NOTICE,
} from '../../../../shared/auth-messages.ts';
import { sendCodeChecked } from '../api/send-code.ts';
import { verifyCode } from '../api/verify-code.ts';
import { authErrorCode, sendCodeFailureMessage } from '../auth-error-code.ts';
import type { BotCheck } from '../bot-check/bot-check.ts';
import { choosePersistence } from '../persistence.ts';
import { CodeInput } from './code-input.tsx';
import { ResendCode } from './resend-code.tsx';

interface CodeStepProps {
  phoneNumber: string;
  sent: SendCodeResponse;
  botCheck: BotCheck;
  onVerified: (session: SessionResponse) => void;
  /** SPEC §4: an expired code goes back to the phone step (after EXPIRED_CODE_RETURN_MS). */
  onExpired: () => void;
  onVerifierError: (error: Error) => string;
  describedBy: string;
}

const EMPTY = Array<string>(CODE_LENGTH).fill('');

/** Step 2 (SPEC §4/§5/§8): the 6-digit code from the SMS, with a resend after a countdown. */
export function CodeStep({
  phoneNumber,
  sent,
  botCheck,
  onVerified,
  onExpired,
  onVerifierError,
  describedBy,
}: CodeStepProps) {
  const [digits, setDigits] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(false);
  const [expired, setExpired] = useState(false);
  const [resending, setResending] = useState(false);
  const [focusSignal, setFocusSignal] = useState(0);
  const refocus = () => setFocusSignal((n) => n + 1);
  const [resendAt, setResendAt] = useState(() => Date.now() + sent.resendInSeconds * 1000);
  // The newest code's id: a check names the code it answers (the server's guard against strangers).
  const [verificationId, setVerificationId] = useState(sent.verificationId);

  useEffect(() => {
    if (!expired) return;
    const timer = setTimeout(onExpired, EXPIRED_CODE_RETURN_MS);
    return () => clearTimeout(timer);
  }, [expired, onExpired]);

  const verify = async (code: string) => {
    if (verifying || expired) return;
    setNotice(null);
    if (code.length < CODE_LENGTH) {
      setError(confirmCodeErrorMessage('missing-verification-code'));
      refocus();
      return;
    }
    setError(null);
    setVerifying(true);
    try {
      onVerified(
        await verifyCode({ phoneNumber, verificationId, code, persistence: await choosePersistence() }),
      );
    } catch (caught) {
      const code = authErrorCode(caught, CONFIRM_CODE_ERRORS);
      setError(confirmCodeErrorMessage(code));
      if (code === 'code-expired') setExpired(true);
      else {
        if (code === 'invalid-verification-code') setDigits(EMPTY);
        refocus();
      }
    } finally {
      setVerifying(false);
    }
  };

  const resend = async () => {
    setResending(true);
    setError(null);
    setNotice(null);
    try {
      let altcha: string;
      try {
        altcha = await botCheck.take();
      } catch (caught) {
        setError(onVerifierError(caught as Error));
        return;
      }
      const again = await sendCodeChecked(botCheck, phoneNumber, altcha, () =>
        setNotice(HARDER_CHECK_NOTICE),
      );
      setResendAt(Date.now() + again.resendInSeconds * 1000);
      setVerificationId(again.verificationId);
      setDigits(EMPTY);
      refocus();
      setNotice('A new code is on its way.');
    } catch (caught) {
      setError(sendCodeFailureMessage(caught));
      botCheck.prepare();
    } finally {
      setResending(false);
    }
  };

  const prepareBotCheck = useCallback(() => botCheck.prepare(), [botCheck]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void verify(digits.join(''));
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
      <CodeInput
        value={digits}
        focusSignal={focusSignal}
        onChange={setDigits}
        onFilled={(code) => void verify(code)}
        disabled={verifying || expired}
        error={error !== null}
        autoFocus
        describedBy={describedBy}
      />
      {error && (
        <Alert severity="error" variant="outlined" role="alert">
          {error}
        </Alert>
      )}
      {notice && (
        <Alert severity="success" variant="outlined" role="status">
          {notice}
        </Alert>
      )}
      <Button type="submit" variant="neon" size="large" fullWidth disabled={verifying || expired}>
        {verifying ? 'VERIFYING...' : 'VERIFY'}
      </Button>
      {!expired && (
        <ResendCode
          availableAt={resendAt}
          onResend={() => void resend()}
          onAvailable={prepareBotCheck}
          busy={resending}
        />
      )}
    </Box>
  );
}
