import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { DoorPass } from '../../../../shared/api/door-schema.ts';

export interface Released {
  ladies: number;
  men: number;
}

/** What the dialog starts with: everyone still to come, ladies first when the party is mixed. */
export function initialRelease(pass: DoorPass): Released {
  const ladies = Math.min(pass.ladies, pass.remaining);
  return { ladies, men: Math.min(pass.men, pass.remaining - ladies) };
}

function Stepper({
  label,
  value,
  max,
  onChange,
}: {
  label: string;
  value: number;
  max: number;
  onChange(value: number): void;
}) {
  const id = useId();
  return (
    <Box role="group" aria-labelledby={id} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Typography id={id} sx={{ flex: 1, fontWeight: 700, fontSize: '1.1rem' }}>
        {label}
      </Typography>
      <IconButton
        aria-label={`One fewer (${label.toLowerCase()})`}
        onClick={() => onChange(Math.max(0, value - 1))}
        disabled={value <= 0}
        sx={{ border: '2px solid', width: 48, height: 48 }}
      >
        <RemoveIcon />
      </IconButton>
      <Typography
        aria-live="polite"
        aria-label={`${value} ${label.toLowerCase()}`}
        sx={{ fontSize: '1.8rem', fontWeight: 900, minWidth: 40, textAlign: 'center' }}
      >
        {value}
      </Typography>
      <IconButton
        aria-label={`One more (${label.toLowerCase()})`}
        onClick={() => onChange(Math.min(max, value + 1))}
        disabled={value >= max}
        sx={{ border: '2px solid', width: 48, height: 48 }}
      >
        <AddIcon />
      </IconButton>
    </Box>
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * "REST NOT COMING": how many of a guestlist party who are still to come will not come, so their
 * places go to the waitlist. A party of one gender asks one number; a mixed one asks ladies and men.
 */
export function ReleaseDialog({
  pass,
  busy,
  error,
  onCancel,
  onConfirm,
}: {
  pass: DoorPass;
  busy: boolean;
  error: string | null;
  onCancel(): void;
  onConfirm(released: Released): void;
}) {
  const [count, setCount] = useState<Released>(() => initialRelease(pass));
  const mixed = pass.ladies > 0 && pass.men > 0;
  const total = count.ladies + count.men;
  const tooMany = total > pass.remaining;
  const titleId = useId();
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId} sx={{ fontWeight: 900 }}>
        Rest not coming
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography>
          {pass.holderName}: {pass.arrived} in, {pass.remaining} still to come. Their places go to the
          waitlist now, and the pass shows the smaller party.
        </Typography>
        {mixed ? (
          <>
            <Stepper
              label="Ladies not coming"
              value={count.ladies}
              max={Math.min(pass.ladies, pass.remaining)}
              onChange={(ladies) => setCount((c) => ({ ...c, ladies }))}
            />
            <Stepper
              label="Men not coming"
              value={count.men}
              max={Math.min(pass.men, pass.remaining)}
              onChange={(men) => setCount((c) => ({ ...c, men }))}
            />
          </>
        ) : (
          <Stepper
            label="Not coming"
            value={total}
            max={pass.remaining}
            onChange={(n) => setCount(pass.ladies > 0 ? { ladies: n, men: 0 } : { ladies: 0, men: n })}
          />
        )}
        {tooMany && (
          <Alert severity="warning">Only {pass.remaining} still to come: lower one of the numbers.</Alert>
        )}
        {error && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button onClick={onCancel} disabled={busy} sx={{ minHeight: 48 }}>
          CANCEL
        </Button>
        <Button
          variant="contained"
          onClick={() => onConfirm(count)}
          disabled={busy || total === 0 || tooMany}
          sx={{ minHeight: 48, fontWeight: 800 }}
        >
          {total === 0 ? 'FREE PLACES' : `FREE ${plural(total, 'PLACE', 'PLACES')}`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
