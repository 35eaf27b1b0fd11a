import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type ReactNode, type Ref, useCallback } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { sentence } from './form-schema.ts';

export type FormTextFieldProps<Values extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'inputRef'
> & {
  control: Control<Values, unknown, unknown>;
  name: FieldPath<Values>;
  /** Under the field while it has no error (the error replaces it). */
  hint?: ReactNode;
  /** What the form keeps of what was typed (e.g. an @ typed in front of a handle dropped). */
  parse?: (typed: string) => string;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
};

/**
 * An MUI text field (or select) bound to a form field: its value, and its error under it in place of
 * the hint. MUI ties that text to the input with aria-describedby and marks the input aria-invalid,
 * which is what the form's focus looks for.
 */
export function FormTextField<Values extends FieldValues>({
  control,
  name,
  hint,
  parse,
  inputRef,
  ...props
}: FormTextFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  // The form's ref (for its focus) and the caller's, kept one function so React does not swap them each render.
  const { ref } = field;
  const setRef = useCallback(
    (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      ref(element);
      if (typeof inputRef === 'function') inputRef(element);
      else if (inputRef) inputRef.current = element;
    },
    [ref, inputRef],
  );
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(parse ? parse(event.target.value) : event.target.value)}
      onBlur={field.onBlur}
      inputRef={setRef}
      error={Boolean(message)}
      helperText={message ? sentence(message) : hint}
    />
  );
}
