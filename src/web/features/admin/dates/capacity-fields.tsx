import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export interface CapacityDraft {
  female: string;
  male: string;
}

export function capacityDraft(female: number | null, male: number | null): CapacityDraft {
  return { female: female === null ? '' : String(female), male: male === null ? '' : String(male) };
}

/** Blank means unlimited; anything else must be a whole number of people. */
export function parseCapacity(text: string): { value: number | null; error: string | null } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null, error: null };
  const value = Number(trimmed);
  if (!Number.isInteger(value) || value < 0 || value > 100_000)
    return {
      value: null,
      error: 'Enter a whole number of people (0 to 100000), or leave it blank for no limit.',
    };
  return { value, error: null };
}

export interface CapacityFieldsProps {
  value: CapacityDraft;
  onChange: (value: CapacityDraft) => void;
  /** Server messages by gender, shown instead of the hint. */
  errors?: Partial<Record<'female' | 'male', string>>;
  /** People confirmed now, shown as a hint against each box. */
  confirmed?: { ladies: number; men: number };
}

/** Spots per gender for a night. */
export function CapacityFields({ value, onChange, errors = {}, confirmed }: CapacityFieldsProps) {
  const field = (gender: 'female' | 'male', label: string, onList: number | undefined) => {
    const local = parseCapacity(value[gender]).error;
    const message = local ?? errors[gender];
    const hint = onList === undefined ? 'Blank = no limit' : `Blank = no limit · ${onList} on the list now`;
    return (
      <TextField
        label={label}
        value={value[gender]}
        onChange={(event) => onChange({ ...value, [gender]: event.target.value })}
        placeholder="No limit"
        error={Boolean(message)}
        helperText={message ?? hint}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
    );
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {field('female', 'Ladies capacity', confirmed?.ladies)}
      {field('male', 'Men capacity', confirmed?.men)}
    </Box>
  );
}
