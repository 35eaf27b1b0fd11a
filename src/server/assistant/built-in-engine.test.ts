import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ask, cards, createDemoApp, nextAddress } from '../testing/assistant.ts';
import type { TestApp } from '../testing/test-app.ts';

// Monday 2026-11-23, 20:00 in New York.
const MONDAY_EVENING = new Date('2026-11-24T01:00:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createDemoApp(MONDAY_EVENING);
});
afterAll(() => t?.close());

describe('POST /api/assistant, built-in engine over the demo city', () => {
  test('where can I go Friday? lists Friday’s ladies lists as the home page does', async () => {
    t.setNow(MONDAY_EVENING);
    const answer = await ask(t, 'Where can I go Friday?');
    expect(answer.engine).toBe('built-in');
    expect(answer.gender).toBe('female');
    expect(cards(answer)).toEqual([
      '2026-11-27: Neon Room, Velvet Underground, The Glasshouse, Aurora Rooftop, Midnight Table, Halcyon',
    ]);
    expect(answer.reply).toContain('Friday, Nov 27: 6 clubs with a ladies’ list');
    expect(answer.reply).toContain('Velvet Underground (closes 01:00, after midnight)');
    // The same as GET /api/clubs for that night.
    const listing = (await t.app.inject({ url: '/api/clubs?date=2026-11-27&gender=female' })).json();
    expect(answer.nights[0]!.clubs).toEqual(listing.clubs);
  });

  test('the visitor’s MEN view is used unless the question names someone', async () => {
    t.setNow(MONDAY_EVENING);
    const men = await ask(t, 'where can I go on sunday', 'male');
    expect(cards(men)).toEqual(['2026-11-29: Aurora Rooftop, Basement 27, Halcyon']);
    const ladies = await ask(t, 'anything for the girls on sunday?', 'male');
    expect(ladies.gender).toBe('female');
    expect(cards(ladies)).toEqual(['2026-11-29: Aurora Rooftop, Halcyon']);
  });

  test('which clubs have a ladies list tonight?', async () => {
    t.setNow(MONDAY_EVENING);
    const answer = await ask(t, 'Which clubs have a ladies list tonight?');
    expect(cards(answer)).toEqual(['2026-11-23: Halcyon']);
    expect(answer.reply).toContain(
      'Tonight (Monday, Nov 23): 1 club with a ladies’ list — Halcyon (closes 23:45)',
    );
  });

  test('what time does the list close at a club, with a misspelt name and a date', async () => {
    t.setNow(MONDAY_EVENING);
    const answer = await ask(t, 'what time does the list close at velvet undergrond on friday?');
    expect(answer.reply).toBe(
      'The ladies’ list at Velvet Underground for Friday, Nov 27 closes at 01:00 (after midnight).',
    );
    expect(cards(answer)).toEqual(['2026-11-27: Velvet Underground']);
  });

  test('closing time asked on a night the club has no list points to its next night', async () => {
    t.setNow(MONDAY_EVENING);
    const answer = await ask(t, 'When does the list close at Aurora?');
    expect(answer.reply).toBe(
      'Aurora Rooftop has no guestlist tonight (Monday, Nov 23). Its next night with a list is Thursday, Nov 26: the ladies’ list closes at 00:30 (after midnight).',
    );
    expect(cards(answer)).toEqual(['2026-11-26: Aurora Rooftop']);
  });

  test('both lists of a club, and a gender the club has no list for', async () => {
    t.setNow(MONDAY_EVENING);
    const both = await ask(t, 'neon room closing time thursday');
    expect(both.reply).toBe(
      'The ladies’ list at Neon Room for Thursday, Nov 26 closes at 23:30. The men’s list closes at 23:00.',
    );
    const men = await ask(t, 'when does the men list close at Velvet Underground on Saturday?');
    expect(men.reply).toBe(
      'Velvet Underground has no men’s list on Saturday, Nov 28; its ladies’ list closes at 01:00 (after midnight).',
    );
  });

  test('dinner party on Saturday?', async () => {
    t.setNow(MONDAY_EVENING);
    const answer = await ask(t, 'dinner party on Saturday?');
    expect(cards(answer)).toEqual(['2026-11-28: The Glasshouse, Supper Club No. 9, Midnight Table']);
    expect(answer.reply).toContain('3 dinner parties with a ladies’ list');
    expect(answer.nights[0]!.clubs.every((club) => club.eventType === 'dinner_party')).toBe(true);
  });

  test('is <club> open Friday? yes and no', async () => {
    t.setNow(MONDAY_EVENING);
    const yes = await ask(t, 'Is Neon Room open Friday?');
    expect(yes.reply).toMatch(
      /^Yes — Neon Room is on Friday, Nov 27\. The ladies’ list .* closes at 23:30\./,
    );
    const no = await ask(t, 'is echo hall open friday?');
    expect(no.reply).toBe(
      'No — Echo Hall has no guestlist on Friday, Nov 27. Its next night with a list is Thursday, Dec 3: the ladies’ list closes at 00:00 (after midnight).',
    );
    expect(cards(no)).toEqual(['2026-12-03: Echo Hall']);
  });

  test('dates: Saturday the 28th, Nov 28, 28/11, 2026-11-28 and tomorrow', async () => {
    t.setNow(MONDAY_EVENING);
    for (const phrase of ['Saturday the 28th', 'Nov 28', 'on 28/11', '2026-11-28', 'the 28th of november']) {
      const answer = await ask(t, `nightclubs ${phrase}?`);
      expect(cards(answer), phrase).toEqual([
        '2026-11-28: Neon Room, Velvet Underground, Aurora Rooftop, Halcyon',
      ]);
    }
    const mismatch = await ask(t, 'nightclubs on Sunday the 28th?');
    expect(mismatch.reply).toMatch(/^Nov 28 is a Saturday, not a Sunday\. Saturday, Nov 28: 4 nightclubs/);
    const tomorrow = await ask(t, 'where to go tomorrow');
    expect(cards(tomorrow)).toEqual(['2026-11-24: Supper Club No. 9, Halcyon']);
  });

  test('no answer: explains and suggests the nearest night with lists', async () => {
    t.setNow(MONDAY_EVENING);
    const answer = await ask(t, 'any dinner parties tonight?');
    expect(answer.reply).toBe(
      'Tonight (Monday, Nov 23): no dinner parties have a ladies’ list. The nearest night with a ladies’ list is Tuesday, Nov 24: Supper Club No. 9 (closes 22:00).',
    );
    expect(cards(answer)).toEqual(['2026-11-24: Supper Club No. 9']);
  });

  test('a hidden club is never named, even when asked for', async () => {
    t.setNow(MONDAY_EVENING);
    const answer = await ask(t, 'is the vault open on friday?');
    // Said exactly as for a club that does not exist: the asker's own word, and no more.
    expect(answer.reply).toMatch(/^I can’t find a club called “Vault” on Nightlist\./);
    expect(answer.reply).not.toMatch(/The Vault|Members only/);
    expect(answer.nights.flatMap((n) => n.clubs).some((club) => club.name === 'The Vault')).toBe(false);
  });

  test('a follow-up keeps the filters of the question before', async () => {
    t.setNow(MONDAY_EVENING);
    const first = await ask(t, 'dinner party on Saturday?');
    const answer = await ask(t, [
      { role: 'user', content: 'dinner party on Saturday?' },
      { role: 'assistant', content: first.reply },
      { role: 'user', content: 'what about friday?' },
    ]);
    expect(cards(answer)).toEqual(['2026-11-27: The Glasshouse, Midnight Table']);
  });

  test('garbage gets help and suggestions, no cards', async () => {
    t.setNow(MONDAY_EVENING);
    const answer = await ask(t, 'asdf qwerty zxcv');
    expect(answer.nights).toEqual([]);
    expect(answer.reply).toMatch(/^I’m the Nightlist concierge/);
    expect(answer.suggestions).toContain('Where can I go tonight?');
  });
});

