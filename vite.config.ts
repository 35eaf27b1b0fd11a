import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { fontSubsets } from './scripts/font-subsets.ts';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Writes .br and .gz beside each text asset; the server sends them as-is (no per-request
 * compression). Runs after the bundle is written: earlier, chunks still hold placeholders
 * (such as Vite's preload marker) that later plugins replace.
 */
function precompress(): Plugin {
  return {
    name: 'nightlist:precompress',
    apply: 'build',
    enforce: 'post',
    async writeBundle(options) {
      const outDir = options.dir!;
      const files = (await fs.readdir(outDir, { recursive: true })).filter((f) =>
        /\.(js|css|html|svg|json|webmanifest)$/.test(f),
      );
      await Promise.all(
        files.map(async (file) => {
          const source = await fs.readFile(path.join(outDir, file));
          if (source.length < 1024) return;
          const [gz, br] = await Promise.all([
            gzip(source, { level: 9 }),
            brotli(source, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
          ]);
          await fs.writeFile(path.join(outDir, `${file}.gz`), gz);
          await fs.writeFile(path.join(outDir, `${file}.br`), br);
        }),
      );
    },
  };
}

/**
 * Puts the entry's stylesheet into index.html. It holds only the two @font-face rules (the app's own
 * styles are emotion's, in JS), under 0.5 KB, yet as a <link> it blocks the first paint for a round
 * trip of its own (Lighthouse: ~150 ms on mobile). The file stays in the build for anything that
 * still names it.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'nightlist:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        let page = html;
        for (const [fileName, output] of Object.entries(context.bundle ?? {})) {
          if (output.type !== 'asset' || !fileName.endsWith('.css')) continue;
          const link = new RegExp(
            `<link rel="stylesheet"[^>]*href="/${fileName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`,
          );
          page = page.replace(link, () => `<style>${String(output.source)}</style>`);
        }
        return page;
      },
    },
  };
}

// Which build a page runs (shown as <html data-build>): a deploy's own id, else the build time.
process.env.VITE_APP_VERSION ??= new Date().toISOString();

/**
 * The installable, offline app (docs/decisions/011-offline-app.md): the manifest, and the worker
 * built from src/web/pwa/serviceWorker.ts with the app shell's precache list injected. The page
 * registers it itself after load (src/web/pwa/register-service-worker.ts), so nothing is injected.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'pwa',
  // Named for the address it is served at (SPEC §7): the plugin keeps the name, with .js.
  filename: 'serviceWorker.ts',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  includeAssets: [],
  manifest: {
    id: '/',
    name: 'Nightlist',
    short_name: 'Nightlist',
    description:
      'Guestlists and table reservations at the best clubs in town. Plan it, live it, earn from it.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#000000',
    theme_color: '#000000',
    categories: ['lifestyle', 'entertainment'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // The shell and every member page, so any of them opens offline; not the .gz/.br twins. The
    // staff pages (admin, door scanner and its QR decoder, ~400 KB) stay online-only: SPEC §7 keeps
    // admin offline-free, and members' phones should not download them.
    globPatterns: ['**/*.{js,css,html,woff2,svg,png,webmanifest}'],
    globIgnores: [
      'serviceWorker.js',
      'icons/icon-512.png',
      'icons/icon-maskable-512.png',
      'assets/admin-*',
      // The admin pages' shared chunk, named after its first module (features/admin/api/get-admin-clubs.ts).
      'assets/get-admin-*',
      'assets/scan-page-*',
      'assets/jsQR-*',
    ],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
});

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [fontSubsets(), react(), pwa, inlineEntryCss(), precompress()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // Every browser the app supports (es2022) has <link rel="modulepreload">: the polyfill's 0.5 KB
    // (gzip) on every first visit did nothing.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      treeshake: {
        // @emotion/react imports this CommonJS package for withTheme, which nothing here uses; as
        // CommonJS it counts as having side effects and stayed in the home page's chunk (~1 KB gzip).
        // `undefined` leaves every other module to its package.json.
        moduleSideEffects: (id) => (/\/node_modules\/hoist-non-react-statics\//.test(id) ? false : undefined),
      },
      output: {
        codeSplitting: {
          // Everything the home page loads up front goes into one chunk. Left to itself, Rolldown cuts
          // the modules the lazy pages share with the home page into ~15 small chunks, and the seams
          // cost ~6 KB of gzip and a request each on every first visit.
          groups: [
            { name: 'app', tags: ['$initial'] },
            // The passes page, opened straight from a home-screen icon at the door, in one chunk with
            // what it needs beyond the app's (10.6 KB gzip): left to itself Rolldown cut it into 13
            // chunks shared with other pages, a second wave of requests before its first paint that
            // an HTTP/1.1 server (six connections) serves in three rounds. Lighthouse on /passes:
            // largest paint 2.35-2.56 s against 2.68-2.77 s, score 94-95 against 89-93. The pages
            // that share those modules (a pass, a table, the promoter's and the admin's) now load
            // this chunk for them, about 5 KB more each, once.
            { name: 'passes-page', test: /\/src\/web\/app\/pages\/passes-(page\.tsx|data\.ts)$/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
});
