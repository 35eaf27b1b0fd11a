import { getTableColumns, type Table } from 'drizzle-orm';

/** The rows of a raw `db.execute(sql…)`, on either engine (both drivers answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * A row that raw SQL returned (`row_to_json`, or columns under their SQL names) as Drizzle would
 * have returned it from `table`: properties under their TypeScript names, each value through its
 * column's own mapping (a timestamp string becomes a Date).
 */
export function rowOfTable<T extends Table>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
