import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { AssistantAction, AssistantLanguage } from '../../../../shared/api/assistant-schema.ts';
import { actionLabel, actionNote } from '../answer-forms.ts';

/**
 * The form the member asked the concierge for: the page took them there once when the answer came;
 * back in the conversation, this button opens it again, filled in the same way.
 */
export function AnswerAction({
  action,
  language,
  onOpen,
}: {
  action: AssistantAction;
  language: AssistantLanguage;
  onOpen: () => void;
}) {
  const noteId = useId();
  return (
    <Box lang={language} sx={{ display: 'grid', gap: 0.75, justifyItems: 'start', maxWidth: { sm: '75%' } }}>
      <Button
        variant="neon"
        onClick={onOpen}
        endIcon={<ArrowForwardIcon aria-hidden />}
        aria-describedby={noteId}
        sx={{ minHeight: 44, textAlign: 'left', justifyContent: 'space-between', gap: 1 }}
      >
        {actionLabel(action, language)}
      </Button>
      <Typography id={noteId} variant="body2" color="text.secondary">
        {actionNote(action, language)}
      </Typography>
    </Box>
  );
}
