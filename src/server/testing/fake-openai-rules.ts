/**
 * How the fake model (fake-openai.ts) picks its tools: a fixed rule over the question's words, in
 * English and Spanish, with its own keyword lists and date words. It reads only what a real model
 * is sent (the system prompt's dates, view and club names; the user's turns) and never the
 * built-in engine's reader or the evaluation's expected facts.
 */

export interface Setting {
  tonight: string;
  /** The coming nights the system prompt lists, tonight first. */
  nights: { weekday: string; date: string }[];
  view: 'female' | 'male';
  clubs: string[];
}

/** One tool call the fake makes, and which parts of its `say` the reply uses (all when empty). */
export interface PlannedCall {
  name: string;
  arguments: Record<string, unknown>;
  say: string[];
}

export function readSetting(system: string): Setting {
  const tonight = /Tonight is (\d{4}-\d{2}-\d{2})/.exec(system)?.[1] ?? '';
  const nights = [...system.matchAll(/([A-Z][a-z]+day), [A-Z][a-z]+ \d+ = (\d{4}-\d{2}-\d{2})/g)].map(
    (m) => ({ weekday: m[1]!.toLowerCase(), date: m[2]! }),
  );
  const view = /\(gender male\)/.test(system) ? 'male' : 'female';
  const clubs = (/^The clubs on Nightlist: (.*)\.$/m.exec(system)?.[1] ?? '').split('; ').filter(Boolean);
  return { tonight, nights, view, clubs };
}

