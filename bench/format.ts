/** One reported number; `pass` is undefined when the figure has no target. */
export interface Figure {
  section: string;
  name: string;
  value: string;
  target?: string;
  pass?: boolean;
}

export function verdict(pass: boolean | undefined): string {
  if (pass === undefined) return '';
  return pass ? 'PASS' : 'MISS';
}

export function fmtInt(value: number): string {
  return Math.round(value).toLocaleString('en-US');
}

export function fmtFixed(value: number, digits: number): string {
  return value.toFixed(digits);
}

export function fmtMs(value: number): string {
  return `${fmtInt(value)} ms`;
}

/** Prints an aligned plain-text table; columns listed in `right` are right-aligned (numbers). */
export function printTable(title: string, header: string[], rows: string[][], right: number[] = []): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (right.includes(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

export function printFigures(title: string, figures: Figure[]): void {
  printTable(
    title,
    ['Section', 'Figure', 'Value', 'Target', 'Result'],
    figures.map((f) => [f.section, f.name, f.value, f.target ?? '', verdict(f.pass)]),
    [2],
  );
}
