import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Writes .br and .gz beside each text asset; the server sends them as-is (no per-request compression). */
function precompress(): Plugin {
  return {
    name: 'nightlist:precompress',
    apply: 'build',
    async generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (!/\.(js|css|html|svg|json|webmanifest)$/.test(file.fileName)) continue;
        const source = file.type === 'chunk' ? file.code : file.source;
        const buffer = Buffer.from(source);
        if (buffer.length < 1024) continue;
        const [gz, br] = await Promise.all([
          gzip(buffer, { level: 9 }),
          brotli(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        ]);
        this.emitFile({ type: 'asset', fileName: `${file.fileName}.gz`, source: gz });
        this.emitFile({ type: 'asset', fileName: `${file.fileName}.br`, source: br });
      }
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
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
});
