import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { LeavingFiguresResponse } from '../../../../shared/api/your-data-schema.ts';
import { formatMoney } from '../../../../shared/money.ts';
import { useAuth } from '../../../lib/auth/auth-context.tsx';
import { deleteAccount, getLeavingFigures, sendDeleteCode } from '../api/your-data.ts';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What happens to the member's money and places, one line each, only the lines that apply. */
function consequences(f: LeavingFiguresResponse): string[] {
  const lines: string[] = [];
  if (f.cashbackForfeitedCents > 0)
    lines.push(`Your cashback balance of ${formatMoney(f.cashbackForfeitedCents)} is forfeited.`);
  if (f.heldReleased.count > 0)
    lines.push(
      `${plural(f.heldReleased.count, 'held deposit')} (${formatMoney(f.heldReleased.cents)}) released: nothing is charged.`,
    );
  if (f.paidRefunded.count > 0)
    lines.push(
      `${plural(f.paidRefunded.count, 'paid deposit')} (${formatMoney(f.paidRefunded.cents)}) refunded to your card, under the club's terms.`,
    );
  if (f.keptByTerms.count > 0)
    lines.push(
      `${plural(f.keptByTerms.count, 'table')} past the club's cancellation cut-off stay booked: its terms keep the deposit (${formatMoney(f.keptByTerms.cents)}).`,
    );
  if (f.placesFreed.nights > 0)
    lines.push(
      `Your ${plural(f.placesFreed.people, 'place')} on ${plural(f.placesFreed.nights, 'coming night')} go to the waitlist.`,
    );
  if (lines.length === 0)
    lines.push('You have no cashback, deposits or coming places: nothing else changes.');
  return lines;
}

/**
 * Deleting the account (decision 042): what happens to money and places, in figures; then a fresh
 * code by SMS; final. MUI's dialog traps focus and gives it back to the button that opened it.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const auth = useAuth();
  const phone = useMediaQuery('(max-width:599.95px)');
  const figures = useQuery({
    queryKey: ['your-data', 'leaving'],
    queryFn: ({ signal }) => getLeavingFigures(signal),
    staleTime: 0,
  });
  const [verificationId, setVerificationId] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'That did not work. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  const sendCode = () => run(async () => setVerificationId((await sendDeleteCode()).verificationId));
  const confirm = () =>
    run(async () => {
      if (!verificationId) return;
      await deleteAccount(verificationId, code.trim());
      await auth.logout('/');
    });

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullScreen={phone}
      aria-labelledby="delete-account-title"
    >
      <DialogTitle id="delete-account-title">DELETE YOUR ACCOUNT?</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5, alignContent: 'start' }}>
        <Typography>
          This is final. Your name, number, email and Instagram are erased from Nightlist, and you are signed
          out on every device. Clubs keep their own totals, without you.
        </Typography>
        {figures.isPending ? (
          <CircularProgress size={24} aria-label="Working out what happens to your money" />
        ) : figures.data ? (
          <ul style={{ margin: 0, paddingLeft: '1.2em' }} aria-label="What happens to your money and places">
            {consequences(figures.data).map((line) => (
              <li key={line}>
                <Typography variant="body2">{line}</Typography>
              </li>
            ))}
          </ul>
        ) : null}
        {verificationId && (
          <TextField
            label="Code from the SMS"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoFocus
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
            helperText="We texted a 6-digit code to your number."
          />
        )}
        {error && (
          <Alert severity="error" variant="outlined" role="alert">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onClose} disabled={busy} autoFocus={!verificationId} sx={{ minHeight: 44 }}>
          KEEP MY ACCOUNT
        </Button>
        {verificationId ? (
          <Button
            color="error"
            variant="contained"
            onClick={confirm}
            disabled={busy || code.trim().length !== 6}
            sx={{ minHeight: 44 }}
          >
            DELETE FOR GOOD
          </Button>
        ) : (
          <Button
            color="error"
            variant="outlined"
            onClick={sendCode}
            disabled={busy || figures.isPending}
            sx={{ minHeight: 44 }}
          >
            TEXT ME A CODE
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
