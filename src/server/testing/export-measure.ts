import v8 from 'node:v8';
import vm from 'node:vm';

// A full collection before each sample, so the figure is memory still held, not garbage the
// collector has not reached yet (which depends on its timing, not on the export).
v8.setFlagsFromString('--expose-gc');
const collectGarbage = vm.runInNewContext('gc') as () => void;

export interface DownloadMeasure {
  status: number;
  bytes: number;
  seconds: number;
  /** Peak growth of the live JavaScript heap over its level before the request. */
  heapGrowthMb: number;
  /** Peak growth of the whole process (PGlite's WebAssembly memory included). */
  rssGrowthMb: number;
}

/**
 * Downloads `url` over real HTTP in this process (tests and the benchmark run the server
 * in-process), handing each chunk to `onChunk` as it arrives and sampling memory meanwhile.
 */
export async function measureDownload(
  url: string,
  headers: Record<string, string>,
  onChunk: (chunk: Uint8Array) => void,
): Promise<DownloadMeasure> {
  collectGarbage();
  const before = process.memoryUsage();
  let peakHeap = before.heapUsed;
  let peakRss = before.rss;
  const sample = () => {
    collectGarbage();
    const now = process.memoryUsage();
    peakHeap = Math.max(peakHeap, now.heapUsed);
    peakRss = Math.max(peakRss, now.rss);
  };
  const sampler = setInterval(sample, 250);
  const started = performance.now();
  try {
    const response = await fetch(url, { headers });
    let bytes = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      onChunk(chunk);
    }
    sample();
    return {
      status: response.status,
      bytes,
      seconds: (performance.now() - started) / 1000,
      heapGrowthMb: (peakHeap - before.heapUsed) / 1e6,
      rssGrowthMb: (peakRss - before.rss) / 1e6,
    };
  } finally {
    clearInterval(sampler);
  }
}
