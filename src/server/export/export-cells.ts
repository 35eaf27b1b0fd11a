import { EXPORT_COLUMNS } from '../../shared/api/admin/export-schema.ts';
import { formatPhoneNumber } from '../../shared/phone.ts';
import type { ExportRow } from './export-rows.ts';

/** One cell: text, a whole number, or a calendar date / wall-clock time (`YYYY-MM-DD[ HH:MM]`). */
export type ExportCell =
  | { kind: 'text'; value: string }
  | { kind: 'number'; value: number }
  | { kind: 'date'; value: string }
  | { kind: 'datetime'; value: string };

const STATUS_LABELS: Record<ExportRow['status'], string> = {
  confirmed: 'Confirmed',
  waitlisted: 'Waitlisted',
  cancelled: 'Cancelled',
};

// Characters XML 1.0 cannot carry (control characters other than tab, LF and CR; U+FFFE, U+FFFF).
// Names can no longer hold them, but older ones may: both formats drop them, so CSV and XLSX agree.
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly what it removes
const NOT_IN_A_CELL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

const text = (value: string): ExportCell => ({ kind: 'text', value: value.replace(NOT_IN_A_CELL, '') });
const number = (value: number): ExportCell => ({ kind: 'number', value });

/**
 * The guest columns of one party: a name per cell, empty cells after the last. A party that joined
 * while the export was being read may have more names than the file has columns: the last column
 * then holds the rest, one per line, rather than lose a name or break the file's shape.
 */
function guestCells(names: readonly string[], columns: number): ExportCell[] {
  const cells: ExportCell[] = [];
  for (let i = 0; i < columns - 1; i++) cells.push(text(names[i] ?? ''));
  cells.push(text(names.slice(columns - 1).join('\n')));
  return cells;
}

/**
 * The cells of one party: those of EXPORT_COLUMNS, then `guestColumns` guest names (see
 * exportColumns); an empty text cell when there is no value.
 */
export function exportCells(row: ExportRow, guestColumns: number): ExportCell[] {
  const cells: ExportCell[] = [
    { kind: 'date', value: row.date },
    text(STATUS_LABELS[row.status]),
    row.waitlistPosition === null ? text('') : number(row.waitlistPosition),
    text(row.lastName),
    text(row.firstName),
    text(formatPhoneNumber(row.phoneNumber)),
    number(row.ladies),
    number(row.men),
    number(row.ladies + row.men),
    number(row.arrived),
    { kind: 'datetime', value: row.joinedAt },
    text(row.promoter),
  ];
  if (cells.length !== EXPORT_COLUMNS.length) throw new Error('export cells do not match EXPORT_COLUMNS');
  cells.push(...guestCells(row.guestNames, guestColumns));
  return cells;
}
