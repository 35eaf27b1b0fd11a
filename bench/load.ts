import { runChild } from './child.ts';

export interface LoadInput {
  url: string;
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  headers?: Record<string, string>;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  bytesPerRequest: number;
  failed: string | null;
}

/** One autocannon run, in a process of its own: neither the server's nor the orchestrator's. */
export async function load(input: LoadInput): Promise<LoadResult> {
  const result = await runChild<LoadResult>('load-child.ts', input);
  // A benchmark of errors measures the wrong thing: fail loudly.
  if (result.failed) throw new Error(`${input.url}: ${result.failed}`);
  return result;
}
