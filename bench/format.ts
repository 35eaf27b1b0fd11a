/** One reported number; `pass` is undefined when the figure has no target. */
export interface Figure {
  section: string;
  name: string;
  value: string;
  /** The database engine the figure was measured on; unset for figures that have none (bundle size). */
  engine?: string;
  /** What the value is compared with (a bare route, bare SQL, the smaller size), and value ÷ baseline. */
  baseline?: string;
  ratio?: string;
  target?: string;
  pass?: boolean;
}

export function verdict(pass: boolean | undefined): string {
  if (pass === undefined) return '';
  return pass ? 'PASS' : 'MISS';
}

export function fmtInt(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  return Math.round(value).toLocaleString('en-US');
}

export function fmtFixed(value: number, digits: number): string {
  return value.toFixed(digits);
}

export function fmtMs(value: number): string {
  return `${value < 10 ? value.toFixed(1) : fmtInt(value)} ms`;
}

export function fmtMb(value: number): string {
  return `${value.toFixed(1)} MB`;
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
    ['Engine', 'Section', 'Figure', 'Value', 'Baseline', 'Ratio', 'Target', 'Result'],
    figures.map((f) => [
      f.engine ?? '-',
      f.section,
      f.name,
      f.value,
      f.baseline ?? '',
      f.ratio ?? '',
      f.target ?? '',
      verdict(f.pass),
    ]),
    [3, 4, 5],
  );
}
