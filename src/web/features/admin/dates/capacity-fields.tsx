import Box from '@mui/material/Box';
import type { Control, FieldPath } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field.tsx';

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

export interface CapacityFieldsProps<Values extends CapacityDraft> {
  /** A form holding the two boxes as `female` and `male`; their errors show instead of the hint. */
  control: Control<Values, unknown, unknown>;
  /** People confirmed now, shown as a hint against each box. */
  confirmed?: { ladies: number; men: number };
}

/** parseCapacity's word on each box, for a form's checks. */
export function capacityChecks(value: CapacityDraft): Partial<Record<keyof CapacityDraft, string>> {
  return {
    female: parseCapacity(value.female).error ?? undefined,
    male: parseCapacity(value.male).error ?? undefined,
  };
}

/** Spots per gender for a night. */
export function CapacityFields<Values extends CapacityDraft>({
  control,
  confirmed,
}: CapacityFieldsProps<Values>) {
  const field = (gender: 'female' | 'male', label: string, onList: number | undefined) => (
    <FormTextField
      control={control}
      name={gender as FieldPath<Values>}
      label={label}
      placeholder="No limit"
      hint={onList === undefined ? 'Blank = no limit' : `Blank = no limit · ${onList} on the list now`}
      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
    />
  );
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {field('female', 'Ladies capacity', confirmed?.ladies)}
      {field('male', 'Men capacity', confirmed?.men)}
    </Box>
  );
}
