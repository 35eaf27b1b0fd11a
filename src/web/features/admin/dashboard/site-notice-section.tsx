import Typography from '@mui/material/Typography';

/** Placeholder until this section is built (issue 5). */
export function SiteNoticeSection() {
  return <Typography color="text.secondary">Being built.</Typography>;
}
