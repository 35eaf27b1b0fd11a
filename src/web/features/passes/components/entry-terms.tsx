import CheckIcon from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** What the door honours, as a checklist to run through before leaving home. */
export function EntryTerms({ terms }: { terms: string[] }) {
  const headingId = useId();
  if (terms.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1rem', letterSpacing: '0.1em', mb: 1 }}>
        ENTRY TERMS
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {terms.map((term) => (
          <Box component="li" key={term} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <CheckIcon aria-hidden color="secondary" fontSize="small" sx={{ mt: 0.25 }} />
            <Typography>{term}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
