import { EXPORT_COLUMNS } from '../../../shared/api/admin/export-schema.ts';
import { formatPhoneNumber } from '../../../shared/phone.ts';
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

const text = (value: string): ExportCell => ({ kind: 'text', value });
const number = (value: number): ExportCell => ({ kind: 'number', value });

/** The cells of one party, in the order of EXPORT_COLUMNS; an empty text cell when there is no value. */
export function exportCells(row: ExportRow): ExportCell[] {
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
    text(row.guestNames),
    number(row.arrived),
    { kind: 'datetime', value: row.joinedAt },
    text(row.promoter),
  ];
  if (cells.length !== EXPORT_COLUMNS.length) throw new Error('export cells do not match EXPORT_COLUMNS');
  return cells;
}
