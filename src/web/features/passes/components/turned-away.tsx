import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { GuestlistEntry } from '../../../../shared/api/guestlist-schema.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { formatClubTime } from '../../../lib/club-time.ts';
import { useNow } from '../../../lib/use-now.ts';
import { useReportTurnedAway } from '../api/report-turned-away.ts';
import { inTurnedAwayWindow } from '../turned-away-window.ts';

const NOTE_MAX = 500;

/**
 * "I WAS TURNED AWAY": a quiet action on the night (noon to noon the day after, club time) for a
 * party the door did not let in, with an optional note; once sent, the pass says when.
 */
export function TurnedAway({ entry }: { entry: GuestlistEntry }) {
  const now = useNow();
  const report = useReportTurnedAway();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const sentRef = useRef<HTMLParagraphElement>(null);
  const reportedAt = entry.turnedAwayAt ?? report.data?.reportedAt ?? null;

  // The button that opened the dialog is gone once the report is in: the focus goes to what replaced it.
  useEffect(() => {
    if (report.isSuccess) sentRef.current?.focus();
  }, [report.isSuccess]);

  if (reportedAt)
    return (
      <Typography
        ref={sentRef}
        tabIndex={-1}
        role="status"
        sx={{
          px: 1.5,
          py: 1,
          borderLeft: '3px solid',
          borderColor: 'warning.main',
          bgcolor: 'background.paper',
          outline: 'none',
        }}
      >
        Reported at {formatClubTime(reportedAt, entry.club.timeZone)} — the venue will look into it.
      </Typography>
    );
  if (entry.status === 'cancelled' || !inTurnedAwayWindow(entry.date, entry.club.timeZone, now)) return null;

  return (
    <Box>
      <Button
        variant="ghost"
        onClick={() => {
          report.reset();
          setOpen(true);
        }}
        sx={{ color: 'text.secondary', textDecoration: 'underline', justifySelf: 'start' }}
      >
        I WAS TURNED AWAY
      </Button>
      <ConfirmDialog
        open={open}
        title="Turned away at the door?"
        confirmLabel="SEND REPORT"
        pendingLabel="SENDING..."
        pending={report.isPending}
        error={report.isError ? report.error.message : null}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          report.mutate({ passId: entry.id, note: note.trim() }, { onSuccess: () => setOpen(false) })
        }
        fields={
          <TextField
            label="What happened? (optional)"
            value={note}
            onChange={(event) => setNote(event.target.value.slice(0, NOTE_MAX))}
            multiline
            minRows={3}
            fullWidth
            autoFocus
            helperText={`${note.length}/${NOTE_MAX}`}
          />
        }
      >
        Tell {entry.club.name} that the door did not let your party in with this pass. The venue gets your
        report with the pass and will look into it.
      </ConfirmDialog>
    </Box>
  );
}
