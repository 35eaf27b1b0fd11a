import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, test } from 'vitest';

// `npm run lint:boundaries` with the project's own rules, on a tree of tiny files made for each case:
// the rules of .dependency-cruiser.cjs must refuse an import that runs up the server's layers.
const CONFIG = path.resolve('.dependency-cruiser.cjs');
const DEPCRUISE = path.resolve('node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');
const run = promisify(execFile);

/** Each file exports one constant and imports the files named after it. */
type Tree = Record<string, { imports?: string[]; typeImports?: string[] }>;

function source(file: string, { imports = [], typeImports = [] }: Tree[string]): string {
  const relative = (target: string) => {
    const found = path.posix.relative(path.posix.dirname(file), target);
    return found.startsWith('.') ? found : `./${found}`;
  };
  const name = (target: string) => `v${target.replace(/[^a-z]/gi, '_')}`;
  return [
    ...imports.map((target) => `import { value as ${name(target)} } from '${relative(target)}';`),
    ...typeImports.map((target) => `import type { Value as T${name(target)} } from '${relative(target)}';`),
    'export type Value = number;',
    `export const value = [${imports.map(name).join(', ')}].length;`,
    '',
  ].join('\n');
}

async function lint(tree: Tree): Promise<{ errors: number; report: string }> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'server-layers-'));
  try {
    for (const [file, deps] of Object.entries(tree)) {
      await fs.mkdir(path.join(root, path.dirname(file)), { recursive: true });
      await fs.writeFile(path.join(root, file), source(file, deps));
    }
    const args = [DEPCRUISE, 'src', '--config', CONFIG, '--output-type', 'err'];
    try {
      const { stdout } = await run(process.execPath, args, { cwd: root });
      return { errors: 0, report: stdout };
    } catch (error) {
      // depcruise exits with the number of errors it found.
      const failed = error as { code: number; stdout: string };
      return { errors: failed.code, report: failed.stdout };
    }
  } finally {
    await fs.rm(root, { recursive: true, force: true });
  }
}

const CLUBS = 'src/server/clubs/clubs-repository.ts';
const GUESTLIST = 'src/server/guestlist/guestlist-service.ts';
const DOOR = 'src/server/door/door-service.ts';
const PROMOTERS = 'src/server/promoters/promoters-repository.ts';

describe('the server layers (.dependency-cruiser.cjs, run by npm run lint)', () => {
  test('an import down the layers passes', async () => {
    const result = await lint({
      [CLUBS]: {},
      [GUESTLIST]: { imports: [CLUBS] },
      [DOOR]: { imports: [GUESTLIST] },
    });
    expect(result).toEqual({ errors: 0, report: expect.stringContaining('no dependency violations found') });
  });

  test('an import up to a higher layer fails, naming the rule of the layer it leaves', async () => {
    const result = await lint({ [CLUBS]: { imports: [GUESTLIST] }, [GUESTLIST]: {} });
    expect(result.errors).toBe(1);
    expect(result.report).toContain(`error server-catalog-not-up: ${CLUBS} → ${GUESTLIST}`);
  });

  test('a type-only import up fails too: a type is a dependency on the layer it comes from', async () => {
    const result = await lint({ [GUESTLIST]: { typeImports: [PROMOTERS] }, [PROMOTERS]: {} });
    expect(result.errors).toBe(1);
    expect(result.report).toContain(`error server-nights-not-up: ${GUESTLIST} → ${PROMOTERS}`);
  });

  test('inside a layer the listed order holds, so two folders never import each other', async () => {
    // No file imports itself back here (no-circular sees nothing): only the order refuses the pair.
    const entries = 'src/server/guestlist/guestlist-repository.ts';
    const checkIn = 'src/server/door/door-repository.ts';
    const result = await lint({
      [entries]: {},
      [DOOR]: { imports: [entries] },
      [checkIn]: {},
      [GUESTLIST]: { imports: [checkIn] },
    });
    expect(result.errors).toBe(1);
    expect(result.report).toContain(`error server-nights-not-up: ${GUESTLIST} → ${checkIn}`);
  });

  test("a domain may not import the app's own context (app-deps.ts)", async () => {
    const context = 'src/server/app-deps.ts';
    const result = await lint({ [context]: { typeImports: [CLUBS] }, [CLUBS]: { typeImports: [context] } });
    expect(result.errors).toBe(1);
    expect(result.report).toContain(`error server-catalog-not-up: ${CLUBS} → ${context}`);
  });

  test('a folder missing from SERVER_LAYERS fails until it is given its place', async () => {
    const unlisted = 'src/server/tickets/ticket-office.ts';
    const result = await lint({ 'src/server/app.ts': { imports: [unlisted] }, [unlisted]: {} });
    expect(result.errors).toBe(1);
    expect(result.report).toContain(`error server-folder-in-a-layer: src/server/app.ts → ${unlisted}`);
  });

  test('a test may set its case up with anything, the test helpers included', async () => {
    const helper = 'src/server/testing/test-app.ts';
    const result = await lint({
      [CLUBS]: {},
      [helper]: { imports: [CLUBS] },
      'src/server/clubs/clubs-routes.test.ts': { imports: [helper, CLUBS] },
    });
    expect(result.errors).toBe(0);
  });
});
