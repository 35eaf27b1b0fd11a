import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), precompress()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the home page loads up front goes into one chunk. Left to itself, Rolldown cuts
          // the modules the lazy pages share with the home page into ~15 small chunks, and the seams
          // cost ~6 KB of gzip and a request each on every first visit.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
});
