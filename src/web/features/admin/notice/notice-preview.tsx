import Alert from '@mui/material/Alert';
import { NoticeBanner } from '../../../components/notice-banner.tsx';

/** The home page's banner as visitors will see it (the same NoticeBanner as home's OfflineBanner). */
export function NoticePreview({ text, enabled }: { text: string; enabled: boolean }) {
  if (!enabled) {
    return (
      <Alert severity="info" variant="outlined" role="note" aria-label="Preview of the notice">
        Switched off: the home page shows no notice.
      </Alert>
    );
  }
  return (
    <NoticeBanner
      // A preview, not news: no live announcement on every keystroke.
      role="note"
      aria-label="Preview of the notice"
      onClose={() => {}}
      slotProps={{ closeButton: { 'aria-label': 'Dismiss notice (preview)', tabIndex: -1, disabled: true } }}
    >
      {text.trim() || 'Write the notice above.'}
    </NoticeBanner>
  );
}
