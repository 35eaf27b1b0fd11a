// autocannon ships no types; this declares only the part of its API the benchmark uses.
declare module 'autocannon' {
  export interface Histogram {
    average: number;
    max: number;
    p50: number;
    p99: number;
  }

  export interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Worker threads that send the load; 0 runs it on the caller's event loop. */
    workers?: number;
    headers?: Record<string, string>;
  }

  export interface Result {
    /** Requests completed per second (sampled each second). */
    requests: Histogram & { total: number };
    /** Milliseconds. */
    latency: Histogram;
    /** Response bytes per second. */
    throughput: Histogram & { total: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  }

  // The returned instance is also a promise of the result when no callback is given.
  export default function autocannon(options: Options): Promise<Result>;
}
