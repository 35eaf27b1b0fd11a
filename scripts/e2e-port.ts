import net from 'node:net';

export const DEFAULT_E2E_PORT = 4173;

/**
 * Whether a server could listen on `port` for `localhost`: nothing on 127.0.0.1 (where the e2e
 * server listens) nor on ::1 (where `localhost` may lead the browser instead).
 */
export async function isPortFree(port: number): Promise<boolean> {
  for (const host of ['127.0.0.1', '::1']) {
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', (error: NodeJS.ErrnoException) =>
        // A machine without IPv6 has no ::1 to be taken.
        resolve(error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT'),
      );
      server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
    });
    if (!free) return false;
  }
  return true;
}

/** A port the system has free right now. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = net.createServer();
      server.once('error', reject);
      server.listen({ port: 0, host: '127.0.0.1' }, () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    if (await isPortFree(port)) return port;
  }
  throw new Error('No free port found for the e2e server');
}

export type PortChoice = { port: number; moved?: true } | { error: string };

/**
 * The e2e server's port: `E2E_PORT` when set, which must be free; otherwise 4173, or a free port
 * when something (often `vite preview`) already listens there.
 */
export async function chooseE2EPort(
  setting: string | undefined,
  free: (port: number) => Promise<boolean> = isPortFree,
  pick: () => Promise<number> = freePort,
): Promise<PortChoice> {
  if (setting) {
    const port = Number(setting);
    if (!Number.isInteger(port) || port < 1 || port > 65535)
      return { error: `E2E_PORT must be a port number (1-65535), not '${setting}'` };
    return (await free(port))
      ? { port }
      : {
          error: `Port ${port} (E2E_PORT) is in use: stop what listens there, or set E2E_PORT to a free port`,
        };
  }
  if (await free(DEFAULT_E2E_PORT)) return { port: DEFAULT_E2E_PORT };
  return { port: await pick(), moved: true };
}
