import Fastify from 'fastify';

/**
 * The baseline a route is compared with: a Fastify server in its own process with no plugins and no
 * hooks, answering each path with the exact bytes the real route answered. What is left between the
 * two figures is what the app adds: session lookup, rate limit, security headers, the query itself.
 */
const routes = JSON.parse(process.argv[2] ?? '[]') as { path: string; contentType: string; body: string }[];
const app = Fastify({ logger: false });
for (const route of routes) {
  const body = Buffer.from(route.body, 'base64');
  app.get(route.path, (_request, reply) => {
    reply.type(route.contentType).send(body);
  });
}
const url = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`Listening at ${url}`);
process.on('SIGTERM', () => {
  app.close().finally(() => process.exit(0));
});
