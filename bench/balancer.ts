import http from 'node:http';
import net from 'node:net';
import { parseArgs } from 'node:util';

/**
 * A round-robin load balancer in its own process. By default it balances connections (layer 4, as
 * HAProxy in `mode tcp` or a cloud network balancer does): each new client connection goes to the
 * next backend and its bytes are piped both ways, unparsed. With `--http` it balances requests
 * (layer 7, as nginx's `proxy_pass` does): each request goes to the next backend over kept-alive
 * connections. In production the balancer runs on its own machine and in C; here it shares two cores
 * with the servers and the load, so the cheaper kind measures the servers rather than the balancer.
 *
 * It stands in for the operator's balancer in a rolling deploy (decision 047), so it does what theirs
 * must be set up to do:
 * - `--health <path>` checks each backend every `--interval` ms (HAProxy `option httpchk` with
 *   `inter`, `fall 2`, `rise 1`): a backend that answers anything but 200 (or nothing within 2.5 s)
 *   twice in a row gets no new connections or requests until it answers 200 again;
 * - a connection refused is tried on the next backend (HAProxy `retries` with `option redispatch`,
 *   nginx `proxy_next_upstream error`): nothing reached the refusing process, so any request may go
 *   elsewhere. A kept-alive connection that fails before an answer is retried for idempotent methods
 *   only (nginx's rule): a POST may have been received;
 * - hop-by-hop headers (`Connection`, `Keep-Alive`) stay on their hop: a backend that closes its
 *   connection to the balancer does not close the client's.
 * On SIGTERM it prints one line of counts (`balancer: …`) and exits.
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    http: { type: 'boolean', default: false },
    health: { type: 'string' },
    interval: { type: 'string', default: '250' },
    port: { type: 'string', default: '0' },
  },
});
const backends = positionals.map((url) => ({ url: new URL(url), up: true, failures: 0, checking: false }));
type Backend = (typeof backends)[number];
if (backends.length === 0)
  throw new Error('usage: node bench/balancer.ts [--http] [--health <path>] <backend url>...');
const intervalMs = Number(values.interval);
/** A check answers within this or fails (the server's own database probe gives up after 2 s). */
const CHECK_TIMEOUT_MS = 2_500;
/** Failed checks in a row that take a backend out (HAProxy `fall 2`); one success brings it back. */
const FALL = 2;
const counts = { redispatched: 0, markedDown: 0, markedUp: 0, failed: 0 };

let next = 0;
/**
 * The next backend that is up, after the ones already tried; when none is up, any not tried yet
 * (as nginx does when every server is marked failed); undefined when every one was tried.
 */
const pick = (tried: Set<Backend> = new Set()): Backend | undefined => {
  for (const healthyOnly of [true, false])
    for (let i = 0; i < backends.length; i++) {
      const backend = backends[next++ % backends.length]!;
      if ((backend.up || !healthyOnly) && !tried.has(backend)) return backend;
    }
  return undefined;
};

const agents = new Map(backends.map((b) => [b, new http.Agent({ keepAlive: true, maxSockets: 256 })]));

/** Connections kept alive to a backend that went down are closed: no request will reuse one as it stops. */
function markDown(backend: Backend) {
  if (!backend.up) return;
  backend.up = false;
  counts.markedDown++;
  const free = agents.get(backend)!.freeSockets;
  for (const sockets of Object.values(free)) for (const socket of sockets ?? []) socket.destroy();
}

function check(backend: Backend) {
  // A slow answer is not a second failure: one check at a time per backend.
  if (backend.checking) return;
  backend.checking = true;
  const failed = () => {
    backend.checking = false;
    if (++backend.failures >= FALL) markDown(backend);
  };
  const request = http.get(
    new URL(values.health!, backend.url),
    { agent: false, timeout: CHECK_TIMEOUT_MS },
    (answer) => {
      answer.resume();
      if (answer.statusCode !== 200) return failed();
      backend.checking = false;
      backend.failures = 0;
      if (!backend.up) counts.markedUp++;
      backend.up = true;
    },
  );
  request.on('timeout', () => request.destroy(new Error('health check timed out')));
  request.on('error', failed);
}

if (values.health) {
  for (const backend of backends) check(backend);
  setInterval(() => {
    for (const backend of backends) check(backend);
  }, intervalMs);
}

const server = values.http ? requestBalancer() : connectionBalancer();
server.listen(Number(values.port), '127.0.0.1', () => {
  const { port } = server.address() as net.AddressInfo;
  console.log(`Listening at http://127.0.0.1:${port}`);
});
process.on('SIGTERM', () => {
  console.log(`balancer: ${JSON.stringify(counts)}`);
  server.close();
  process.exit(0);
});

function connectionBalancer(): net.Server {
  return net.createServer({ noDelay: true }, (client) => {
    client.pause();
    const tried = new Set<Backend>();
    const attempt = () => {
      const backend = pick(tried);
      if (!backend) {
        counts.failed++;
        client.destroy();
        return;
      }
      tried.add(backend);
      const upstream = net.connect({
        host: backend.url.hostname,
        port: Number(backend.url.port),
        noDelay: true,
      });
      const refused = () => {
        counts.redispatched++;
        attempt();
      };
      upstream.once('error', refused);
      upstream.once('connect', () => {
        upstream.off('error', refused);
        client.pipe(upstream).pipe(client);
        client.resume();
        client.on('error', () => upstream.destroy());
        upstream.on('error', () => client.destroy());
      });
    };
    client.on('error', () => client.destroy());
    attempt();
  });
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'upgrade']);
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

function requestBalancer(): http.Server {
  const balancer = http.createServer(async (request, response) => {
    // Read whole (our requests are small JSON): a request sent again must have its body again.
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(([name]) => !HOP_BY_HOP.has(name)),
    );
    const tried = new Set<Backend>();
    const attempt = () => {
      const backend = pick(tried);
      if (!backend) {
        counts.failed++;
        response.writeHead(502).end('no backend answered');
        return;
      }
      tried.add(backend);
      const upstream = http.request(
        {
          host: backend.url.hostname,
          port: backend.url.port,
          method: request.method,
          path: request.url,
          headers,
          agent: agents.get(backend),
        },
        (answer) => {
          const answerHeaders = Object.fromEntries(
            Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)),
          );
          response.writeHead(answer.statusCode ?? 502, answerHeaders as http.OutgoingHttpHeaders);
          answer.pipe(response);
          // A client that goes (a live stream closed) ends the request upstream too.
          response.once('close', () => upstream.destroy());
        },
      );
      upstream.on('error', (error: NodeJS.ErrnoException) => {
        if (response.headersSent) {
          response.destroy();
          return;
        }
        const neverReached = error.code === 'ECONNREFUSED';
        const safeToRepeat = upstream.reusedSocket && IDEMPOTENT.has(request.method ?? '');
        if (neverReached || safeToRepeat) {
          counts.redispatched++;
          attempt();
          return;
        }
        counts.failed++;
        response.writeHead(502).end(String(error));
      });
      upstream.end(body);
    };
    attempt();
  });
  balancer.keepAliveTimeout = 60_000;
  balancer.on('close', () => {
    for (const agent of agents.values()) agent.destroy();
  });
  return balancer;
}
