import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { formatMoney } from '../../../../shared/money.ts';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import type { ClubDraft } from './club-form-state.ts';
import {
  cheapestTable,
  EXAMPLE_MINIMUM_CENTS,
  type PricingDraft,
  pricingExample,
} from './club-pricing-state.ts';

const FIELDS: { path: keyof PricingDraft; label: string; hint: string; inputMode: 'decimal' | 'numeric' }[] =
  [
    {
      path: 'serviceCharge',
      label: 'Service charge',
      hint: 'Added to a table’s minimum, e.g. 20.',
      inputMode: 'decimal',
    },
    {
      path: 'taxRate',
      label: 'Tax rate',
      hint: 'Sales tax on the minimum and the service, e.g. 8.875.',
      inputMode: 'decimal',
    },
    {
      path: 'depositPercent',
      label: 'Deposit',
      hint: 'Of the all-in price, paid when requesting. 0 for none.',
      inputMode: 'numeric',
    },
  ];

/**
 * Service, tax and deposit, with the quote a member would read for the club's cheapest table (or a
 * $1,000 one), worked out as they are typed with the same arithmetic as the server.
 */
export function ClubPricingFields({ control }: { control: Control<ClubDraft, unknown, unknown> }) {
  const id = useId();
  const exampleId = `${id}-example`;
  const [taxRate, serviceCharge, depositPercent, tableTypes] = useWatch({
    control,
    name: ['taxRate', 'serviceCharge', 'depositPercent', 'tableTypes'],
  });
  const table = cheapestTable(tableTypes);
  const example = pricingExample(
    { taxRate, serviceCharge, depositPercent },
    table?.minimumCents ?? EXAMPLE_MINIMUM_CENTS,
  );
  const basis = !table
    ? `No table type with a minimum spend yet: priced on a ${formatMoney(EXAMPLE_MINIMUM_CENTS, { short: true })} table.`
    : table.name
      ? `Priced on ${table.name}, the cheapest table type.`
      : 'Priced on the cheapest table type.';
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        PRICE AND DEPOSIT
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        {FIELDS.map((field) => {
          const fieldId = `${id}-${field.path}`;
          return (
            <FormTextField
              key={field.path}
              control={control}
              name={field.path}
              id={fieldId}
              label={field.path === 'depositPercent' ? 'Deposit (% of all in)' : `${field.label} (%)`}
              hint={field.hint}
              slotProps={{
                htmlInput: {
                  inputMode: field.inputMode,
                  autoComplete: 'off',
                  'aria-describedby': `${fieldId}-helper-text ${exampleId}`,
                },
                input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
              }}
            />
          );
        })}
      </Box>
      <Box
        sx={(theme) => ({
          p: 1.5,
          borderRadius: `${theme.cardRadius}px`,
          border: '1px solid',
          borderColor: example ? 'secondary.main' : 'divider',
        })}
      >
        <Typography variant="caption" component="p" color="text.secondary" sx={{ letterSpacing: '0.08em' }}>
          WHAT A MEMBER IS QUOTED
        </Typography>
        <Box id={exampleId}>
          <Typography component="p" sx={{ fontWeight: 700, mt: 0.5 }}>
            {example ?? 'Fix the percentages above to see what a member is quoted.'}
          </Typography>
          {example && (
            <Typography variant="body2" component="p" color="text.secondary">
              {basis}
            </Typography>
          )}
        </Box>
      </Box>
    </Box>
  );
}