describe('tonight around midnight (New York)', () => {
  test('23:59 Monday: tonight is Monday, whose list closed at 23:45; tomorrow is Tuesday', async () => {
    t.setNow(new Date('2026-11-24T04:59:00Z'));
    const answer = await ask(t, 'where can I go tonight?');
    expect(cards(answer)[0]).toBe('2026-11-23: Halcyon');
    expect(answer.nights[0]!.clubs[0]!.guestlistOptions.female.state).toBe('closed_for_night');
    expect(cards(await ask(t, 'and tomorrow?'))).toEqual(['2026-11-24: Supper Club No. 9, Halcyon']);
  });

  test('23:30 Monday: Halcyon’s list is still open', async () => {
    t.setNow(new Date('2026-11-24T04:30:00Z'));
    const answer = await ask(t, 'which clubs have a ladies list tonight?');
    expect(cards(answer)).toEqual(['2026-11-23: Halcyon']);
    expect(answer.nights[0]!.clubs[0]!.guestlistOptions.female.state).toBe('open');
  });

  test('00:30 Tuesday: still Monday night; its lists have closed, Tuesday is suggested', async () => {
    t.setNow(new Date('2026-11-24T05:30:00Z'));
    const answer = await ask(t, 'where can I go tonight?');
    expect(answer.reply).toBe(
      'Tonight (Monday, Nov 23): every ladies’ list has closed — Halcyon (closed at 23:45). The nearest night with a ladies’ list is Tuesday, Nov 24: Supper Club No. 9 (closes 22:00) and Halcyon (closes 23:45).',
    );
    expect(cards(answer)).toEqual(['2026-11-23: Halcyon', '2026-11-24: Supper Club No. 9, Halcyon']);
    // Still Monday night, so "tomorrow" is Tuesday, not Wednesday.
    expect(cards(await ask(t, 'where can I go tomorrow?'))).toEqual([
      '2026-11-24: Supper Club No. 9, Halcyon',
    ]);
  });

  test('06:00 Tuesday: tonight is Tuesday', async () => {
    t.setNow(new Date('2026-11-24T11:00:00Z'));
    const answer = await ask(t, 'where can I go tonight?');
    expect(cards(answer)).toEqual(['2026-11-24: Supper Club No. 9, Halcyon']);
  });
});

