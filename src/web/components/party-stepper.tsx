import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export interface PartyStepperProps {
  /** LADIES or MEN. */
  label: string;
  /** `ladies` / `men`, for the buttons' accessible names. */
  noun: string;
  value: number;
  min: number;
  max: number;
  hint?: string;
  onChange: (value: number) => void;
}

/** Big − / + buttons (thumbs in the dark) around the count, announced as it changes. */
export function PartyStepper({ label, noun, value, min, max, hint, onChange }: PartyStepperProps) {
  const labelId = useId();
  const hintId = useId();
  const button = { border: '1px solid', borderColor: 'divider', width: 48, height: 48 } as const;
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      aria-describedby={hint ? hintId : undefined}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        p: 1.5,
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Box sx={{ mr: 'auto', minWidth: 0 }}>
        <Typography id={labelId} sx={{ fontWeight: 700, letterSpacing: '0.1em' }}>
          {label}
        </Typography>
        {hint && (
          <Typography id={hintId} variant="body2" color="text.secondary">
            {hint}
          </Typography>
        )}
      </Box>
      <IconButton
        aria-label={`Fewer ${noun}`}
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
        sx={button}
      >
        <RemoveIcon />
      </IconButton>
      <Typography
        component="output"
        aria-live="polite"
        aria-label={`${value} ${noun}`}
        sx={{ fontSize: '1.5rem', fontWeight: 700, minWidth: 32, textAlign: 'center' }}
      >
        {value}
      </Typography>
      <IconButton
        aria-label={`More ${noun}`}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
        sx={button}
      >
        <AddIcon />
      </IconButton>
    </Box>
  );
}
