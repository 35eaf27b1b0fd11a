import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPostgres, wrapPglite } from '../db/client.ts';
import { TEMPLATE_DATABASE, withAdminConnection } from './postgres-admin.ts';

declare module 'vitest' {
  interface ProvidedContext {
    /** PGlite: a migrated data directory to load into each test's in-memory database. */
    pgliteImagePath: string;
    /** PostgreSQL (DATABASE_URL set): a migrated database to copy for each test file. */
    postgresTemplate: string;
  }
}

/** Migrates one database image once; every test file then starts from a copy of it. */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    await withAdminConnection(url, async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    });
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${TEMPLATE_DATABASE}`;
    const handle = openPostgres(templateUrl.toString(), undefined, 1);
    await handle.migrate();
    await handle.close();
    project.provide('postgresTemplate', TEMPLATE_DATABASE);
    project.provide('pgliteImagePath', '');
    return;
  }
  const client = await PGlite.create();
  await wrapPglite(client).migrate();
  const image = await client.dumpDataDir('gzip');
  await client.close();
  const imagePath = path.resolve('.tmp/test-db-image.tar.gz');
  await fs.mkdir(path.dirname(imagePath), { recursive: true });
  await fs.writeFile(imagePath, Buffer.from(await image.arrayBuffer()));
  project.provide('pgliteImagePath', imagePath);
  project.provide('postgresTemplate', '');
}
