/** Fuzzy matching of club names in a question: "velvet undergrond", "the glasshouse", "aurora". */

// Words that are also everyday words in a question ("open at midnight", "a table"): never a match alone.
const COMMON_WORDS = new Set([
  'the',
  'a',
  'an',
  'no',
  'club',
  'clubs',
  'room',
  'hall',
  'table',
  'tables',
  'midnight',
  'night',
  'supper',
  'dinner',
  'party',
  'bar',
  'house',
  'lounge',
  'rooftop',
  'basement',
  'list',
  'open',
]);

export function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']s\b/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function nameWords(name: string): string[] {
  const all = words(name);
  const trimmed = all.filter((word) => word !== 'the');
  return trimmed.length > 0 ? trimmed : all;
}

/** Levenshtein distance, stopping early once it exceeds `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      best = Math.min(best, current[j]!);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

// One typo per five letters, at most two.
const allowedTypos = (length: number) => (length < 5 ? 0 : Math.min(2, Math.floor(length / 5)));

/**
 * The clubs a text names, best match first. A name matches as a whole (with typos, with or without
 * spaces) or by one distinctive word of it ("velvet", "aurora") that no other club shares.
 */
export function findClubNames<T extends { name: string }>(text: string, clubs: readonly T[]): T[] {
  const question = words(text);
  const scored: { club: T; score: number }[] = [];
  for (const club of clubs) {
    const name = nameWords(club.name);
    // The whole name, or its first words when they are long enough to be a name ("supper club").
    const forms = name
      .map((_, i) => name.slice(0, i + 1).join(''))
      .filter((form, i) => i === name.length - 1 || (i >= 1 && form.length >= 8));
    let score = Number.POSITIVE_INFINITY;
    for (const form of forms) {
      const limit = allowedTypos(form.length);
      for (let size = 1; size <= name.length + 1; size++) {
        for (let start = 0; start + size <= question.length; start++) {
          const distance = editDistance(question.slice(start, start + size).join(''), form, limit);
          if (distance <= limit)
            score = Math.min(score, distance + (form.length < name.join('').length ? 1 : 0));
        }
      }
    }
    if (score === Number.POSITIVE_INFINITY) {
      for (const word of name) {
        if (word.length < 4 || COMMON_WORDS.has(word) || /^\d+$/.test(word)) continue;
        const shared = clubs.some((other) => other !== club && nameWords(other.name).includes(word));
        if (shared) continue;
        const limit = allowedTypos(word.length);
        if (question.some((q) => editDistance(q, word, limit) <= limit)) score = Math.min(score, 10);
      }
    }
    if (score !== Number.POSITIVE_INFINITY) scored.push({ club, score });
  }
  return scored.sort((a, b) => a.score - b.score).map(({ club }) => club);
}
