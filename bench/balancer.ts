import http from 'node:http';

/**
 * A round-robin HTTP load balancer in its own process, as a small nginx would be: each request goes
 * to the next backend over kept-alive connections, and streams through both ways.
 */
const backends = (process.argv.slice(2) as string[]).map((url) => new URL(url));
if (backends.length === 0) throw new Error('usage: node bench/balancer.ts <backend url>...');
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
let next = 0;

const server = http.createServer((request, response) => {
  const backend = backends[next++ % backends.length]!;
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
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as { port: number };
  console.log(`Listening at http://127.0.0.1:${port}`);
});
process.on('SIGTERM', () => {
  server.close();
  agent.destroy();
  process.exit(0);
});
