import http from 'node:http';
import net from 'node:net';

/**
 * A round-robin load balancer in its own process. By default it balances connections (layer 4, as
 * HAProxy in `mode tcp` or a cloud network balancer does): each new client connection goes to the
 * next backend and its bytes are piped both ways, unparsed. With `--http` it balances requests
 * (layer 7, as nginx's `proxy_pass` does): each request goes to the next backend over kept-alive
 * connections. In production the balancer runs on its own machine and in C; here it shares two cores
 * with the servers and the load, so the cheaper kind measures the servers rather than the balancer.
 */
const args = process.argv.slice(2);
const layer7 = args.includes('--http');
const backends = args.filter((arg) => arg !== '--http').map((url) => new URL(url));
if (backends.length === 0) throw new Error('usage: node bench/balancer.ts [--http] <backend url>...');
let next = 0;
const pick = () => backends[next++ % backends.length]!;

const server = layer7 ? requestBalancer() : connectionBalancer();
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as net.AddressInfo;
  console.log(`Listening at http://127.0.0.1:${port}`);
});
process.on('SIGTERM', () => {
  server.close();
  process.exit(0);
});

function connectionBalancer(): net.Server {
  return net.createServer({ noDelay: true }, (client) => {
    const backend = pick();
    const upstream = net.connect({ host: backend.hostname, port: Number(backend.port), noDelay: true });
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
}

function requestBalancer(): http.Server {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const balancer = http.createServer((request, response) => {
    const backend = pick();
    const upstream = http.request(
      {
        host: backend.hostname,
        port: backend.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
        agent,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502);
      response.end(String(error));
    });
    request.pipe(upstream);
  });
  balancer.keepAliveTimeout = 60_000;
  balancer.on('close', () => agent.destroy());
  return balancer;
}
