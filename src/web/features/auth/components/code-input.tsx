import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import {
  type ChangeEvent,
  type ClipboardEvent,
  type FocusEvent,
  type KeyboardEvent,
  useEffect,
  useRef,
} from 'react';
import { CODE_LENGTH } from '../../../../shared/auth-messages.ts';

interface CodeInputProps {
  value: string[];
  onChange: (value: string[]) => void;
  /** A whole code arrived at once (pasted, or filled in from the SMS by the phone). */
  onFilled: (code: string) => void;
  disabled?: boolean;
  error?: boolean;
  autoFocus?: boolean;
  describedBy?: string;
  /** Each new value moves the focus to the first empty box (after a wrong code or a resend). */
  focusSignal?: number;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/** SPEC §5: six one-digit boxes; digits only, typing moves on, backspace moves back. */
export function CodeInput(props: CodeInputProps) {
  const { value, onChange, onFilled, disabled, error, autoFocus, describedBy, focusSignal } = props;
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))]?.focus();

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new signal moves the focus
  useEffect(() => {
    if (!focusSignal) return;
    const firstEmpty = value.findIndex((digit) => !digit);
    focus(firstEmpty === -1 ? CODE_LENGTH - 1 : firstEmpty);
  }, [focusSignal]);

  // Several digits at once (paste, autofill): fill from this box on, or all of them for a whole code.
  const fill = (index: number, digits: string) => {
    const start = digits.length >= CODE_LENGTH ? 0 : index;
    const next = [...value];
    for (const [offset, digit] of [...digits.slice(0, CODE_LENGTH - start)].entries())
      next[start + offset] = digit;
    onChange(next);
    focus(start + digits.length);
    if (next.every(Boolean)) onFilled(next.join(''));
  };

  const change = (index: number, text: string) => {
    const digits = onlyDigits(text);
    if (digits.length > 1) return fill(index, digits);
    const next = [...value];
    next[index] = digits;
    onChange(next);
    if (digits) focus(index + 1);
  };

  const keyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      const next = [...value];
      next[index - 1] = '';
      onChange(next);
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const paste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = onlyDigits(event.clipboardData.getData('text'));
    if (digits) fill(index, digits);
  };

  return (
    <Box
      role="group"
      aria-label="Verification code"
      aria-describedby={describedBy}
      sx={{ display: 'flex', gap: { xs: 1, sm: 1.25 }, justifyContent: 'center' }}
    >
      {value.map((digit, index) => (
        <Box
          // The boxes never reorder: the position is the identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          component="input"
          ref={(element: HTMLInputElement | null) => {
            boxes.current[index] = element;
          }}
          value={digit}
          onChange={(event: ChangeEvent<HTMLInputElement>) => change(index, event.target.value)}
          onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => keyDown(index, event)}
          onPaste={(event: ClipboardEvent<HTMLInputElement>) => paste(index, event)}
          // Typing into a filled box replaces its digit.
          onFocus={(event: FocusEvent<HTMLInputElement>) => event.target.select()}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          autoFocus={autoFocus && index === 0}
          disabled={disabled}
          aria-label={`Digit ${index + 1} of ${CODE_LENGTH}`}
          aria-invalid={error || undefined}
          sx={(theme) => ({
            width: { xs: 44, sm: 50 },
            height: { xs: 56, sm: 60 },
            p: 0,
            textAlign: 'center',
            fontFamily: 'inherit',
            fontSize: '1.6rem',
            fontWeight: 700,
            color: 'text.primary',
            caretColor: theme.palette.primary.main,
            bgcolor: '#0a0a0a',
            border: '1px solid',
            borderColor: error
              ? 'error.main'
              : digit
                ? alpha(theme.palette.primary.main, 0.7)
                : 'rgba(255,255,255,0.22)',
            borderRadius: 2,
            outline: 'none',
            transition: 'border-color 120ms, box-shadow 120ms',
            '&:focus': {
              borderColor: 'primary.main',
              boxShadow: `0 0 0 1px ${theme.palette.primary.main}, 0 0 14px ${alpha(theme.palette.primary.main, 0.55)}`,
            },
            '&:disabled': { opacity: 0.5 },
          })}
        />
      ))}
    </Box>
  );
}
