import autocannon from 'autocannon';
import { childMain } from './child.ts';
import type { LoadInput, LoadResult } from './load.ts';

// autocannon on this process's own event loop: the process does nothing else.
childMain<LoadInput, LoadResult>(async (input) => {
  const common = { url: input.url, connections: input.connections, headers: input.headers ?? {}, workers: 0 };
  if (input.warmupSeconds > 0) await autocannon({ ...common, duration: input.warmupSeconds });
  const result = await autocannon({ ...common, duration: input.durationSeconds });
  const bad = result.errors + result.timeouts + result.non2xx;
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    bytesPerRequest: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
    failed:
      bad > 0 || result.requests.total === 0
        ? `${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts of ${result.requests.total}`
        : null,
  };
});
