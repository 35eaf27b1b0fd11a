import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

export interface FormSwitchProps<Values extends FieldValues> {
  control: Control<Values, unknown, unknown>;
  name: FieldPath<Values>;
  /** Its words, which may follow the switch ("Visible on the home page" / "Hidden from members"). */
  label: ReactNode | ((checked: boolean) => ReactNode);
  sx?: SxProps<Theme>;
}

/** An on/off field of a form, labelled beside the switch. */
export function FormSwitch<Values extends FieldValues>({
  control,
  name,
  label,
  sx,
}: FormSwitchProps<Values>) {
  const { field } = useController({ control, name });
  const checked = Boolean(field.value);
  return (
    <FormControlLabel
      control={
        <Switch
          name={field.name}
          checked={checked}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          slotProps={{ input: { ref: field.ref } }}
        />
      }
      label={typeof label === 'function' ? label(checked) : label}
      sx={sx}
    />
  );
}
