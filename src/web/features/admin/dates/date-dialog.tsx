import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { GuestlistDate } from '../../../../shared/api/admin/dates-schema.ts';
import type { IsoDate, Weekday } from '../../../../shared/dates.ts';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useCloseDate, useOpenDates, useSetCapacity } from '../api/update-admin-dates.ts';
import { type CapacityDraft, CapacityFields, capacityDraft, parseCapacity } from './capacity-fields.tsx';
import { capacityBody, capacityFieldOf, capacityFormSchema } from './date-forms.ts';
import { inactiveDateWarning } from './inactive-days.ts';
import { formatLongDate } from './month.ts';

export interface DateDialogProps {
  clubId: string;
  clubName: string;
  /** The club's weekdays: a date on another day opens but is not listed (SPEC §5), so we say so. */
  activeDays: readonly Weekday[];
  date: IsoDate;
  /** The date as open now, or undefined when it is closed. */
  night: GuestlistDate | undefined;
  onClose: () => void;
  /** Tells the section what happened, for its status line. */
  onDone: (message: string) => void;
}

/**
 * One night of one club: open it (with spots per gender), change its spots, or close it. Closing a
 * night with parties on the list asks first, with the server's count, and then tells them.
 */
export function DateDialog({ clubId, clubName, activeDays, date, night, onClose, onDone }: DateDialogProps) {
  const titleId = useId();
  const openDates = useOpenDates(clubId);
  const setCapacity = useSetCapacity(clubId);
  const closeDate = useCloseDate(clubId);
  // Checked as typed: SAVE stays off while a box cannot be read.
  const { control, formRef, submit, showServerErrors } = useSchemaForm(capacityFormSchema, {
    defaultValues: capacityDraft(night?.capacityFemale ?? null, night?.capacityMale ?? null),
    mode: 'onChange',
  });
  const capacity = useWatch({ control }) as CapacityDraft;
  // The server's 409 message when the night has entries: the dialog then asks to confirm.
  const [confirmClose, setConfirmClose] = useState<string | null>(null);
  // The safe answer, keeping the night open, takes the focus when the question appears.
  const keepButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirmClose !== null) keepButton.current?.focus();
  }, [confirmClose]);
  const pending = openDates.isPending || setCapacity.isPending || closeDate.isPending;
  const label = formatLongDate(date);
  const notListed = inactiveDateWarning(clubName, activeDays, date);

  const invalid = Boolean(parseCapacity(capacity.female).error || parseCapacity(capacity.male).error);
  const saveError = (night ? setCapacity : openDates).error;

  const save = (typed: CapacityDraft) => {
    if (pending) return;
    const body = capacityBody(typed);
    const onError = (error: Error) => showServerErrors(error, capacityFieldOf);
    if (night) {
      setCapacity.mutate({ date, ...body }, { onSuccess: () => onDone(`${label}: spots saved.`), onError });
    } else {
      openDates.mutate(
        { dates: [date], ...body },
        { onSuccess: () => onDone(`${label} is open for ${clubName}.`), onError },
      );
    }
  };

  const close = (confirm: boolean) =>
    closeDate.mutate(
      { date, confirm },
      {
        onSuccess: ({ cancelledEntries }) =>
          onDone(
            cancelledEntries > 0
              ? `${label} closed; ${cancelledEntries} ${cancelledEntries === 1 ? 'party was' : 'parties were'} told.`
              : `${label} closed.`,
          ),
        onError: (error) => {
          if (error instanceof ApiRequestError && error.code === 'date_has_entries') {
            closeDate.reset();
            setConfirmClose(error.message);
          }
        },
      },
    );

  if (confirmClose !== null) {
    const parties = night?.activeEntries ?? 0;
    return (
      <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
        <DialogTitle id={titleId}>
          {parties > 0
            ? `Close and tell ${parties} ${parties === 1 ? 'party' : 'parties'}?`
            : 'Close this date?'}
        </DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 1 }}>{confirmClose}</Typography>
          <Typography color="text.secondary">
            Their places on the {label} list are cancelled and each member gets a notification.
          </Typography>
          {closeDate.isError && (
            <Alert severity="error" variant="outlined" sx={{ mt: 2 }}>
              {closeDate.error.message}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
          <Button ref={keepButton} variant="neon" onClick={() => setConfirmClose(null)} disabled={pending}>
            KEEP IT OPEN
          </Button>
          <Button color="error" variant="outlined" onClick={() => close(true)} disabled={pending}>
            {closeDate.isPending ? 'CLOSING...' : 'CLOSE AND TELL THEM'}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        {label.toUpperCase()}
        <Typography component="span" color="text.secondary" variant="body2" sx={{ display: 'block' }}>
          {clubName} · {night ? 'Guestlist open' : 'Guestlist closed'}
        </Typography>
      </DialogTitle>
      <DialogContent>
        <Box
          component="form"
          id={`${titleId}-form`}
          ref={formRef}
          noValidate
          onSubmit={submit(save)}
          sx={{ display: 'grid', gap: 2, pt: 1 }}
        >
          {notListed && (
            <Alert severity="warning" variant="outlined">
              {notListed}
            </Alert>
          )}
          {night && (
            <Typography variant="body2" color="text.secondary">
              On the list: {night.confirmed.ladies} ladies, {night.confirmed.men} men · waiting:{' '}
              {night.waitlisted.ladies} ladies, {night.waitlisted.men} men
            </Typography>
          )}
          <CapacityFields control={control} confirmed={night?.confirmed} />
          {night && (
            <Typography variant="body2" color="text.secondary">
              Raising a limit takes waiting parties onto the list in queue order; lowering it keeps everyone
              already confirmed.
            </Typography>
          )}
          {saveError && (
            <Alert severity="error" variant="outlined">
              {saveError.message}
            </Alert>
          )}
          {closeDate.isError && (
            <Alert severity="error" variant="outlined">
              {closeDate.error.message}
            </Alert>
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        {night && (
          <Button
            color="error"
            variant="outlined"
            onClick={() => close(false)}
            disabled={pending}
            sx={{ mr: 'auto' }}
          >
            {closeDate.isPending ? 'CLOSING...' : 'CLOSE DATE'}
          </Button>
        )}
        <Button variant="ghost" onClick={onClose} disabled={pending}>
          CANCEL
        </Button>
        <Button type="submit" form={`${titleId}-form`} variant="neon" disabled={pending || invalid}>
          {openDates.isPending || setCapacity.isPending ? 'SAVING...' : night ? 'SAVE SPOTS' : 'OPEN DATE'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
