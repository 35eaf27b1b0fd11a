import { describe, expect, it } from 'vitest';
import type { AssistantAction } from '../../../shared/api/assistant-schema.ts';
import { actionHref, actionLabel, actionNote, bookHref, joinHref, safeLinks } from './answer-forms.ts';

const NEON = '7c0c6a54-4c3e-4c47-9d0e-1f0b5a2b6f11';
const join: AssistantAction = {
  kind: 'join',
  clubId: NEON,
  clubName: 'Neon Room',
  date: '2026-11-28',
  gender: 'female',
  party: { female: 2, male: 0 },
  tableTypeId: null,
};
const book: AssistantAction = {
  ...join,
  kind: 'book',
  clubName: 'Aurora Rooftop',
  date: '2026-11-27',
  party: { female: 3, male: 3 },
  tableTypeId: 'vip',
};

describe('the forms an answer opens', () => {
  it('JOIN carries the party asked about, and the list only when it is not the saved view', () => {
    expect(joinHref(NEON, '2026-11-28', 'female', { female: 2, male: 1 }, 'female')).toBe(
      `/join-guestlist/${NEON}?date=2026-11-28&ladies=2&men=1`,
    );
    expect(joinHref(NEON, '2026-11-28', 'male', null, 'female')).toBe(
      `/join-guestlist/${NEON}?date=2026-11-28&gender=male`,
    );
  });

  it('BOOK carries the whole party as its size, and the table asked about', () => {
    expect(bookHref(NEON, '2026-11-27', { female: 2, male: 1 })).toBe(
      `/reserve/${NEON}?date=2026-11-27&party=3`,
    );
    expect(bookHref(NEON, '2026-11-27', null)).toBe(`/reserve/${NEON}?date=2026-11-27`);
  });

  it('an action opens its own form, filled in', () => {
    expect(actionHref(join, 'female')).toBe(`/join-guestlist/${NEON}?date=2026-11-28&ladies=2&men=0`);
    expect(actionHref(join, 'male')).toBe(
      `/join-guestlist/${NEON}?date=2026-11-28&gender=female&ladies=2&men=0`,
    );
    expect(actionHref(book, 'female')).toBe(`/reserve/${NEON}?date=2026-11-27&party=6&table=vip`);
  });
});

describe('the action button', () => {
  it('names the form, the club and the night, in the reply’s language', () => {
    expect(actionLabel(join, 'en')).toBe('OPEN THE JOIN FORM — NEON ROOM, SAT');
    expect(actionLabel(book, 'en')).toBe('OPEN THE BOOKING FORM — AURORA ROOFTOP, FRI');
    expect(actionLabel(join, 'es')).toBe('ABRIR EL FORMULARIO DE LISTA — NEON ROOM, SÁB');
    expect(actionLabel(book, 'es')).toBe('ABRIR EL FORMULARIO DE RESERVA — AURORA ROOFTOP, VIE');
  });

  it('says what is filled in, and that nothing is sent yet', () => {
    expect(actionNote(join, 'en')).toBe(
      'Filled in for Saturday, November 28: 2 ladies. Nothing is sent until you confirm it on the form.',
    );
    expect(actionNote({ ...join, party: { female: 1, male: 1 } }, 'en')).toContain(': 1 lady + 1 man.');
    expect(actionNote(book, 'en')).toContain('Friday, November 27: 6 people.');
    expect(actionNote(join, 'es')).toBe(
      'Rellenado para el sábado, 28 de noviembre: 2 damas. No se envía nada hasta que lo confirmes en el formulario.',
    );
  });
});

describe('safeLinks', () => {
  it('keeps web maps, calls and texts, and drops any other address', () => {
    const links = [
      { kind: 'map', label: 'Map', href: 'https://www.google.com/maps/search/?api=1&query=x' },
      { kind: 'call', label: 'Call', href: 'tel:+12125550101' },
      { kind: 'text', label: 'Text', href: 'sms:+12125550101' },
      { kind: 'map', label: 'Bad', href: 'javascript:alert(1)' },
      { kind: 'call', label: 'Bad', href: 'https://example.com' },
      { kind: 'text', label: 'Bad', href: 'data:text/html,x' },
    ] as const;
    expect(safeLinks([...links]).map((l) => l.label)).toEqual(['Map', 'Call', 'Text']);
  });
});
