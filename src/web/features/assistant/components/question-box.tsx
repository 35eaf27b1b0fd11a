import SendIcon from '@mui/icons-material/Send';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { type RefObject, useState } from 'react';
import { ASSISTANT_MAX_MESSAGE_LENGTH } from '../../../../shared/api/assistant-schema.ts';

/** The text box: Enter sends, Shift+Enter starts a new line. */
export function QuestionBox({
  busy,
  onAsk,
  inputRef,
}: {
  busy: boolean;
  onAsk: (question: string) => void;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const [text, setText] = useState('');
  const question = text.trim();
  const tooLong = question.length > ASSISTANT_MAX_MESSAGE_LENGTH;
  const send = () => {
    if (!question || busy || tooLong) return;
    onAsk(question);
    setText('');
  };
  return (
    <Box
      component="form"
      aria-label="Ask the concierge"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}
    >
      <TextField
        inputRef={inputRef}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            send();
          }
        }}
        label="Your question"
        placeholder="Where can I go Friday?"
        multiline
        maxRows={4}
        fullWidth
        size="small"
        error={tooLong}
        helperText={
          tooLong
            ? `Keep it under ${ASSISTANT_MAX_MESSAGE_LENGTH} characters (${question.length} now).`
            : undefined
        }
        slotProps={{ htmlInput: { enterKeyHint: 'send', autoComplete: 'off' } }}
      />
      <IconButton
        type="submit"
        aria-label="Send"
        color="primary"
        disabled={!question || busy || tooLong}
        sx={{ width: 44, height: 44, mb: tooLong ? 3 : 0.25, border: 1, borderColor: 'primary.main' }}
      >
        <SendIcon />
      </IconButton>
    </Box>
  );
}
