import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { ChangeEvent, RefObject } from 'react';
import type { ProfileFields as Fields } from '../../../../shared/profile.ts';
import type { FieldErrors, FieldName } from '../field-errors.ts';

interface ProfileFieldsProps {
  value: Fields;
  onChange: (value: Fields, changed: FieldName) => void;
  /** Each field's error, under it (MUI ties it to the input with aria-describedby and aria-invalid). */
  errors: FieldErrors;
  /** The inputs, for the form to move the focus to the first one in error. */
  inputRefs: Record<FieldName, RefObject<HTMLInputElement | null>>;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** The longest each field may be (the server refuses longer). */
const MAX_LENGTH: Record<FieldName, number> = { firstName: 100, lastName: 100, email: 254, instagram: 100 };

/** The four fields SPEC §5 requires, with the browser's autofill hints. */
export function ProfileFields({
  value,
  onChange,
  errors,
  inputRefs,
  disabled,
  autoFocus,
}: ProfileFieldsProps) {
  const field = (name: FieldName) => ({
    name,
    value: value[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      // The @ is drawn in front of the handle; one typed or pasted in would show twice.
      const typed = name === 'instagram' ? event.target.value.replace(/^\s*@+/, '') : event.target.value;
      onChange({ ...value, [name]: typed }, name);
    },
    inputRef: inputRefs[name],
    error: Boolean(errors[name]),
    helperText: errors[name],
    disabled,
    required: true,
    fullWidth: true,
  });
  const limit = (name: FieldName) => ({ maxLength: MAX_LENGTH[name] });

  return (
    <>
      {/* Side by side wherever two names fit (measured on the form, so also inside the dialog). */}
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))' }}>
        <TextField
          {...field('firstName')}
          label="First name"
          autoComplete="given-name"
          autoFocus={autoFocus}
          slotProps={{ htmlInput: limit('firstName') }}
        />
        <TextField
          {...field('lastName')}
          label="Last name"
          autoComplete="family-name"
          slotProps={{ htmlInput: limit('lastName') }}
        />
      </Box>
      <TextField
        {...field('email')}
        label="Email"
        type="email"
        autoComplete="email"
        slotProps={{
          htmlInput: { ...limit('email'), inputMode: 'email', autoCapitalize: 'none', spellCheck: false },
        }}
      />
      <TextField
        {...field('instagram')}
        label="Instagram handle"
        // Not a standard autofill field; "off" keeps the browser from offering the email here.
        autoComplete="off"
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">@</InputAdornment> },
          htmlInput: { ...limit('instagram'), autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false },
        }}
      />
    </>
  );
}
