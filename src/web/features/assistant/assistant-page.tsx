import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { useEffect, useRef, useState } from 'react';
import type { AssistantMessage, AssistantResponse } from '../../../shared/api/assistant-schema.ts';
import type { ClubView } from '../../../shared/api/clubs-schema.ts';
import type { Gender } from '../../../shared/clubs.ts';
import type { IsoDate } from '../../../shared/dates.ts';
import { RetryAlert } from '../../components/load-states.tsx';
import { readGenderPreference, useGender } from '../../config/gender.ts';
import { type EventDateState, paths } from '../../config/paths.ts';
import { useGuardedNavigate } from '../../lib/auth/use-guarded-navigate.ts';
import { Link as RouterLink } from '../../lib/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useNow } from '../../lib/use-now.ts';
import { useAskAssistant } from './api/ask-assistant.ts';
import { AnswerCards } from './components/answer-cards.tsx';
import { ChatBubble, TypingBubble } from './components/chat-bubble.tsx';
import { QuestionBox } from './components/question-box.tsx';
import { QuestionChips } from './components/question-chips.tsx';

interface Turn {
  id: number;
  message: AssistantMessage;
  /** The concierge's answer, with its cards. */
  answer?: AssistantResponse;
}

const GREETING =
  'Hi! I’m your nightlife concierge. Ask me where to go, which clubs have a ladies or men’s list, or when a list closes — I answer from tonight’s real guestlists.';

const firstQuestions = (gender: Gender) => [
  'Where can I go tonight?',
  `Which clubs have a ${gender === 'female' ? 'ladies' : 'men’s'} list on Friday?`,
  'Dinner party on Saturday?',
  'What’s on this weekend?',
];

// The conversation survives a trip to sign in and back (the JOIN journey) within the tab.
const STORAGE_KEY = 'assistantConversation';

function loadTurns(): Turn[] {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as Turn[];
  } catch {
    return [];
  }
}

export function AssistantPage() {
  useDocumentTitle('AI concierge');
  const gender = useGender();
  const now = useNow();
  const guardedNavigate = useGuardedNavigate();
  const ask = useAskAssistant();
  const [turns, setTurns] = useState<Turn[]>(loadTurns);
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const newestRef = useRef<HTMLDivElement>(null);
  const lastQuestion = useRef<string | null>(null);

  useEffect(() => {
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(turns.slice(-20)));
    } catch {
      // Storage may be unavailable (private browsing): the conversation then lives in memory only.
    }
  }, [turns]);

  // A question scrolls to the bottom; an answer to its own start, so it is read from the top, cards below.
  useEffect(() => {
    const newest = turns.at(-1);
    if (newest?.answer) newestRef.current?.scrollIntoView({ block: 'start' });
    else if (newest || ask.isError) endRef.current?.scrollIntoView({ block: 'end' });
  }, [turns, ask.isError]);

  const send = (question: string) => {
    lastQuestion.current = question;
    const asked: Turn = { id: Date.now(), message: { role: 'user', content: question } };
    const history = [...turns, asked];
    setTurns(history);
    setAnnouncement('');
    ask.mutate(
      { messages: history.map((turn) => turn.message), gender },
      {
        onSuccess: (answer) => {
          setTurns((current) => [
            ...current,
            { id: Date.now() + 1, message: { role: 'assistant', content: answer.reply }, answer },
          ]);
          setAnnouncement(answer.reply);
        },
        onError: (error) => setAnnouncement(error.message),
      },
    );
  };

  const retry = () => {
    const question = lastQuestion.current;
    if (!question) return;
    // The failed question is still the last turn: ask it again without repeating it.
    setTurns((current) => current.slice(0, -1));
    send(question);
  };

  const goTo = (club: ClubView, date: IsoDate, href: string) => {
    const state: EventDateState = { selectedEventDate: date };
    guardedNavigate(club.id, href, state);
  };

  const latest = [...turns].reverse().find((turn) => turn.answer)?.answer;
  const chips = latest ? latest.suggestions : firstQuestions(gender);
  const clear = () => {
    setTurns([]);
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
        {turns.map((turn, i) => (
          <Box
            key={turn.id}
            ref={i === turns.length - 1 ? newestRef : undefined}
            sx={{ display: 'grid', gap: 2, scrollMarginTop: 72 }}
          >
            <ChatBubble from={turn.message.role}>{turn.message.content}</ChatBubble>
            {turn.answer && turn.answer.nights.length > 0 && (
              <AnswerCards
                nights={turn.answer.nights}
                gender={turn.answer.gender}
                now={now}
                onJoin={(club, date) => {
                  // The party counts the member in the list the answer is about.
                  const joinGender =
                    turn.answer!.gender === readGenderPreference() ? undefined : turn.answer!.gender;
                  goTo(club, date, paths.joinGuestlist.getHref(club.id, date, joinGender));
                }}
                onBook={(club, date) => goTo(club, date, paths.reserve.getHref(club.id, date))}
              />
            )}
          </Box>
        ))}
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
