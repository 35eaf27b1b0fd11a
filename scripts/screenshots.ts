// Screenshots of every screen (tests/e2e/screens.ts) for each kind of visitor, at phone (390×844) and
// laptop (1280×800) width, in the LADIES and MEN themes: for looking at what we build.
//
//   node scripts/screenshots.ts                     all screens, on a server of its own (run `npm run build` first)
//   node scripts/screenshots.ts member admin        only these personas
//   FULL=1 node scripts/screenshots.ts              whole pages rather than the first screen
//   ONLY=menu,promoter-qr node scripts/screenshots.ts   only the screens of these names
//
// Written to .tmp/screens/<persona>-<screen>-<phone|laptop>-<ladies|men>.png. The server is the built
// app on a fresh embedded database with the demo data, in development mode for its SMS outbox.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import {
  buildWorld,
  PERSONA_ADMIN_PHONES,
  PERSONAS,
  type Persona,
  SCREENS,
  showScreen,
  THEMES,
} from '../tests/e2e/screens.ts';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';
import { freePort } from './e2e-port.ts';

const VIEWPORTS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'laptop', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
] as const;

const asked = process.argv.slice(2);
const unknown = asked.filter((persona) => !(PERSONAS as readonly string[]).includes(persona));
if (unknown.length > 0) {
  console.error(`Unknown persona ${unknown.join(', ')}: choose from ${PERSONAS.join(', ')}`);
  process.exit(2);
}
const only = process.env.ONLY?.split(',').map((name) => name.trim());
const personas = asked.length > 0 ? (asked as Persona[]) : PERSONAS;
if (!existsSync('dist/web/index.html')) {
  console.error('No build in dist/web: run `npm run build` first.');
  process.exit(1);
}

const outDir = path.resolve('.tmp/screens');
await fs.mkdir(outDir, { recursive: true });
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'nightlist-screens-'));
const port = await freePort();
const baseURL = `http://localhost:${port}`;
const server = startServer(port, dataDir);
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
let written = 0;
try {
  await waitForHealth(baseURL, server);
  for (const persona of personas) {
    for (const { name: width, ...device } of VIEWPORTS) {
      const context = await browser.newContext({
        ...device,
        baseURL,
        deviceScaleFactor: 1,
        colorScheme: 'dark',
        timezoneId: 'America/New_York',
        locale: 'en-US',
      });
      const adminContext = await browser.newContext({ baseURL });
      const world = await buildWorld(persona, context.request, adminContext.request);
      const page = await context.newPage();
      for (const theme of THEMES) {
        for (const screen of SCREENS[persona].filter((one) => !only || only.includes(one.name))) {
          await showScreen(page, screen, world, theme);
          const file = path.join(outDir, `${persona}-${screen.name}-${width}-${theme.name}.png`);
          await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
          written++;
          console.log(path.relative(process.cwd(), file));
        }
      }
      await context.close();
      await adminContext.close();
    }
  }
  console.log(`${written} screenshots in ${path.relative(process.cwd(), outDir)}`);
} finally {
  await browser.close();
  // The server writes its database until it has exited: removed before, the folder was not empty.
  const exited = new Promise((resolve) => server.once('exit', resolve));
  if (server.exitCode === null && server.kill()) await exited;
  await fs.rm(dataDir, { recursive: true, force: true });
}

function startServer(port: number, dataDir: string): ChildProcess {
  const child = spawn(process.execPath, ['src/server/main.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      DEMO_DATA: 'on',
      DEFAULT_TIME_ZONE: 'America/New_York',
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_SECONDS: '0',
      // The personas' admins (each signs in once per width) and an easy bot check.
      ADMIN_PHONES: Object.values(PERSONA_ADMIN_PHONES).join(','),
      ALTCHA_MAX_NUMBER: '1000',
    },
  });
  return child;
}

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  for (let waited = 0; waited < 120_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}) before it was ready`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The server was not ready within 2 minutes');
}
