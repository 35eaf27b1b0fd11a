import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { sentence } from './form-schema.ts';

export interface FormChoiceButtonsProps<Values extends FieldValues> {
  control: Control<Values, unknown, unknown>;
  name: FieldPath<Values>;
  /** The group's accessible name. */
  label: string;
  options: readonly { value: string; label: string }[];
}

/**
 * One of a few choices as big toggle buttons (thumbs in the dark), with the field's error under them,
 * tied to the group by aria-describedby. The first button takes the focus when the choice is missing.
 */
export function FormChoiceButtons<Values extends FieldValues>({
  control,
  name,
  label,
  options,
}: FormChoiceButtonsProps<Values>) {
  const errorId = useId();
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  return (
    <Box>
      <ToggleButtonGroup
        exclusive
        fullWidth
        value={field.value ?? null}
        // A tap on the chosen one keeps it: a choice, once made, is never undone to nothing.
        onChange={(_event, value: string | null) => value && field.onChange(value)}
        aria-label={label}
        aria-describedby={message ? errorId : undefined}
      >
        {options.map((option, index) => (
          <ToggleButton
            key={option.value}
            value={option.value}
            ref={index === 0 ? field.ref : undefined}
            onBlur={field.onBlur}
            data-invalid={index === 0 && message ? 'true' : undefined}
            sx={{ minHeight: 48, fontWeight: 700 }}
          >
            {option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {message && (
        <FormHelperText error id={errorId} sx={{ mx: 1.75 }}>
          {sentence(message)}
        </FormHelperText>
      )}
    </Box>
  );
}
