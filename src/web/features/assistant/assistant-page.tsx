import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useEffect, useRef, useState } from 'react';
import type { AssistantAction, AssistantMessage } from '../../../shared/api/assistant-schema.ts';
import type { Gender } from '../../../shared/clubs.ts';
import type { IsoDate } from '../../../shared/dates.ts';
import { RetryAlert } from '../../components/load-states.tsx';
import { readGenderPreference, useGender } from '../../config/gender.ts';
import { useAppLanguage } from '../../config/language.ts';
import { type EventDateState, paths } from '../../config/paths.ts';
import { useGuardedNavigate } from '../../lib/auth/use-guarded-navigate.ts';
import { Link as RouterLink } from '../../lib/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useNow } from '../../lib/use-now.ts';
import { actionHref, bookHref, joinHref } from './answer-forms.ts';
import { useAskAssistant } from './api/ask-assistant.ts';
import { AnswerAction } from './components/answer-action.tsx';
import { AnswerCards } from './components/answer-cards.tsx';
import { AnswerLinks } from './components/answer-links.tsx';
import { ChatBubble, TypingBubble } from './components/chat-bubble.tsx';
import { QuestionBox } from './components/question-box.tsx';
import { QuestionChips } from './components/question-chips.tsx';
import { loadTurns, readAnswer, saveTurns, type Turn } from './conversation.ts';

const GREETING =
  'Hi! I’m your nightlife concierge. Ask me where to go, when a list closes, what a table costs all-in, where cashback is highest, or put you on a list — I answer from the clubs’ real lists and prices, in English or Spanish.';

const firstQuestions = (gender: Gender) => [
  'Where can I go tonight?',
  `Which clubs have a ${gender === 'female' ? 'ladies' : 'men’s'} list on Friday?`,
  'Where is cashback highest on Friday?',
  'A table for 8 under $1,000 on Saturday?',
  'Dinner party on Saturday?',
];

