import { words } from './club-names.ts';

/** Every clock time a text states, as `HH:MM` (24-hour): "23:30", "1:00", "11pm", "11:30 p.m.". */
export function timesIn(text: string): string[] {
  const found: string[] = [];
  const t = text.toLowerCase();
  const pad = (h: number, m: number) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
  for (const match of t.matchAll(/\b(1[0-2]|0?[1-9])(?:[:.]([0-5]\d))?\s*(a\.?m\.?|p\.?m\.?)(?![a-z])/g)) {
    const hour = (Number(match[1]) % 12) + (match[3]!.startsWith('p') ? 12 : 0);
    found.push(pad(hour, Number(match[2] ?? 0)));
  }
  const withoutMeridiem = t.replace(
    /\b(1[0-2]|0?[1-9])(?:[:.]([0-5]\d))?\s*(a\.?m\.?|p\.?m\.?)(?![a-z])/g,
    ' ',
  );
  for (const match of withoutMeridiem.matchAll(/\b([01]?\d|2[0-3])[:h]([0-5]\d)\b/g)) {
    found.push(pad(Number(match[1]), Number(match[2])));
  }
  return found;
}

/** True when `text` names `name` (word for word, ignoring case, punctuation and a leading "the"). */
export function mentions(text: string, name: string): boolean {
  const haystack = ` ${words(text).join(' ')} `;
  const needle = words(name).filter((word, i) => i > 0 || word !== 'the');
  return needle.length > 0 && haystack.includes(` ${needle.join(' ')} `);
}

/**
 * Checks a model's reply against what its tools returned: it may name only clubs the tools
 * returned and state only times found in those results. Returns what is wrong, or null.
 */
export function ungrounded(
  reply: string,
  allowed: { clubNames: string[]; times: string[] },
  knownClubNames: string[],
): string | null {
  const allowedNames = new Set(allowed.clubNames.map((name) => name.toLowerCase()));
  for (const name of knownClubNames) {
    if (!allowedNames.has(name.toLowerCase()) && mentions(reply, name))
      return `names ${name}, which no tool returned`;
  }
  const times = new Set(allowed.times);
  for (const time of timesIn(reply)) if (!times.has(time)) return `states ${time}, which no tool returned`;
  return null;
}
