import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** One entry of Vite's build manifest (dist/web/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The script files a lazy page needs beyond the app's entry, read from Vite's build manifest: the
 * page's own chunk and every chunk it imports statically, in no particular order. Read again when the
 * build changes (the server serves a rebuilt app without a restart); an app built without a manifest,
 * or a page it does not name, has none.
 */
export function pageChunks(webDistDir: string) {
  const manifestFile = path.join(webDistDir, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; manifest: Manifest } | undefined;

  async function manifest(): Promise<Manifest | undefined> {
    const { mtimeMs } = await stat(manifestFile).catch(() => ({ mtimeMs: -1 }));
    if (mtimeMs < 0) return undefined;
    if (cached?.mtimeMs !== mtimeMs)
      cached = { mtimeMs, manifest: JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest };
    return cached.manifest;
  }

  /** `/assets/…` paths of the page whose source is `source` (relative to src/web, e.g. `app/pages/x.tsx`). */
  return async (source: string): Promise<string[]> => {
    const chunks = await manifest();
    if (!chunks?.[source]) return [];
    // What the entry loads is loaded already.
    const loaded = new Set<string>();
    const visitEntry = (key: string) => {
      if (loaded.has(key)) return;
      loaded.add(key);
      for (const next of chunks[key]?.imports ?? []) visitEntry(next);
    };
    for (const [key, chunk] of Object.entries(chunks)) if (chunk.isEntry) visitEntry(key);
    const files: string[] = [];
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || loaded.has(key) || !chunks[key]) return;
      seen.add(key);
      files.push(`/${chunks[key].file}`);
      for (const next of chunks[key].imports ?? []) visit(next);
    };
    visit(source);
    return files;
  };
}
