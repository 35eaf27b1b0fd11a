/** How many people a question speaks of ("2 ladies", "me and 3 friends", "para 8") and its budget. */

const NUMBER_WORDS: Record<string, number> = {
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
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  a: 1,
  an: 1,
  couple: 2,
  pair: 2,
  uno: 1,
  un: 1,
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
  once: 11,
  doce: 12,
  quince: 15,
  veinte: 20,
};
const NUMBER = `(\\d{1,3}|${Object.keys(NUMBER_WORDS).join('|')})`;
const FEMALE_PEOPLE =
  '(?:lad(?:y|ies)|girls?|gals?|women|woman|females?|chicas?|mujer(?:es)?|damas?|amigas?)';
const MALE_PEOPLE =
  '(?:men|man|guys?|boys?|gents?|gentlemen|males?|dudes?|bros?|chicos?|hombres?|caballeros?|amigos?)';
const PEOPLE = '(?:people|persons?|guests?|friends?|pax|of us|personas?|invitados?|de nosotros|amig[oa]s)';

const toNumber = (word: string) => (/^\d+$/.test(word) ? Number(word) : (NUMBER_WORDS[word] ?? NaN));

export interface AskedParty {
  female: number | null;
  male: number | null;
  /** The whole party when the question gives only that ("for 8", "somos 6"). */
  total: number | null;
}

/** The party in `t` (plain text: lower case, no accents), or null when it names no one by number. */
export function readParty(t: string): AskedParty | null {
  const count = (people: string) => {
    let sum: number | null = null;
    for (const m of t.matchAll(
      new RegExp(`\\b${NUMBER}\\s+(?:more\\s+|mas\\s+|other\\s+)?${people}\\b`, 'g'),
    )) {
      const n = toNumber(m[1]!);
      if (Number.isFinite(n) && n > 0 && n <= 100) sum = (sum ?? 0) + n;
    }
    return sum;
  };
  const female = count(FEMALE_PEOPLE);
  const male = count(MALE_PEOPLE);
  let total: number | null = null;
  const totals = [
    new RegExp(
      `\\b(?:for|party of|group of|table for|a party of|grupo de|para|somos|we are|we're|were|there are|there's)\\s+${NUMBER}\\b(?!\\s*(?:am|pm|:|h\\b|\\$))`,
    ),
    new RegExp(`\\b${NUMBER}\\s+${PEOPLE}\\b`),
    new RegExp(`\\b${NUMBER}\\s+(?:of|de)\\s+(?:us|nosotros)\\b`),
  ];
  for (const pattern of totals) {
    const m = pattern.exec(t);
    const n = m ? toNumber(m[1]!) : NaN;
    if (Number.isFinite(n) && n > 0 && n <= 100) {
      total = n;
      break;
    }
  }
  // "me and my gf": the member and a partner of the gender the word says.
  const partner =
    /\b(?:me|i|yo)\s+(?:and|\+|y|with|con)\s+(?:my|mi)\s+(gf|girlfriend|wife|novia|esposa|mujer|bf|boyfriend|husband|novio|esposo|marido)\b/.exec(
      t,
    ) ??
    /\b(gf|girlfriend|wife|novia|esposa|bf|boyfriend|husband|novio|esposo|marido)\s+(?:and|\+|y)\s+(?:me|i|yo)\b/.exec(
      t,
    );
  if (partner && female === null && male === null) {
    const isFemale = /^(gf|girlfriend|wife|novia|esposa|mujer)$/.test(partner[1]!);
    return { female: isFemale ? 1 : null, male: isFemale ? null : 1, total: 2 };
  }
  // "me and 3 friends": the member comes too.
  const withMe = new RegExp(
    `\\b(?:me|i|yo)\\s+(?:and|\\+|y|plus|with|con)\\s+(?:my\\s+|mis\\s+)?${NUMBER}\\b`,
  ).exec(t);
  if (withMe) {
    const n = toNumber(withMe[1]!);
    if (Number.isFinite(n) && n > 0 && n < 100) total = n + 1;
  }
  if (female === null && male === null && total === null) return null;
  return { female, male, total: total ?? (female ?? 0) + (male ?? 0) };
}

/** "under $1,000", "less than 1k", "menos de 800": the most the asker wants to pay, in cents. */
export function readBudgetCents(t: string): number | null {
  const m =
    /\b(?:under|below|less than|lower than|max(?:imum)?|up to|within|no more than|at most|cheaper than|menos de|por debajo de|hasta|maximo|como mucho)\s*(?:usd\s*)?\$?\s*(\d[\d,.]*)\s*(k|mil|grand)?\b/.exec(
      t,
    ) ?? /\$\s*(\d[\d,.]*)\s*(k)?\s*(?:max|budget|or less|tops|o menos|maximo)\b/.exec(t);
  if (!m) return null;
  const digits = m[1]!.replace(/[,.](?=\d{3}\b)/g, '').replace(/,/g, '');
  let dollars = Number(digits);
  if (!Number.isFinite(dollars)) return null;
  if (m[2]) dollars *= 1000;
  return Math.round(dollars * 100);
}
