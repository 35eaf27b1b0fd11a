import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';

/** Suggested questions: one tap asks them. */
export function QuestionChips({
  questions,
  disabled,
  onAsk,
}: {
  questions: string[];
  disabled: boolean;
  onAsk: (question: string) => void;
}) {
  if (questions.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label="Suggested questions"
      sx={{
        display: 'flex',
        flexWrap: { xs: 'nowrap', sm: 'wrap' },
        overflowX: { xs: 'auto', sm: 'visible' },
        gap: 1,
        p: 0,
        m: 0,
        mx: { xs: -2, sm: 0 },
        px: { xs: 2, sm: 0 },
        listStyle: 'none',
        scrollbarWidth: 'none',
        '& > li': { flex: 'none' },
      }}
    >
      {questions.map((question) => (
        <li key={question}>
          <Chip
            label={question}
            variant="outlined"
            color="primary"
            clickable
            disabled={disabled}
            onClick={() => onAsk(question)}
            sx={{ minHeight: 36 }}
          />
        </li>
      ))}
    </Box>
  );
}