/** Lower case, accents and apostrophes dropped: "¿Qué hay el sábado?" → "¿que hay el sabado?". */
const plain = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’`´]/g, '');
const wordsOf = (text: string) =>
  plain(text)
    .split(/[^a-z0-9$]+/)
    .filter(Boolean);

type Topic =
  | 'account'
  | 'join'
  | 'deposit'
  | 'book'
  | 'notInData'
  | 'cashback'
  | 'compare'
  | 'tables'
  | 'contact'
  | 'clubWords'
  | 'latest'
  | 'spots'
  | 'partyLimit'
  | 'closing';

/** The topics in the order they win: the first whose words the question has is what it asks. */
const TOPICS: [Topic, RegExp][] = [
  [
    'account',
    /\b(my|mi|mis)\b.*\b(balance|cashback|credit|saldo|pass|passes|pases|reservations?|reservas)\b|\b(balance|saldo)\b|\b(cashback|credit|passes|pases)\b.*\b(do i have|have i got|i have|me queda|tengo)\b|\bpasses\b.*\bcoming up\b/,
  ],
  [
    'join',
    /\b(put (me|us)|add (me|us)|sign (me|us) up|get (me|us) on|apuntame|apuntanos|ponme|ponnos|anotame|anotanos)\b/,
  ],
  [
    'deposit',
    /\b(deposit|deposits|cancel|cancellation|refund|money back|deposito|cancelar|cancelacion|reembolso)\b/,
  ],
  ['book', /\b(book (me|us)|reserve (me|us)|reservame|reservanos|get (me|us) a table)\b/],
  [
    'notInData',
    /\b(music|dj|djs|playing|genre|line|queue|wait|busy|crowded|packed|crowd|vibe|musica|cola|fila|ambiente|gente|lleno|llena)\b/,
  ],
  ['cashback', /\b(cash ?back|rewards?)\b/],
  ['compare', /\b(difference|different|differ|diff|vs|versus|compare|diferencia|diferente|diferentes)\b/],
  [
    'tables',
    /\b(table|tables|tbl|booth|booths|vip|bottles?|mesa|mesas|minimum|min spend|cheapest|all in|reservados?)\b|\$/,
  ],
  [
    'contact',
    /\b(concierge|number|phone|call|text|contact|whatsapp|numero|telefono|llamar|conserje|contacto|address|where is|wheres|directions|get to|get there|location|located|map|donde queda|donde esta|direccion|ubicacion|como llego)\b/,
  ],
  [
    'clubWords',
    /\b(dress|wear|outfit|sneakers|heels|code|entry|entrance|cover|door|policy|id|age|entrada|vestimenta|vestir|ropa|codigo)\b/,
  ],
  ['latest', /\b(latest|last|earliest|closes first|mas tarde|ultima|ultimo|cierra antes)\b/],
  ['spots', /\b(spots?|spaces?|room|places|full|left|plazas|quedan|cupos?|sitio)\b/],
  [
    'partyLimit',
    /\b(how many (people|ppl|guests|friends|of us|can)|bring|group|party size|max|cuantas personas|cuantos|llevar|traer|grupo)\b/,
  ],
  [
    'closing',
    /\b(close|closes|closing|until|till|what time|how late|cut ?off|deadline|cierra|cierran|cierre|hasta que hora|a que hora)\b/,
  ],
];

const CONTACT_NUMBER =
  /\b(concierge|number|phone|call|text|contact|whatsapp|numero|telefono|llamar|conserje|contacto)\b/;
const CONTACT_PLACE =
  /\b(address|where is|wheres|directions|get to|get there|location|located|map|donde queda|donde esta|direccion|ubicacion|como llego)\b/;

const WEEKDAYS: [string, RegExp][] = [
  ['monday', /\b(monday|mon|lunes)\b/],
  ['tuesday', /\b(tuesday|tues?|martes)\b/],
  ['wednesday', /\b(wednesday|wed|miercoles)\b/],
  ['thursday', /\b(thursday|thu|thur|thurs|jueves)\b/],
  ['friday', /\b(friday|fri|viernes)\b/],
  ['saturday', /\b(saturday|sat|sabado)\b/],
  ['sunday', /\b(sunday|sun|domingo)\b/],
];

const NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  un: 1,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
};
const NUMBER = `(\\d{1,2}|${Object.keys(NUMBERS).join('|')})`;
const toNumber = (word: string) => (/^\d+$/.test(word) ? Number(word) : NUMBERS[word]!);
const LADIES = '(ladies|lady|girls?|women|chicas?|mujeres|amigas)';
const MEN = '(guys?|men|mens|boys?|chicos?|hombres|amigos)';

// Words that are also everyday words: never a club on their own.
const COMMON = new Set(['club', 'room', 'hall', 'table', 'rooftop', 'supper', 'basement', 'midnight', 'no']);

/** Two words the same but for one letter (typed on a phone at night). */
function near(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.min(a.length, b.length) < 4 || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return a.slice(i + 1) === b.slice(i + 1) || a.slice(i) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i);
}

interface Slots {
  club?: string;
  unknownName?: string;
  dates?: string[];
  gender?: 'female' | 'male';
  bothGenders?: boolean;
  type?: 'nightclub' | 'dinner_party';
  ladies?: number;
  men?: number;
  guests?: number;
  budget?: number;
  table?: string;
  topic?: Topic;
  earliest?: boolean;
  /** For my_account: which of its figures were asked. */
  account?: string[];
  contact?: string[];
}

/** One turn's slots: the club (its words then dropped), nights, lists, party, budget and topic. */
function readTurn(text: string, setting: Setting): Slots {
  const slots: Slots = {};
  let words = wordsOf(text);
  // The club: its whole name (a typo per word allowed), else a word only it has.
  let best: { name: string; start: number; size: number } | undefined;
  for (const name of setting.clubs) {
    const own = wordsOf(name).filter((w) => w !== 'the');
    for (let start = 0; start + own.length <= words.length; start++)
      if (own.every((w, i) => near(words[start + i]!, w)) && own.length > (best?.size ?? 0))
        best = { name, start, size: own.length };
    if (best?.name === name) continue;
    for (const w of own) {
      if (w.length < 4 || COMMON.has(w) || setting.clubs.some((o) => o !== name && wordsOf(o).includes(w)))
        continue;
      const at = words.findIndex((q) => near(q, w));
      if (at >= 0 && !best) best = { name, start: at, size: 1 };
    }
  }
  if (best) {
    slots.club = best.name;
    words = [...words.slice(0, best.start), ...words.slice(best.start + best.size)];
  } else {
    // A name the guest gives that no club has: capitalised or with a number, after "is", "at", "en"…
    const named =
      /\b(?:is|at|to|called|en|de)\s+([A-Z0-9][\w'&.-]*(?:\s+[A-Z0-9][\w'&.-]*)*)|\b(?:is|at|to|called)\s+([a-z]+\s+\d+)\b/.exec(
        text,
      );
    const name = (named?.[1] ?? named?.[2])?.replace(/[?.!,]+$/, '');
    if (name && !WEEKDAYS.some(([, re]) => re.test(plain(name))) && !/^(I|Nightlist|NYC)$/.test(name))
      slots.unknownName = name;
  }
  const t = ` ${words.join(' ')} `;

  const dates: string[] = [];
  const dateOf = (weekday: string) => setting.nights.find((n) => n.weekday === weekday)?.date;
  if (/\b(tonight|tonite|today|rn|right now|esta noche|hoy|ahora)\b/.test(t)) dates.push(setting.tonight);
  if (/\b(tomorrow|tmrw|manana)\b/.test(t) && setting.nights[1]) dates.push(setting.nights[1].date);
  if (/\b(weekend|finde|fin de semana)\b/.test(t))
    for (const day of ['friday', 'saturday', 'sunday']) dates.push(dateOf(day)!);
  else for (const [day, re] of WEEKDAYS) if (re.test(t) && dateOf(day)) dates.push(dateOf(day)!);
  if (dates.length > 0) slots.dates = [...new Set(dates)].sort();

  const female = new RegExp(`\\b${LADIES}\\b`).test(t);
  const male = new RegExp(`\\b${MEN}\\b`).test(t);
  if (female && male) slots.bothGenders = true;
  else if (female) slots.gender = 'female';
  else if (male) slots.gender = 'male';
  if (/\b(dinner|dinners|supper|cena|cenas)\b/.test(t)) slots.type = 'dinner_party';
  else if (/\b(nightclubs?|discotecas?|dancing)\b/.test(t)) slots.type = 'nightclub';

  // The party: "2 ladies", "3 chicas y 1 chico", "me and my bf", "for 6", "somos 4".
  let ladies = 0;
  let men = 0;
  for (const m of t.matchAll(new RegExp(`\\b${NUMBER}\\s+${LADIES}\\b`, 'g'))) ladies += toNumber(m[1]!);
  for (const m of t.matchAll(new RegExp(`\\b${NUMBER}\\s+${MEN}\\b`, 'g'))) men += toNumber(m[1]!);
  const partner = {
    female: /\b(gf|girlfriend|wife|novia)\b/.test(t),
    male: /\b(bf|boyfriend|husband|novio)\b/.test(t),
  };
  if (partner.female || partner.male) {
    if (partner.female) ladies += 1;
    if (partner.male) men += 1;
    if (/\b(me|i|yo)\b/.test(t)) {
      if (setting.view === 'female') ladies += 1;
      else men += 1;
    }
  }
  if (ladies > 0 || men > 0) {
    slots.ladies = ladies;
    slots.men = men;
  }
  const total = new RegExp(
    `\\b(?:for|party of|group of|somos|para|we are|were)\\s+${NUMBER}\\b(?!\\s*(?:am|pm|:))`,
  ).exec(t);
  if (total && !(ladies || men)) slots.guests = toNumber(total[1]!);
  // Money is read with its punctuation: "under $1,000" is a thousand dollars.
  const budget = /\b(?:under|below|less than|max|menos de|hasta)\s+\$?\s*(\d[\d,.]*\d|\d)\s*(k?)\b/.exec(
    plain(text),
  );
  if (budget) slots.budget = Number(budget[1]!.replace(/[,.](?=\d{3}\b)/g, '')) * (budget[2] ? 1000 : 1);
  if (/\bvip\b/.test(t)) slots.table = 'vip';
  else if (/\bbooths?\b/.test(t)) slots.table = 'booth';
  else if (/\bchefs?\b/.test(t)) slots.table = 'chef';

  // "is the list full" is the list; "is it full" (lleno) is the room, which no data tells.
  const topicText = /\b(lista|list)\b/.test(t) ? t.replace(/\b(lleno|llena)\b/g, 'full') : t;
  slots.topic = TOPICS.find(([, re]) => re.test(topicText))?.[0];
  if (
    slots.topic === 'tables' &&
    !/\b(table|tables|tbl|booth|vip|mesa|mesas|cheapest|bottles?|minimum)\b/.test(t) &&
    !budget
  )
    slots.topic = undefined;
  if (slots.topic === 'latest') slots.earliest = /\b(earliest|first|antes|primera)\b/.test(t);
  if (slots.topic === 'account') {
    slots.account = [
      ...(/\b(balance|saldo|cashback|credit)\b/.test(t) ? ['balance'] : []),
      ...(/\b(pass|passes|pases|lists?|listas?|reserv\w*|tables|mesas|coming up)\b/.test(t)
        ? ['passes']
        : []),
    ];
  }
  if (slots.topic === 'contact')
    slots.contact = [
      ...(CONTACT_PLACE.test(t) ? ['address'] : []),
      ...(CONTACT_NUMBER.test(t) ? ['concierge'] : []),
    ];
  return slots;
}

/**
 * The calls for the newest question: its own slots, and what it leaves out taken from the guest's
 * earlier turns ("and on Sunday?", "what about the men's list?", "and at aurora?").
 */
export function planCalls(userTurns: string[], setting: Setting): PlannedCall[] {
  const turns = userTurns.map((turn) => readTurn(turn, setting));
  const slots: Slots = { ...turns.at(-1)! };
  for (const earlier of turns.slice(0, -1).reverse()) {
    for (const key of Object.keys(earlier) as (keyof Slots)[]) {
      if (key === 'unknownName' && slots.club) continue;
      if (key === 'club' && slots.unknownName) continue;
      if ((key === 'gender' || key === 'bothGenders') && (slots.gender || slots.bothGenders)) continue;
      if (slots[key] === undefined) (slots as Record<string, unknown>)[key] = earlier[key];
    }
  }
  const club = slots.club ?? slots.unknownName;
  const date = slots.dates?.[0];
  const night = date ?? setting.tonight;
  const gender = slots.gender ? { gender: slots.gender } : {};
  // A party given only by its size ("we are 9") goes on the list asked about, else the visitor's.
  const onList = slots.gender ?? setting.view;
  const party =
    slots.ladies !== undefined
      ? { ladies: slots.ladies, men: slots.men }
      : slots.guests
        ? { ladies: onList === 'female' ? slots.guests : 0, men: onList === 'male' ? slots.guests : 0 }
        : {};
  const guests = slots.guests ?? (slots.ladies !== undefined ? slots.ladies + (slots.men ?? 0) : undefined);
  const call = (name: string, args: Record<string, unknown>, say: string[] = []): PlannedCall => ({
    name,
    arguments: Object.fromEntries(Object.entries(args).filter(([, v]) => v !== undefined)),
    say,
  });
  const eachNight = (make: (date: string) => PlannedCall) => (slots.dates ?? [setting.tonight]).map(make);
  const listNights = () =>
    eachNight((d) => call('list_nights', { date: d, ...gender, type: slots.type, ...party }));
  const clubNight = (say: string[]) => [call('club_night', { club, date: night, ...gender, ...party }, say)];

  switch (slots.topic) {
    case 'account':
      return [call('my_account', {}, slots.account ?? [])];
    case 'join':
      return club ? [call('open_join_form', { club, date: night, ...gender, ...party })] : listNights();
    case 'deposit':
      return [call('deposit_terms', { club, date })];
    case 'book':
      return club
        ? [call('open_booking_form', { club, date: night, guests, table_name: slots.table })]
        : [call('tables', { date, guests, max_total_usd: slots.budget, table_name: slots.table })];
    case 'notInData':
      return [call('not_in_data', { club, date })];
    case 'cashback':
      return [call('cashback', { club, date })];
    case 'compare':
      return [call('compare_lists', { date: night, club })];
    case 'tables':
      return [call('tables', { club, date, guests, max_total_usd: slots.budget, table_name: slots.table })];
    case 'contact':
      return club ? [call('club_contact', { club }, slots.contact ?? [])] : [];
    case 'clubWords':
      return club ? clubNight(['clubWords']) : listNights();
    case 'latest':
      return eachNight((d) =>
        call('latest_list', { date: d, ...gender, earliest: slots.earliest || undefined }),
      );
    case 'spots':
      return club ? clubNight(['spots']) : listNights();
    case 'partyLimit':
      return club
        ? clubNight(slots.gender || party.ladies !== undefined ? ['lists', 'partyLimit'] : ['partyLimit'])
        : listNights();
    default:
      if (club) return clubNight(['lists']);
      return slots.dates || slots.gender || slots.type || slots.ladies !== undefined ? listNights() : [];
  }
}
