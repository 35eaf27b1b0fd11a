import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { EVENT_TYPES, type EventType } from '../../../../shared/clubs.ts';
import { sentence } from '../../../components/form/form-schema.ts';
import { FormSwitch } from '../../../components/form/form-switch.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { ActiveDaysChips } from './active-days-chips.tsx';
import type { ClubDraft } from './club-form-state.ts';
import { ClubPricingFields } from './club-pricing-fields.tsx';
import { TableTypesFields } from './table-types-fields.tsx';
import { TimeZoneSelect } from './time-zone-select.tsx';

export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  nightclub: 'Nightclub',
  dinner_party: 'Dinner party',
};

export interface ClubFieldsProps {
  control: Control<ClubDraft, unknown, unknown>;
}

/** A titled part of the club form. */
export function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="h3" sx={{ fontSize: '0.9rem', letterSpacing: '0.12em', color: 'secondary.main' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export const twoColumns = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
} as const;

/** Name, type, visibility, days, clock, order and where the club is. */
export function ClubBasicsFields({ control }: ClubFieldsProps) {
  return (
    <Group title="THE CLUB">
      <Box sx={twoColumns}>
        <FormTextField control={control} name="name" label="Name" required />
        <FormTextField control={control} name="eventType" label="Event type" select>
          {EVENT_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {EVENT_TYPE_LABELS[type]}
            </MenuItem>
          ))}
        </FormTextField>
      </Box>
      <FormSwitch
        control={control}
        name="visible"
        label={(visible) => (visible ? 'Visible on the home page' : 'Hidden from members')}
      />
      <Controller
        control={control}
        name="activeDays"
        render={({ field, fieldState }) => (
          <ActiveDaysChips
            label="Active days"
            value={field.value}
            onChange={field.onChange}
            firstRef={field.ref}
            error={fieldState.error?.message ? sentence(fieldState.error.message) : undefined}
            hint="The home page lists the club on these days (when its guestlist is open)."
          />
        )}
      />
      <Box sx={twoColumns}>
        <Controller
          control={control}
          name="timeZone"
          render={({ field, fieldState }) => (
            <TimeZoneSelect
              value={field.value}
              onChange={field.onChange}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error?.message
                  ? sentence(fieldState.error.message)
                  : 'Closing times are read on this clock.'
              }
            />
          )}
        />
        <FormTextField
          control={control}
          name="sortOrder"
          label="Sort order"
          hint="Lower comes first; empty lists it last."
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Box>
      <FormTextField control={control} name="address" label="Address" />
      <FormTextField
        control={control}
        name="mapsUrl"
        label="Maps link"
        type="url"
        placeholder="https://maps.google.com/..."
      />
    </Group>
  );
}

/** Tables, cashback, cancellation, price and deposit, and the concierge's numbers. */
export function ClubBookingFields({ control }: ClubFieldsProps) {
  return (
    <>
      <Group title="RESERVATIONS">
        <FormSwitch
          control={control}
          name="reservationsEnabled"
          label={(on) => (on ? 'Members can book tables' : 'No table bookings')}
        />
        <Box sx={twoColumns}>
          <FormTextField
            control={control}
            name="reservationCashback"
            label="Cashback (%)"
            hint="Of the amount spent, credited after the night."
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <FormTextField
            control={control}
            name="cancellationCutoffHours"
            label="Cancellation cut-off (hours)"
            hint="Members can cancel until this long before."
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Box>
        <FormTextField
          control={control}
          name="cancellationTerms"
          label="Cancellation terms"
          multiline
          minRows={2}
          hint="Shown before a member books. Optional."
        />
        <Typography variant="body2" color="text.secondary">
          TABLE TYPES
        </Typography>
        <TableTypesFields control={control} />
        <ClubPricingFields control={control} />
      </Group>

      <Group title="CONCIERGE">
        <Box sx={twoColumns}>
          <FormTextField
            control={control}
            name="conciergeCallNumber"
            label="Call number"
            type="tel"
            hint="Empty hides Call."
          />
          <FormTextField
            control={control}
            name="conciergeTextNumber"
            label="Text number"
            type="tel"
            hint="Empty hides Text."
          />
        </Box>
      </Group>
    </>
  );
}
