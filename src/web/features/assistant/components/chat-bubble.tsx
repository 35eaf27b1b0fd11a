import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { ReactNode } from 'react';

/**
 * One turn of the conversation: the visitor's on the right, the concierge's on the left. `lang` when
 * the text is not in the page's language (a reply in Spanish), so a screen reader reads it in its own.
 */
export function ChatBubble({
  from,
  lang,
  children,
}: {
  from: 'user' | 'assistant';
  lang?: string;
  children: ReactNode;
}) {
  const mine = from === 'user';
  return (
    <Box sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}>
      <Box
        sx={{
          maxWidth: { xs: '88%', sm: '75%' },
          px: 2,
          py: 1.25,
          borderRadius: 3,
          borderBottomRightRadius: mine ? 4 : undefined,
          borderBottomLeftRadius: mine ? undefined : 4,
          bgcolor: mine ? 'primary.main' : 'background.paper',
          color: mine ? 'primary.contrastText' : 'text.primary',
          border: mine ? 'none' : 1,
          borderColor: 'divider',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        <Box component="span" sx={visuallyHidden}>
          {mine ? 'You said: ' : 'Concierge: '}
        </Box>
        <Typography component="p" variant="body1" lang={lang}>
          {children}
        </Typography>
      </Box>
    </Box>
  );
}

/** Three pulsing dots while the concierge thinks. */
export function TypingBubble() {
  return (
    <Box sx={{ display: 'flex' }} role="status" aria-label="The concierge is answering">
      <Box
        sx={{
          display: 'flex',
          gap: 0.75,
          px: 2,
          py: 1.75,
          borderRadius: 3,
          borderBottomLeftRadius: 4,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          '@keyframes assistant-dot': { '0%, 80%, 100%': { opacity: 0.25 }, '40%': { opacity: 1 } },
        }}
      >
        {[0, 1, 2].map((i) => (
          <Box
            key={i}
            sx={{
              width: 8,
              height: 8,
              borderRadius: '50%',
              bgcolor: 'primary.main',
              animation: 'assistant-dot 1.2s infinite',
              animationDelay: `${i * 0.15}s`,
              '@media (prefers-reduced-motion: reduce)': { animation: 'none', opacity: 0.6 },
            }}
          />
        ))}
      </Box>
    </Box>
  );
}
