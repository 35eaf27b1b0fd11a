import type { EvalCase } from './eval-case.ts';

const ES = { kind: 'language', language: 'es' } as const;
const EN = { kind: 'language', language: 'en' } as const;

/**
 * The questions guests ask the concierge, as they type them on a phone at 11pm (typos, slang, both
 * languages, follow-ups), each with the facts its answer must hold. Asked on the demo city at
 * Monday 2026-11-23, 20:00 New York: "friday" is Nov 27, "this weekend" Nov 27-29.
 */
export const EVAL_SET: EvalCase[] = [
  // Nights and lists
  {
    id: 'nights-tonight',
    topic: 'nights',
    ask: ['where can i go tonight?'],
    expect: [{ kind: 'listed', night: 'tonight', list: 'female' }, EN],
  },
  {
    id: 'nights-tonight-men-view',
    topic: 'nights',
    view: 'male',
    ask: ['where can we go out tonight'],
    expect: [{ kind: 'listed', night: 'tonight', list: 'male' }],
  },
  {
    id: 'nights-friday-slang',
    topic: 'nights',
    ask: ['what clubs r open friday'],
    expect: [{ kind: 'listed', night: 'friday', list: 'female' }],
  },
  {
    id: 'nights-weekend',
    topic: 'nights',
    ask: ["what's on this weekend?"],
    expect: [
      { kind: 'listed', night: 'friday', list: 'female' },
      { kind: 'listed', night: 'saturday', list: 'female' },
      { kind: 'listed', night: 'sunday', list: 'female' },
    ],
  },
  {
    id: 'nights-dinner-saturday',
    topic: 'nights',
    ask: ['any dinner parties saturday night?'],
    expect: [{ kind: 'listed', night: 'saturday', list: 'female', type: 'dinner_party' }],
  },
  {
    id: 'nights-es-discotecas-sabado',
    topic: 'nights',
    ask: ['¿qué discotecas hay el sábado?'],
    expect: [{ kind: 'listed', night: 'saturday', list: 'female', type: 'nightclub' }, ES],
  },
  {
    id: 'nights-es-chicos-hoy',
    topic: 'nights',
    ask: ['somos 3 chicos, ¿a dónde podemos ir esta noche?'],
    expect: [{ kind: 'listed', night: 'tonight', list: 'male' }, { kind: 'party', female: 0, male: 3 }, ES],
  },
  {
    id: 'nights-typo-thursday-men',
    topic: 'nights',
    ask: ['wat lists r open thurs for men'],
    expect: [{ kind: 'listed', night: 'thursday', list: 'male' }],
  },
  {
    id: 'nights-gf-and-me',
    topic: 'nights',
    view: 'male',
    ask: ['gf and me tryna go out sat'],
    expect: [
      { kind: 'listed', night: 'saturday', list: 'male' },
      { kind: 'party', female: 1, male: 1 },
    ],
  },

  // Closing times
  {
    id: 'closing-neon-friday-ladies',
    topic: 'closing',
    ask: ['what time does the ladies list close at neon room friday'],
    expect: [{ kind: 'closes', club: 'Neon Room', night: 'friday', list: 'female' }, EN],
  },
  {
    id: 'closing-latest-tonight',
    topic: 'closing',
    ask: ["what's the latest list i can still get on tonight?"],
    expect: [{ kind: 'latestList', night: 'tonight', list: 'female' }],
  },
  {
    id: 'closing-latest-friday-guys',
    topic: 'closing',
    ask: ['which club has the latest guestlist friday for the guys'],
    expect: [{ kind: 'latestList', night: 'friday', list: 'male' }],
  },
  {
    id: 'closing-es-neon-viernes',
    topic: 'closing',
    ask: ['¿a qué hora cierra la lista de Neon Room el viernes?'],
    expect: [{ kind: 'closes', club: 'Neon Room', night: 'friday', list: 'female' }, ES],
  },
  {
    id: 'closing-aurora-saturday-guys',
    topic: 'closing',
    ask: ['till when is the guestlist at aurora on saturday for guys'],
    expect: [{ kind: 'closes', club: 'Aurora Rooftop', night: 'saturday', list: 'male' }],
  },
  {
    id: 'closing-es-halcyon-chicos-hoy',
    topic: 'closing',
    ask: ['¿hasta qué hora puedo apuntarme en la lista de chicos de Halcyon hoy?'],
    expect: [{ kind: 'closes', club: 'Halcyon', night: 'tonight', list: 'male' }, ES],
  },

  // Spots left (the harness gives Neon Room's Saturday and Aurora's Friday a capacity)
  {
    id: 'spots-neon-saturday',
    topic: 'spots',
    ask: ['how many spots are left on the neon room list saturday?'],
    expect: [{ kind: 'spotsLeft', club: 'Neon Room', night: 'saturday', list: 'female' }],
  },
  {
    id: 'spots-neon-saturday-guys',
    topic: 'spots',
    ask: ['is there still room for guys at neon room sat'],
    expect: [{ kind: 'spotsLeft', club: 'Neon Room', night: 'saturday', list: 'male' }],
  },
  {
    id: 'spots-es-aurora-viernes',
    topic: 'spots',
    ask: ['¿quedan plazas para chicas en Aurora el viernes?'],
    expect: [{ kind: 'spotsLeft', club: 'Aurora Rooftop', night: 'friday', list: 'female' }, ES],
  },
  {
    id: 'spots-halcyon-tonight-unlimited',
    topic: 'spots',
    ask: ['halcyon tonight, is the list full yet?'],
    expect: [{ kind: 'spotsLeft', club: 'Halcyon', night: 'tonight', list: 'female' }],
  },

  // Party limits
  {
    id: 'party-neon-how-many',
    topic: 'party',
    ask: ['how many ppl can i bring to neon room'],
    expect: [{ kind: 'partyLimit', club: 'Neon Room' }],
  },
  {
    id: 'party-velvet-guys-friday',
    topic: 'party',
    ask: ['can i bring 3 guys to velvet underground friday?'],
    expect: [{ kind: 'noList', club: 'Velvet Underground', night: 'friday', list: 'male' }],
  },
  {
    id: 'party-es-glasshouse',
    topic: 'party',
    ask: ['¿cuántas personas puedo llevar a The Glasshouse?'],
    expect: [{ kind: 'partyLimit', club: 'The Glasshouse' }, ES],
  },
  {
    id: 'party-aurora-max',
    topic: 'party',
    ask: ['max group size at aurora rooftop on the ladies list sat?'],
    expect: [{ kind: 'partyLimit', club: 'Aurora Rooftop' }],
  },

  // Tables
  {
    id: 'tables-neon-friday',
    topic: 'tables',
    ask: ['what tables does neon room have friday and how much'],
    expect: [{ kind: 'tablePrices', club: 'Neon Room', night: 'friday' }],
  },
  {
    id: 'tables-aurora-vip-all-in',
    topic: 'tables',
    ask: ['how much is a vip table at aurora saturday all in?'],
    expect: [{ kind: 'tablePrices', club: 'Aurora Rooftop', night: 'saturday', table: 'vip' }],
  },
  {
    id: 'tables-cheapest-vip-slang',
    topic: 'tables',
    ask: ['wheres the vip tbl cheapest fri'],
    expect: [{ kind: 'cheapestTable', night: 'friday', table: 'vip' }],
  },
  {
    id: 'tables-cheapest-friday',
    topic: 'tables',
    ask: ['cheapest table friday?'],
    expect: [{ kind: 'cheapestTable', night: 'friday' }],
  },
  {
    id: 'tables-for-8-under-1000',
    topic: 'tables',
    ask: ['a table for 8 under $1,000 on friday?'],
    expect: [{ kind: 'tableUnder', night: 'friday', guests: 8, maxTotalCents: 100_000 }],
  },
  {
    id: 'tables-es-velvet-sabado',
    topic: 'tables',
    ask: ['¿cuánto sale una mesa en Velvet Underground el sábado?'],
    expect: [{ kind: 'tablePrices', club: 'Velvet Underground', night: 'saturday' }, ES],
  },

  // Deposits and cancellation
  {
    id: 'deposit-neon-friday',
    topic: 'deposit',
    ask: ['do i have to pay a deposit for a table at neon room friday?'],
    expect: [{ kind: 'deposit', club: 'Neon Room', night: 'friday' }],
  },
  {
    id: 'deposit-aurora-cancel',
    topic: 'deposit',
    ask: ['if i book aurora for saturday and have to cancel what happens to my money'],
    expect: [{ kind: 'deposit', club: 'Aurora Rooftop', night: 'saturday' }],
  },
  {
    id: 'deposit-es-glasshouse-jueves',
    topic: 'deposit',
    ask: ['¿hay que dejar depósito para reservar mesa en The Glasshouse el jueves?'],
    expect: [{ kind: 'deposit', club: 'The Glasshouse', night: 'thursday' }, ES],
  },
  {
    id: 'deposit-velvet-refund',
    topic: 'deposit',
    ask: ['can i cancel a velvet underground table fri and get my money back'],
    expect: [{ kind: 'deposit', club: 'Velvet Underground', night: 'friday' }],
  },

  // Cashback
  {
    id: 'cashback-neon',
    topic: 'cashback',
    ask: ['how much cashback do i get at neon room on friday'],
    expect: [{ kind: 'cashback', club: 'Neon Room', night: 'friday' }],
  },
  {
    id: 'cashback-highest-friday',
    topic: 'cashback',
    ask: ['Where is cashback highest on Friday?'],
    expect: [{ kind: 'highestCashback', night: 'friday' }, EN],
  },
  {
    id: 'cashback-es-mas-viernes',
    topic: 'cashback',
    ask: ['¿dónde hay más cashback el viernes?'],
    expect: [{ kind: 'highestCashback', night: 'friday' }, ES],
  },
  {
    id: 'cashback-echo-thursday',
    topic: 'cashback',
    ask: ['cashback at echo hall thurs?'],
    expect: [{ kind: 'cashback', club: 'Echo Hall', night: 'thursday' }],
  },
  {
    id: 'cashback-es-aurora-sabado',
    topic: 'cashback',
    ask: ['¿cuánto cashback dan en Aurora Rooftop el sábado?'],
    expect: [{ kind: 'cashback', club: 'Aurora Rooftop', night: 'saturday' }, ES],
  },

  // The member's own (signed in)
  {
    id: 'member-balance',
    topic: 'member',
    signedIn: true,
    ask: ['how much cashback do i have?'],
    expect: [{ kind: 'balance' }],
  },
  {
    id: 'member-passes',
    topic: 'member',
    signedIn: true,
    ask: ['what passes do i have coming up'],
    expect: [{ kind: 'passes' }],
  },
  {
    id: 'member-es-saldo',
    topic: 'member',
    signedIn: true,
    ask: ['¿cuánto saldo de cashback me queda?'],
    expect: [{ kind: 'balance' }, ES],
  },

  // Addresses
  {
    id: 'address-neon',
    topic: 'address',
    ask: ['where is neon room'],
    expect: [{ kind: 'address', club: 'Neon Room' }],
  },
  {
    id: 'address-aurora',
    topic: 'address',
    ask: ['address for aurora rooftop?'],
    expect: [{ kind: 'address', club: 'Aurora Rooftop' }],
  },
  {
    id: 'address-es-halcyon',
    topic: 'address',
    ask: ['¿dónde queda Halcyon?'],
    expect: [{ kind: 'address', club: 'Halcyon' }, ES],
  },
  {
    id: 'address-basement-directions',
    topic: 'address',
    ask: ['how do i get to basement 27'],
    expect: [{ kind: 'address', club: 'Basement 27' }],
  },

  // Concierge numbers
  {
    id: 'concierge-velvet',
    topic: 'concierge',
    ask: ["what's the concierge number for velvet underground"],
    expect: [{ kind: 'concierge', club: 'Velvet Underground' }],
  },
  {
    id: 'concierge-halcyon-text',
    topic: 'concierge',
    ask: ['can i text someone at halcyon'],
    expect: [{ kind: 'concierge', club: 'Halcyon' }],
  },
  {
    id: 'concierge-es-supper-club',
    topic: 'concierge',
    ask: ['¿tienes el número de Supper Club No. 9?'],
    expect: [{ kind: 'concierge', club: 'Supper Club No. 9' }, ES],
  },

  // What differs between the LADIES and MEN lists
  {
    id: 'differ-neon-friday',
    topic: 'lists-differ',
    ask: ["what's the difference between the ladies and mens list at neon room friday"],
    expect: [{ kind: 'listsDiffer', club: 'Neon Room', night: 'friday' }],
  },
  {
    id: 'differ-supper-club-saturday',
    topic: 'lists-differ',
    ask: ['is the guys list at supper club no 9 any different from the girls one on saturday'],
    expect: [{ kind: 'listsDiffer', club: 'Supper Club No. 9', night: 'saturday' }],
  },
  {
    id: 'differ-es-velvet-viernes',
    topic: 'lists-differ',
    ask: ['¿qué diferencia hay entre la lista de chicas y la de chicos en Velvet Underground el viernes?'],
    expect: [{ kind: 'listsDiffer', club: 'Velvet Underground', night: 'friday' }, ES],
  },

  // The club's own words
  {
    id: 'words-neon-dress-code',
    topic: 'club-words',
    ask: ['dress code at neon room friday? can i wear sneakers'],
    expect: [{ kind: 'clubWords', club: 'Neon Room', night: 'friday', list: 'female' }],
  },
  {
    id: 'words-basement-entry-guys',
    topic: 'club-words',
    ask: ['whats the deal with entry at basement 27 sat for guys'],
    expect: [{ kind: 'clubWords', club: 'Basement 27', night: 'saturday', list: 'male' }],
  },
  {
    id: 'words-es-echo-entrada',
    topic: 'club-words',
    ask: ['¿hay que pagar entrada en Echo Hall el jueves? soy chica'],
    expect: [{ kind: 'clubWords', club: 'Echo Hall', night: 'thursday', list: 'female' }, ES],
  },

  // What our data cannot answer
  {
    id: 'dont-know-music',
    topic: 'dont-know',
    ask: ["what's the dj playing at aurora friday?"],
    expect: [{ kind: 'dontKnow', club: 'Aurora Rooftop' }],
  },
  {
    id: 'dont-know-line',
    topic: 'dont-know',
    ask: ['how long is the line at halcyon rn'],
    expect: [{ kind: 'dontKnow', club: 'Halcyon' }],
  },
  {
    id: 'dont-know-es-lleno',
    topic: 'dont-know',
    ask: ['¿está muy lleno Neon Room el viernes?'],
    expect: [{ kind: 'dontKnow', club: 'Neon Room' }, ES],
  },

  // Clubs we cannot find
  {
    id: 'not-found-studio-54',
    topic: 'not-found',
    ask: ['is studio 54 open friday?'],
    expect: [{ kind: 'notFound', name: 'Studio 54', nearest: 'any' }],
  },
  {
    id: 'not-found-typo-resolves',
    topic: 'not-found',
    ask: ['neon rom list closing time fri'],
    expect: [{ kind: 'closes', club: 'Neon Room', night: 'friday', list: 'female' }],
  },

  // Actions
  {
    id: 'action-join-neon-2-ladies',
    topic: 'action',
    ask: ['put me on the list at Neon Room Saturday, 2 ladies'],
    expect: [
      {
        kind: 'action',
        action: 'join',
        club: 'Neon Room',
        night: 'saturday',
        list: 'female',
        party: { female: 2, male: 0 },
      },
      { kind: 'party', female: 2, male: 0 },
    ],
  },
  {
    id: 'action-book-aurora-6',
    topic: 'action',
    ask: ['book me a table at Aurora Friday for 6'],
    expect: [{ kind: 'action', action: 'book', club: 'Aurora Rooftop', night: 'friday', party: { size: 6 } }],
  },
  {
    id: 'action-es-join-aurora',
    topic: 'action',
    ask: ['apúntame en la lista de Aurora el sábado, somos 3 chicas y 1 chico'],
    expect: [
      {
        kind: 'action',
        action: 'join',
        club: 'Aurora Rooftop',
        night: 'saturday',
        party: { female: 3, male: 1 },
      },
      ES,
    ],
  },

  // Follow-ups: the earlier turn is asked first and its answer sent back
  {
    id: 'follow-up-sunday',
    topic: 'follow-up',
    ask: ['where can i go friday', 'and on sunday?'],
    expect: [{ kind: 'listed', night: 'sunday', list: 'female' }],
  },
  {
    id: 'follow-up-mens-list',
    topic: 'follow-up',
    ask: ['what time does the ladies list close at aurora friday', "what about the men's list?"],
    expect: [{ kind: 'closes', club: 'Aurora Rooftop', night: 'friday', list: 'male' }],
  },
  {
    id: 'follow-up-tables-other-club',
    topic: 'follow-up',
    ask: ['how much is a table at neon room friday', 'and at aurora?'],
    expect: [{ kind: 'tablePrices', club: 'Aurora Rooftop', night: 'friday' }],
  },
  {
    id: 'follow-up-es-sabado',
    topic: 'follow-up',
    ask: ['¿qué hay el viernes?', '¿y el sábado?'],
    expect: [{ kind: 'listed', night: 'saturday', list: 'female' }, ES],
  },
  {
    id: 'follow-up-join-with-bf',
    topic: 'follow-up',
    ask: ['is neon room open friday?', 'ok put me on it, me and my bf'],
    expect: [
      {
        kind: 'action',
        action: 'join',
        club: 'Neon Room',
        night: 'friday',
        party: { female: 1, male: 1 },
      },
    ],
  },
];
