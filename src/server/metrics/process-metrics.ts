import { collectDefaultMetrics, Registry } from 'prom-client';

let registry: Registry | undefined;

/**
 * prom-client's default metrics (CPU, memory, event loop lag, GC, handles), in a registry of
 * their own. They describe the process, not an app, and collecting them starts observers that
 * are never stopped: one set per process, however many apps a test builds, shared by their scrapes.
 */
export function processRegistry(): Registry {
  if (!registry) {
    registry = new Registry();
    collectDefaultMetrics({ register: registry });
  }
  return registry;
}
