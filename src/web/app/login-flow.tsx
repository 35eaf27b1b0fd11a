import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import type { SendCodeResponse, SessionResponse } from '../../shared/api/auth-schema.ts';
import {
  confirmCodeErrorMessage,
  NOT_READY_CLOSE_MS,
  VERIFIER_MESSAGES,
} from '../../shared/auth-messages.ts';
import { formatPhoneNumber } from '../../shared/phone.ts';
import { PROFILE_SIGN_UP_HEADING } from '../../shared/profile.ts';
import { LoadingSpinner } from '../components/load-states.tsx';
import { BotCheck } from '../features/auth/bot-check/bot-check.ts';
import { CodeStep } from '../features/auth/components/code-step.tsx';
import { PhoneStep } from '../features/auth/components/phone-step.tsx';
import { useAuth } from '../lib/auth/auth-context.tsx';

// Only a new member reaches the profile step: its form (and the form library with the API's
// schemas under it) is fetched then, so the phone and code steps open without it
// (docs/decisions/034-forms-by-a-library.md).
const ProfileForm = lazy(() =>
  import('../features/profile/components/profile-form.tsx').then((module) => ({
    default: module.ProfileForm,
  })),
);

type Step =
  | { name: 'phone'; notice?: string }
  | { name: 'code'; phoneNumber: string; sent: SendCodeResponse }
  | { name: 'profile' };

const DESCRIPTION_ID = 'login-description';

function Heading({ step, title, children }: { step: string; title: string; children: ReactNode }) {
  return (
    <Box sx={{ mb: 3, pr: 4 }}>
      <Typography variant="overline" color="secondary" sx={{ letterSpacing: '0.16em', lineHeight: 2 }}>
        {step}
      </Typography>
      <Typography
        id="login-title"
        variant="h2"
        component="h2"
        sx={(theme) => ({
          fontSize: '1.6rem',
          color: 'primary.main',
          textShadow: `0 0 12px ${theme.palette.primary.main}`,
          mb: 1,
        })}
      >
        {title}
      </Typography>
      <Typography id={DESCRIPTION_ID} color="text.secondary" variant="body2" component="div">
        {children}
      </Typography>
    </Box>
  );
}

/** Phone, then code, then the profile when it is incomplete (SPEC §4); one instance per opening. */
export function LoginFlow() {
  const auth = useAuth();
  const { closeLogin, completeLogin, setSession } = auth;
  const [botCheck] = useState(() => new BotCheck());
  const [step, setStep] = useState<Step>(() =>
    auth.status === 'signed-in' && auth.completionRequired ? { name: 'profile' } : { name: 'phone' },
  );
  const [typed, setTyped] = useState('');
  const [closingSoon, setClosingSoon] = useState(false);

  useEffect(() => {
    if (!closingSoon) return;
    const timer = setTimeout(closeLogin, NOT_READY_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [closingSoon, closeLogin]);

  const onVerifierError = useCallback((error: Error) => {
    console.error('Bot check failed.', error);
    // SPEC §8: a verifier that is "not ready" will not become ready in this dialog: close it shortly.
    if (error.message.toLowerCase().includes('not ready')) setClosingSoon(true);
    return VERIFIER_MESSAGES.failed;
  }, []);

  const onVerified = (session: SessionResponse) => {
    setSession(session);
    if (session.completionRequired) setStep({ name: 'profile' });
    else completeLogin();
  };
  const onExpired = useCallback(
    () => setStep({ name: 'phone', notice: confirmCodeErrorMessage('code-expired') }),
    [],
  );
  const onProfileDone = useCallback(
    (session: SessionResponse | null) => (session ? completeLogin() : setStep({ name: 'phone' })),
    [completeLogin],
  );

  // SPEC §4: the profile step needs a verified phone; without one the flow starts over.
  const current: Step =
    step.name === 'profile' && !(auth.status === 'signed-in' && auth.user?.phoneNumber)
      ? { name: 'phone' }
      : step;

  if (current.name === 'code') {
    const minutes = Math.max(1, Math.round(current.sent.expiresInSeconds / 60));
    return (
      <>
        <Heading step="STEP 2 · CODE" title="ENTER CODE">
          We texted a 6-digit code to{' '}
          <Box component="strong" sx={{ color: 'text.primary', whiteSpace: 'nowrap' }}>
            {formatPhoneNumber(current.phoneNumber)}
          </Box>
          . It works for {minutes} {minutes === 1 ? 'minute' : 'minutes'}.{' '}
          <Link
            component="button"
            type="button"
            color="secondary"
            underline="hover"
            onClick={() => setStep({ name: 'phone' })}
            sx={{ verticalAlign: 'baseline', font: 'inherit' }}
          >
            Change number
          </Link>
        </Heading>
        <CodeStep
          phoneNumber={current.phoneNumber}
          sent={current.sent}
          botCheck={botCheck}
          onVerified={onVerified}
          onExpired={onExpired}
          onVerifierError={onVerifierError}
          describedBy={DESCRIPTION_ID}
        />
      </>
    );
  }
  if (current.name === 'profile') {
    return (
      <>
        <Heading step="STEP 3 · PROFILE" title={PROFILE_SIGN_UP_HEADING}>
          One last thing: the door needs to know who’s on the list.
        </Heading>
        <Suspense fallback={<LoadingSpinner label="Loading the form" py={4} />}>
          <ProfileForm mode="sign-up" showHeading={false} autoFocus onComplete={onProfileDone} />
        </Suspense>
      </>
    );
  }
  return (
    <>
      <Heading step="STEP 1 · PHONE" title="LOGIN">
        Enter your phone number and we’ll text you a 6-digit code. No password needed.
      </Heading>
      <PhoneStep
        initialValue={typed}
        botCheck={botCheck}
        notice={current.notice}
        onVerifierError={onVerifierError}
        onSent={(sent, value) => {
          setTyped(value);
          setStep({ name: 'code', phoneNumber: sent.phoneNumber, sent });
        }}
      />
    </>
  );
}
