import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * `column = any($1)`: a list of any length as one array parameter. `inArray` writes one parameter
 * per value, and PostgreSQL refuses a statement with more than 65,535 of them: a night of 70,000
 * parties broke every query that listed its ids.
 */
export function anyOf(column: Column, values: readonly string[], type: 'uuid' | 'text' = 'uuid'): SQL {
  // sql.param: one parameter holding the whole array (a plain ${values} expands into one per value).
  const array = sql`${sql.param(values)}`;
  return type === 'uuid' ? sql`${column} = any(${array}::uuid[])` : sql`${column} = any(${array}::text[])`;
}
