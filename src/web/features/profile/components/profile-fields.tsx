import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { ChangeEvent } from 'react';
import type { ProfileFields as Fields } from '../../../../shared/profile.ts';

interface ProfileFieldsProps {
  value: Fields;
  onChange: (value: Fields) => void;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** The four fields SPEC §5 requires, with the browser's autofill hints. */
export function ProfileFields({ value, onChange, disabled, autoFocus }: ProfileFieldsProps) {
  const field = (name: keyof Fields) => ({
    name,
    value: value[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      // The @ is drawn in front of the handle; one typed or pasted in would show twice.
      const typed = name === 'instagram' ? event.target.value.replace(/^\s*@+/, '') : event.target.value;
      onChange({ ...value, [name]: typed });
    },
    disabled,
    required: true,
    fullWidth: true,
  });

  return (
    <>
      {/* Side by side wherever two names fit (measured on the form, so also inside the dialog). */}
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))' }}>
        <TextField
          {...field('firstName')}
          label="First name"
          autoComplete="given-name"
          autoFocus={autoFocus}
        />
        <TextField {...field('lastName')} label="Last name" autoComplete="family-name" />
      </Box>
      <TextField
        {...field('email')}
        label="Email"
        type="email"
        autoComplete="email"
        slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false } }}
      />
      <TextField
        {...field('instagram')}
        label="Instagram handle"
        // Not a standard autofill field; "off" keeps the browser from offering the email here.
        autoComplete="off"
        slotProps={{
          input: { startAdornment: <InputAdornment position="start">@</InputAdornment> },
          htmlInput: { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false },
        }}
      />
    </>
  );
}
