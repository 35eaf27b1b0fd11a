import Alert from '@mui/material/Alert';

/** The home page's banner as visitors will see it (the same look as home's OfflineBanner). */
export function NoticePreview({ text, enabled }: { text: string; enabled: boolean }) {
  if (!enabled) {
    return (
      <Alert severity="info" variant="outlined" role="note" aria-label="Preview of the notice">
        Switched off: the home page shows no notice.
      </Alert>
    );
  }
  return (
    <Alert
      severity="warning"
      variant="outlined"
      // A preview, not news: no live announcement on every keystroke.
      role="note"
      aria-label="Preview of the notice"
      onClose={() => {}}
      slotProps={{ closeButton: { 'aria-label': 'Dismiss notice (preview)', tabIndex: -1, disabled: true } }}
      sx={{
        borderRadius: 0,
        borderLeft: 0,
        borderRight: 0,
        borderTop: 0,
        bgcolor: '#1a1400',
        justifyContent: 'center',
        overflowWrap: 'anywhere',
      }}
    >
      {text.trim() || 'Write the notice above.'}
    </Alert>
  );
}
