import pg from 'pg';

export const TEMPLATE_DATABASE = 'nightlist_test_template';

/** Runs `work` on a connection to the server's maintenance database (for CREATE/DROP DATABASE). */
export async function withAdminConnection<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>) {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function databaseUrlFor(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
