import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';

/** A report section's DOWNLOAD CSV: a download link, off while the range is not valid (`href` null). */
export function DownloadCsvButton({ href }: { href: string | null }) {
  return (
    <Button
      variant="ghost"
      startIcon={<DownloadIcon />}
      sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' }, border: '1px solid', borderColor: 'divider' }}
      {...(href ? { component: 'a', href, download: true } : { disabled: true })}
    >
      DOWNLOAD CSV
    </Button>
  );
}
