import { exportColumns } from '../../shared/api/admin/export-schema.ts';
import type { ExportCell } from './export-cells.ts';

/** Excel reads a CSV as UTF-8 only when it starts with a byte order mark. */
export const CSV_BOM = '\uFEFF';

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One CSV field: RFC 4180 quoting, and a leading ' on text a spreadsheet would run as a formula. */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function csvCell(cell: ExportCell): string {
  return cell.kind === 'number' ? String(cell.value) : csvField(cell.value);
}

/** A CSV record with its CRLF line end. */
export function csvLine(cells: readonly ExportCell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** The byte order mark and the column titles, `guestColumns` guest columns included. */
export const csvHeader = (guestColumns: number): string =>
  `${CSV_BOM}${exportColumns(guestColumns).map(csvField).join(',')}\r\n`;