export function AssistantPage() {
  useDocumentTitle('AI concierge');
  const gender = useGender();
  const language = useAppLanguage();
  const now = useNow();
  const guardedNavigate = useGuardedNavigate();
  const ask = useAskAssistant();
  const [turns, setTurns] = useState<Turn[]>(loadTurns);
  // The conversation as last set, for the handlers: an answer can arrive before the page re-renders.
  const latestTurns = useRef(turns);
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const newestRef = useRef<HTMLDivElement>(null);
  const lastQuestion = useRef<string | null>(null);

  // Stored at once, not in an effect: the form an answer opens takes the member away before one runs.
  const update = (next: Turn[]) => {
    latestTurns.current = next;
    saveTurns(next);
    setTurns(next);
  };

  // A question scrolls to the bottom; an answer to its own start, so it is read from the top, cards below.
  useEffect(() => {
    const newest = turns.at(-1);
    if (newest?.answer) newestRef.current?.scrollIntoView({ block: 'start' });
    else if (newest || ask.isError) endRef.current?.scrollIntoView({ block: 'end' });
  }, [turns, ask.isError]);

  const send = (question: string) => {
    lastQuestion.current = question;
    const asked: Turn = { id: Date.now(), message: { role: 'user', content: question } };
    const history = [...latestTurns.current, asked];
    update(history);
    setAnnouncement('');
    ask.mutate(
      { messages: history.map((turn) => turn.message), gender, ...(language ? { language } : {}) },
      {
        // Runs once per answer, and only while the page that asked is open: never again when the
        // stored conversation is read back on returning here.
        onSuccess: (response) => {
          const answer = readAnswer(response, '');
          if (!answer) return;
          const reply: AssistantMessage = { role: 'assistant', content: answer.reply };
          update([...latestTurns.current, { id: Date.now() + 1, message: reply, answer }]);
          setAnnouncement(answer.reply);
          // The member asked to be taken to a form: opened at once, filled in, nothing sent.
          if (answer.action) openForm(answer.action);
        },
        onError: (error) => setAnnouncement(error.message),
      },
    );
  };

  const retry = () => {
    const question = lastQuestion.current;
    if (!question) return;
    // The failed question is still the last turn: ask it again without repeating it.
    update(latestTurns.current.slice(0, -1));
    send(question);
  };

  // JOIN and BOOK: signed in, straight to the form; otherwise sign in first, then on to it.
  const goTo = (clubId: string, date: IsoDate, href: string) => {
    const state: EventDateState = { selectedEventDate: date };
    guardedNavigate(clubId, href, state);
  };
  const openForm = (action: AssistantAction) =>
    goTo(action.clubId, action.date, actionHref(action, readGenderPreference()));

  const latest = [...turns].reverse().find((turn) => turn.answer)?.answer;
  const chips = latest ? latest.suggestions : firstQuestions(gender);
  const clear = () => {
    update([]);
    ask.reset();
    inputRef.current?.focus();
  };

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', maxWidth: 880, mx: 'auto' }}>
      <Box
        component="header"
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 2,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1,
          bgcolor: 'background.default',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Button
          component={RouterLink}
          to={paths.home.getHref()}
          variant="ghost"
          aria-label="Back to guestlists"
          sx={{ minHeight: 44, minWidth: 44, px: 1, gap: 1, whiteSpace: 'nowrap' }}
        >
          <ArrowBackIcon />
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            GUESTLISTS
          </Box>
        </Button>
        <Typography
          variant="h1"
          sx={{
            fontSize: { xs: '1.1rem', sm: '1.35rem' },
            mx: 'auto',
            letterSpacing: '0.08em',
            whiteSpace: 'nowrap',
          }}
        >
          AI CONCIERGE
        </Typography>
        <Button onClick={clear} disabled={turns.length === 0} sx={{ minHeight: 44, whiteSpace: 'nowrap' }}>
          NEW CHAT
        </Button>
      </Box>

      <Box
        component="section"
        aria-label="Conversation"
        sx={{ flex: 1, px: 2, py: 3, display: 'grid', gap: 2, alignContent: 'start' }}
      >
        <ChatBubble from="assistant">{GREETING}</ChatBubble>
        {turns.map((turn, i) => {
          const { answer } = turn;
          // A question is in the language its answer came in.
          const lang = (answer ?? turns[i + 1]?.answer)?.language;
          return (
            <Box
              key={turn.id}
              ref={i === turns.length - 1 ? newestRef : undefined}
              sx={{ display: 'grid', gap: 2, scrollMarginTop: 72 }}
            >
              <ChatBubble from={turn.message.role} lang={lang}>
                {turn.message.content}
              </ChatBubble>
              {answer?.action && (
                <AnswerAction
                  action={answer.action}
                  language={answer.language}
                  onOpen={() => answer.action && openForm(answer.action)}
                />
              )}
              {answer && <AnswerLinks links={answer.links} language={answer.language} />}
              {answer && answer.nights.length > 0 && (
                <AnswerCards
                  nights={answer.nights}
                  gender={answer.gender}
                  now={now}
                  // The party asked about fills in the form; the list is the one the answer is about.
                  onJoin={(club, date) =>
                    goTo(
                      club.id,
                      date,
                      joinHref(club.id, date, answer.gender, answer.party, readGenderPreference()),
                    )
                  }
                  onBook={(club, date) => goTo(club.id, date, bookHref(club.id, date, answer.party))}
                />
              )}
            </Box>
          );
        })}
        {ask.isPending && <TypingBubble />}
        {ask.isError && <RetryAlert onRetry={retry}>{ask.error.message}</RetryAlert>}
        <div ref={endRef} />
      </Box>

      <Box sx={visuallyHidden} aria-live="polite" aria-atomic="true">
        {announcement}
      </Box>

      <Box
        sx={{
          position: 'sticky',
          bottom: 0,
          zIndex: 2,
          display: 'grid',
          gap: 1.5,
          px: 2,
          pt: 1.5,
          pb: 'max(12px, env(safe-area-inset-bottom))',
          bgcolor: 'background.default',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <QuestionChips questions={chips} disabled={ask.isPending} onAsk={send} />
        <QuestionBox busy={ask.isPending} onAsk={send} inputRef={inputRef} />
      </Box>
    </Box>
  );
}
