import { describe, expect, it } from 'vitest';
import { readAnswer, readTurns } from './conversation.ts';

const oldAnswer = {
  reply: 'Thursday: Neon Room.',
  engine: 'built-in',
  gender: 'female',
  nights: [{ date: '2026-11-26', clubs: [] }],
  suggestions: ['And Friday?'],
};

describe('readTurns', () => {
  it('reads a conversation stored before answers had a language, party, action and links', () => {
    const stored = JSON.stringify([
      { id: 1, message: { role: 'user', content: 'Where can I go Thursday?' } },
      { id: 2, message: { role: 'assistant', content: oldAnswer.reply }, answer: oldAnswer },
    ]);
    const [question, answer] = readTurns(stored);
    expect(question).toEqual({ id: 1, message: { role: 'user', content: 'Where can I go Thursday?' } });
    expect(answer?.answer).toEqual({ ...oldAnswer, language: 'en', party: null, action: null, links: [] });
  });

  it('leaves out what it cannot read, and reads nothing from a broken store', () => {
    expect(readTurns(null)).toEqual([]);
    expect(readTurns('{not json')).toEqual([]);
    expect(readTurns('{"a":1}')).toEqual([]);
    const stored = JSON.stringify([null, 3, { message: { role: 'system', content: 'x' } }, { message: {} }]);
    expect(readTurns(stored)).toEqual([]);
  });
});

describe('readAnswer', () => {
  it('keeps a well-formed action, party and links', () => {
    const action = {
      kind: 'join',
      clubId: 'c1',
      clubName: 'Neon Room',
      date: '2026-11-28',
      gender: 'female',
      party: { female: 2, male: 0 },
      tableTypeId: null,
    };
    const links = [{ kind: 'map', label: 'Map of Neon Room', href: 'https://maps.example/neon' }];
    const answer = readAnswer(
      { ...oldAnswer, language: 'es', party: { female: 2, male: 0 }, action, links },
      '',
    );
    expect(answer).toMatchObject({ language: 'es', party: { female: 2, male: 0 }, action, links });
  });

  it('drops a malformed action, party or link rather than failing', () => {
    const answer = readAnswer(
      {
        ...oldAnswer,
        language: 'fr',
        party: { female: -1, male: 0 },
        action: { kind: 'join', clubId: 'c1', clubName: 'X', date: 'saturday', gender: 'female', party: {} },
        links: [{ kind: 'fax', label: 'x', href: 'x' }, 'map'],
        nights: 'none',
      },
      'fallback',
    );
    expect(answer).toMatchObject({ language: 'en', party: null, action: null, links: [], nights: [] });
  });
});