describe('the week’s end', () => {
  test('Sunday evening, "this weekend" is what is left of it: Sunday', async () => {
    t.setNow(new Date('2026-11-30T01:00:00Z'));
    const answer = await ask(t, "what's on this weekend?");
    expect(cards(answer)).toEqual(['2026-11-29: Aurora Rooftop, Halcyon']);
  });

  test('Monday, "this weekend" is Friday to Sunday', async () => {
    t.setNow(MONDAY_EVENING);
    const answer = await ask(t, 'ladies lists this weekend');
    expect(answer.nights.map((n) => n.date)).toEqual(['2026-11-27', '2026-11-28', '2026-11-29']);
  });

  test('Saturday asking "Friday" means next Friday', async () => {
    t.setNow(new Date('2026-11-28T23:00:00Z'));
    const answer = await ask(t, 'where can I go Friday?');
    expect(answer.nights.map((n) => n.date)).toEqual(['2026-12-04']);
  });

  test('00:30 on Saturday, "Friday" is the night still going', async () => {
    t.setNow(new Date('2026-11-28T05:30:00Z'));
    const answer = await ask(t, 'where can I go Friday?');
    expect(answer.nights[0]!.date).toBe('2026-11-27');
  });
});

describe('invalid requests', () => {
  test('20 questions a minute per address, then 429', async () => {
    const question = { messages: [{ role: 'user', content: 'where can I go tonight?' }] };
    const send = () =>
      t.app.inject({ method: 'POST', url: '/api/assistant', remoteAddress: '10.9.9.9', payload: question });
    for (let i = 0; i < 20; i++) expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
  });

  const post = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/assistant',
      remoteAddress: nextAddress(),
      payload: payload as object,
    });

  test('an over-long question is refused with a message', async () => {
    const response = await post({ messages: [{ role: 'user', content: 'where '.repeat(100) }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'The field "messages.0.content" is longer than 500 characters: ask a shorter question.',
    );
  });

  test('an empty question and a conversation that does not end with a question', async () => {
    expect((await post({ messages: [{ role: 'user', content: '   ' }] })).json().message).toContain(
      'is empty: type a question',
    );
    const response = await post({ messages: [{ role: 'assistant', content: 'Hi' }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('must end with the question');
  });
});

describe('every fact a guest asks, from our data', () => {
  test('where cashback is highest is computed over the night’s bookable clubs; a hidden club never counts', async () => {
    t.setNow(MONDAY_EVENING);
    // The Vault gives 20% but is hidden: the answer is Aurora Rooftop's 12%.
    const answer = await ask(t, 'Where is cashback highest on Friday?');
    expect(answer.reply).toMatch(/^The highest cashback on Friday, Nov 27 is at Aurora Rooftop: 12%/);
    expect(answer.reply).not.toMatch(/Vault/);
    expect(cards(answer)).toEqual(['2026-11-27: Aurora Rooftop']);
    expect(answer.party).toBeNull();
  });

  test('a table’s all-in price is the booking screen’s: minimum, service and tax, and the deposit', async () => {
    t.setNow(MONDAY_EVENING);
    const options = (
      await t.app.inject({
        url: `/api/clubs/${await clubId('Neon Room')}/reservation-options?date=2026-11-27`,
      })
    ).json();
    expect(options.pricing).toEqual({ serviceCharge: 20, taxRate: 8.875, depositPercent: 25 });
    const answer = await ask(t, 'what does the vip table cost at neon room friday');
    // $1,500 + 20% = $1,800, + 8.875% tax = $1,959.75; 25% deposit = $489.94.
    expect(answer.reply).toContain(
      'VIP Table for up to 10: $1,500 minimum, $1,959.75 all-in, $489.94 deposit now.',
    );
  });

  test('“put me on the list at Neon Room Saturday, 2 ladies” carries the join form, filled in', async () => {
    t.setNow(MONDAY_EVENING);
    const answer = await ask(t, 'put me on the list at Neon Room Saturday, 2 ladies');
    expect(answer.action).toEqual({
      kind: 'join',
      clubId: await clubId('Neon Room'),
      clubName: 'Neon Room',
      date: '2026-11-28',
      gender: 'female',
      party: { female: 2, male: 0 },
      tableTypeId: null,
    });
    // Nothing was written: the member has not tapped JOIN.
    expect(answer.reply).toMatch(/tap JOIN to send it/);
  });

  test('Spanish is answered in Spanish, with the club’s own words quoted as they are', async () => {
    t.setNow(MONDAY_EVENING);
    const answer = await ask(t, '¿Cuál es el código de vestimenta de Neon Room el viernes?');
    expect(answer.language).toBe('es');
    expect(answer.reply).toContain(
      'Neon Room dice de su lista de chicas el viernes, 27 de nov: «Free entry for ladies until midnight. Dress to impress, no sneakers.»',
    );
    expect(answer.suggestions[0]).toBe('¿Dónde puedo ir esta noche?');
  });

  test('what our data cannot tell is said in one sentence, with the club’s concierge', async () => {
    t.setNow(MONDAY_EVENING);
    const answer = await ask(t, 'what music is playing at basement 27 on saturday?');
    expect(answer.reply).toBe(
      'I can’t tell that from here: Basement 27 doesn’t share it with us. Ask its concierge: +1 212-555-0127.',
    );
    expect(answer.links).toEqual([{ kind: 'call', label: 'Call Basement 27', href: 'tel:+12125550127' }]);
  });

  test('a party too big for every guestlist hears so, and which clubs take fewer', async () => {
    t.setNow(MONDAY_EVENING);
    const answer = await ask(t, 'where can 12 of us go saturday');
    expect(answer.reply).toMatch(/^No club on Saturday, Nov 28 takes a party of 12 on its guestlist/);
    expect(answer.reply).toContain('Neon Room (8)');
  });

  test('signed out, the member’s own figures are not guessed', async () => {
    t.setNow(MONDAY_EVENING);
    const answer = await ask(t, 'whats my cashback balance');
    expect(answer.reply).toBe('Sign in and I can tell you your own cashback balance and passes.');
  });
});

async function clubId(name: string): Promise<string> {
  const listing = (await t.app.inject({ url: '/api/clubs?date=2026-11-28&gender=female' })).json();
  return listing.clubs.find((club: { name: string }) => club.name === name).id;
}
