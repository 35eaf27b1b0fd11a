import { expect } from 'vitest';

/** One content line: `NAME;PARAM=x:value`, the value unescaped (RFC 5545 §3.3.11 TEXT). */
export interface IcsProperty {
  name: string;
  params: string;
  value: string;
}

export interface IcsComponent {
  name: string;
  properties: IcsProperty[];
  components: IcsComponent[];
}

const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_all, char: string) => (char === 'n' || char === 'N' ? '\n' : char));

/**
 * A strict reading of an iCalendar file, failing the test on anything RFC 5545 refuses: lines not
 * ended by CRLF or longer than 75 octets, a content line without a name and a colon, BEGIN/END that
 * do not pair up, text after the calendar. No library in the repository parses iCalendar.
 */
export function parseIcs(file: string): IcsComponent {
  expect(file.endsWith('\r\n'), 'the file ends with CRLF').toBe(true);
  const physical = file.slice(0, -2).split('\r\n');
  for (const line of physical) {
    expect(line.includes('\n') || line.includes('\r'), `a bare line break in ${JSON.stringify(line)}`).toBe(
      false,
    );
    expect(Buffer.byteLength(line), `octets in ${JSON.stringify(line)}`).toBeLessThanOrEqual(75);
  }
  // Unfolding (§3.1): a line that starts with a space continues the one before.
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ')) {
      expect(lines.length, 'a continuation line with nothing before it').toBeGreaterThan(0);
      lines[lines.length - 1] += line.slice(1);
    } else lines.push(line);
  }
  const stack: IcsComponent[] = [];
  let root: IcsComponent | undefined;
  for (const line of lines) {
    const match = /^([A-Z][A-Z0-9-]*)((?:;[^:]*)?):(.*)$/.exec(line);
    expect(match, `not a content line: ${JSON.stringify(line)}`).not.toBeNull();
    const [, name, params, value] = match as unknown as [string, string, string, string];
    expect(root === undefined || stack.length > 0, 'text after END:VCALENDAR').toBe(true);
    if (name === 'BEGIN') {
      const component: IcsComponent = { name: value, properties: [], components: [] };
      if (stack.length > 0) stack.at(-1)!.components.push(component);
      else root = component;
      stack.push(component);
    } else if (name === 'END') {
      expect(stack.pop()?.name, `END:${value} closes the component opened last`).toBe(value);
    } else {
      expect(stack.length, `${name} outside any component`).toBeGreaterThan(0);
      stack.at(-1)!.properties.push({ name, params: params.slice(1), value: unescapeText(value) });
    }
  }
  expect(stack, 'every BEGIN has its END').toEqual([]);
  expect(root?.name).toBe('VCALENDAR');
  return root!;
}

/** The one value of `name` in `component` (fails when it is missing or repeated). */
export function icsValue(component: IcsComponent, name: string): string {
  const found = component.properties.filter((p) => p.name === name);
  expect(found, `exactly one ${name}`).toHaveLength(1);
  return found[0]!.value;
}

/** A UTC DATE-TIME (`20261128T040000Z`) as the instant it names. */
export function icsInstant(value: string): Date {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  expect(match, `a UTC date-time: ${value}`).not.toBeNull();
  const [, y, mo, d, h, mi, s] = match!.map(Number) as number[];
  return new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
}

/** `2026-11-27 23:00` on the wall clock of `timeZone` at `instant`. */
export function wallClock(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}
