import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import type { Control } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import type { FieldName } from '../field-errors.ts';
import type { ProfileValues } from '../profile-form-schema.ts';

interface ProfileFieldsProps {
  /** The profile form's: each field's value and its error under it. */
  control: Control<ProfileValues, unknown, unknown>;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** The longest each field may be (the server refuses longer). */
const MAX_LENGTH: Record<FieldName, number> = { firstName: 100, lastName: 100, email: 254, instagram: 100 };

/** The @ is drawn in front of the handle; one typed or pasted in would show twice. */
const withoutAt = (typed: string) => typed.replace(/^\s*@+/, '');

/** The four fields SPEC §5 requires, with the browser's autofill hints. */
export function ProfileFields({ control, disabled, autoFocus }: ProfileFieldsProps) {
  const field = (name: FieldName) => ({ control, name, disabled, required: true, fullWidth: true });
  const limit = (name: FieldName) => ({ maxLength: MAX_LENGTH[name] });

  return (
    <>
      {/* Side by side wherever two names fit (measured on the form, so also inside the dialog). */}
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))' }}>
        <FormTextField
          {...field('firstName')}
          label="First name"
          autoComplete="given-name"
          autoFocus={autoFocus}
          slotProps={{ htmlInput: limit('firstName') }}
        />
        <FormTextField
          {...field('lastName')}
          label="Last name"
          autoComplete="family-name"
          slotProps={{ htmlInput: limit('lastName') }}
        />
      </Box>
      <FormTextField
        {...field('email')}
        label="Email"
        type="email"
        autoComplete="email"
        slotProps={{
          htmlInput: { ...limit('email'), inputMode: 'email', autoCapitalize: 'none', spellCheck: false },
        }}
      />
      <FormTextField
        {...field('instagram')}
        label="Instagram handle"
        parse={withoutAt}
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
