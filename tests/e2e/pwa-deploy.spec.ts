import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page, test } from '@playwright/test';
import { waitForWorker } from './pwa-helpers.ts';

// Runs in its own project after the others (playwright.config.ts): its second build takes both
// cores for half a minute, which would slow the other journeys into their time limits.
const run = promisify(execFile);
const DEPLOY_PORT = 4561;
const DEPLOY_DIR = path.resolve(`.tmp/pwa-deploy-${process.env.E2E_PORT ?? 'default'}`);

const serverOutput: string[] = [];

async function waitForHealth(base: string, server: ChildProcess): Promise<void> {
  // A fresh embedded database with the demo data: seconds when idle, much longer beside a build.
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`The deploy test server exited (${server.exitCode}): ${serverOutput.join('')}`);
    const ok = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The deploy test server did not start: ${serverOutput.join('')}`);
}

test.describe('a new build deployed under a running server', () => {
  // One real second build (~30 s); a deploy behaves the same on any screen size.
  test.skip(({ isMobile }) => !isMobile, 'runs once, in the phone project');
  test.setTimeout(300_000);

  let server: ChildProcess | undefined;
  const base = `http://localhost:${DEPLOY_PORT}`;
  const live = path.join(DEPLOY_DIR, 'live');
  const next = path.join(DEPLOY_DIR, 'next');
  const nextBuild = `e2e-next-${Date.now()}`;

  test.beforeAll(async ({ browserName: _ }, testInfo) => {
    // A hook runs in every project's worker, even where its tests are skipped.
    if (!testInfo.project.use.isMobile) return;
    test.setTimeout(300_000);
    await fs.rm(DEPLOY_DIR, { recursive: true, force: true });
    // The build the suite runs is the old version; a second build, identical but for its id, the new one.
    await fs.cp(path.resolve(process.env.E2E_WEB_DIST_DIR ?? 'dist/web'), live, { recursive: true });
    // The server sets up its database while the second build runs.
    server = spawn(process.execPath, ['src/server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(DEPLOY_PORT),
        HOST: '127.0.0.1',
        NODE_ENV: 'development',
        DATA_DIR: path.join(DEPLOY_DIR, 'data'),
        WEB_DIST_DIR: live,
        DEMO_DATA: 'on',
        LOG_LEVEL: 'warn',
        // Reads what it just wrote: never from a replica scripts/with-postgres.sh --replica started.
        DATABASE_REPLICA_URL: '',
        SHUTDOWN_DRAIN_SECONDS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (chunk: Buffer) => serverOutput.push(chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => serverOutput.push(chunk.toString()));
    await run(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--outDir', next, '--emptyOutDir'],
      {
        env: { ...process.env, VITE_APP_VERSION: nextBuild },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    await waitForHealth(base, server);
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server?.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
  });

  test('a reload runs the new version, and a page left open is offered it', async ({ context }) => {
    const build = (page: Page) => page.locator('html').getAttribute('data-build');
    const left = await context.newPage();
    const reloaded = await context.newPage();
    await left.goto(`${base}/`);
    await waitForWorker(left);
    await reloaded.goto(`${base}/`);
    await waitForWorker(reloaded);
    const oldBuild = await build(left);
    expect(oldBuild).toBeTruthy();
    expect(oldBuild).not.toBe(nextBuild);
    await expect(left.getByRole('article').first()).toBeVisible();

    // The deploy: the new build's files replace the old ones (old hashed assets stay, as on a CDN).
    await fs.cp(next, live, { recursive: true, force: true });

    // A plain reload runs the new build at once, without a prompt.
    await reloaded.reload();
    await expect.poll(() => build(reloaded)).toBe(nextBuild);
    await expect(reloaded.getByRole('article').first()).toBeVisible();

    // The page left open keeps working on the old build and is offered the new one.
    const offer = left.getByRole('button', { name: 'NEW VERSION — RELOAD' });
    await expect(offer).toBeVisible({ timeout: 20_000 });
    expect(await build(left)).toBe(oldBuild);
    await left.screenshot({ path: test.info().outputPath('update-offer-phone.png') });
    await offer.click();
    await expect.poll(() => build(left)).toBe(nextBuild);
    await expect(left.getByRole('article').first()).toBeVisible();
    await expect(reloaded.getByRole('button', { name: 'NEW VERSION — RELOAD' })).toBeHidden();
  });
});
