import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { EVENT_TYPES, type EventType } from '../../../../shared/clubs.ts';
import { ActiveDaysChips } from './active-days-chips.tsx';
import type { ClubDraft, FieldErrors } from './club-form-state.ts';
import { ClubPricingFields } from './club-pricing-fields.tsx';
import { errorProps, sentence } from './field-error.ts';
import { TableTypesFields } from './table-types-fields.tsx';
import { TimeZoneSelect } from './time-zone-select.tsx';

export const EVENT_TYPE_LABELS: Record<EventType, string> = {
  nightclub: 'Nightclub',
  dinner_party: 'Dinner party',
};

export interface ClubFieldsProps {
  draft: ClubDraft;
  errors: FieldErrors;
  change: (patch: Partial<ClubDraft>, path: string) => void;
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
export function ClubBasicsFields({ draft, errors, change }: ClubFieldsProps) {
  return (
    <Group title="THE CLUB">
      <Box sx={twoColumns}>
        <TextField
          label="Name"
          required
          value={draft.name}
          onChange={(event) => change({ name: event.target.value }, 'name')}
          {...errorProps(errors, 'name')}
        />
        <TextField
          select
          label="Event type"
          value={draft.eventType}
          onChange={(event) => change({ eventType: event.target.value as EventType }, 'eventType')}
          {...errorProps(errors, 'eventType')}
        >
          {EVENT_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {EVENT_TYPE_LABELS[type]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <FormControlLabel
        control={
          <Switch
            checked={draft.visible}
            onChange={(event) => change({ visible: event.target.checked }, 'visible')}
          />
        }
        label={draft.visible ? 'Visible on the home page' : 'Hidden from members'}
      />
      <ActiveDaysChips
        label="Active days"
        value={draft.activeDays}
        onChange={(activeDays) => change({ activeDays }, 'activeDays')}
        error={errors.activeDays ? sentence(errors.activeDays) : undefined}
        hint="The home page lists the club on these days (when its guestlist is open)."
      />
      <Box sx={twoColumns}>
        <TimeZoneSelect
          value={draft.timeZone}
          onChange={(timeZone) => change({ timeZone }, 'timeZone')}
          {...errorProps(errors, 'timeZone', 'Closing times are read on this clock.')}
        />
        <TextField
          label="Sort order"
          value={draft.sortOrder}
          onChange={(event) => change({ sortOrder: event.target.value }, 'sortOrder')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          {...errorProps(errors, 'sortOrder', 'Lower comes first; empty lists it last.')}
        />
      </Box>
      <TextField
        label="Address"
        value={draft.address}
        onChange={(event) => change({ address: event.target.value }, 'address')}
        {...errorProps(errors, 'address')}
      />
      <TextField
        label="Maps link"
        type="url"
        placeholder="https://maps.google.com/..."
        value={draft.mapsUrl}
        onChange={(event) => change({ mapsUrl: event.target.value }, 'mapsUrl')}
        {...errorProps(errors, 'mapsUrl')}
      />
    </Group>
  );
}

/** Tables, cashback, cancellation, price and deposit, and the concierge's numbers. */
export function ClubBookingFields({ draft, errors, change }: ClubFieldsProps) {
  return (
    <>
      <Group title="RESERVATIONS">
        <FormControlLabel
          control={
            <Switch
              checked={draft.reservationsEnabled}
              onChange={(event) =>
                change({ reservationsEnabled: event.target.checked }, 'reservationsEnabled')
              }
            />
          }
          label={draft.reservationsEnabled ? 'Members can book tables' : 'No table bookings'}
        />
        <Box sx={twoColumns}>
          <TextField
            label="Cashback (%)"
            value={draft.reservationCashback}
            onChange={(event) => change({ reservationCashback: event.target.value }, 'reservationCashback')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            {...errorProps(errors, 'reservationCashback', 'Of the amount spent, credited after the night.')}
          />
          <TextField
            label="Cancellation cut-off (hours)"
            value={draft.cancellationCutoffHours}
            onChange={(event) =>
              change({ cancellationCutoffHours: event.target.value }, 'cancellationCutoffHours')
            }
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            {...errorProps(errors, 'cancellationCutoffHours', 'Members can cancel until this long before.')}
          />
        </Box>
        <TextField
          label="Cancellation terms"
          multiline
          minRows={2}
          value={draft.cancellationTerms}
          onChange={(event) => change({ cancellationTerms: event.target.value }, 'cancellationTerms')}
          {...errorProps(errors, 'cancellationTerms', 'Shown before a member books. Optional.')}
        />
        <Typography variant="body2" color="text.secondary">
          TABLE TYPES
        </Typography>
        <TableTypesFields
          value={draft.tableTypes}
          errors={errors}
          onChange={(tableTypes, path) => change({ tableTypes }, path)}
        />
        <ClubPricingFields draft={draft} errors={errors} change={change} />
      </Group>

      <Group title="CONCIERGE">
        <Box sx={twoColumns}>
          <TextField
            label="Call number"
            type="tel"
            value={draft.conciergeCallNumber}
            onChange={(event) => change({ conciergeCallNumber: event.target.value }, 'conciergeCallNumber')}
            {...errorProps(errors, 'conciergeCallNumber', 'Empty hides Call.')}
          />
          <TextField
            label="Text number"
            type="tel"
            value={draft.conciergeTextNumber}
            onChange={(event) => change({ conciergeTextNumber: event.target.value }, 'conciergeTextNumber')}
            {...errorProps(errors, 'conciergeTextNumber', 'Empty hides Text.')}
          />
        </Box>
      </Group>
    </>
  );
}
