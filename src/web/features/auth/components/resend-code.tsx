import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

interface ResendCodeProps {
  /** When another code may be requested (epoch ms). */
  availableAt: number;
  onResend: () => void;
  /** Called once the wait is over, so the bot check can be solved before the click. */
  onAvailable: () => void;
  busy: boolean;
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** "Resend code" behind the countdown the server asks for (resendInSeconds). */
export function ResendCode({ availableAt, onResend, onAvailable, busy }: ResendCodeProps) {
  const secondsLeft = () => Math.max(0, Math.ceil((availableAt - Date.now()) / 1000));
  const [left, setLeft] = useState(secondsLeft);

  // biome-ignore lint/correctness/useExhaustiveDependencies: secondsLeft only reads availableAt
  useEffect(() => {
    setLeft(secondsLeft());
    const timer = setInterval(() => {
      const next = secondsLeft();
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [availableAt]);

  useEffect(() => {
    if (left === 0) onAvailable();
  }, [left, onAvailable]);

  if (left > 0) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', minHeight: 36, pt: 1 }}>
        Didn’t get it? Resend code in {clock(left)}
      </Typography>
    );
  }
  return (
    <Button
      variant="ghost"
      onClick={onResend}
      disabled={busy}
      sx={{ justifySelf: 'center', color: 'secondary.main' }}
    >
      {busy ? 'SENDING...' : 'RESEND CODE'}
    </Button>
  );
}
