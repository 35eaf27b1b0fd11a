import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { chooseE2EPort, DEFAULT_E2E_PORT, freePort, isPortFree } from './e2e-port.ts';

const free = async () => true;
const taken = async () => false;
const pick = async () => 50123;

describe('chooseE2EPort', () => {
  it('takes 4173 when it is free', async () => {
    expect(await chooseE2EPort(undefined, free, pick)).toEqual({ port: DEFAULT_E2E_PORT });
    expect(await chooseE2EPort('', free, pick)).toEqual({ port: DEFAULT_E2E_PORT });
  });

  it('moves to a free port when 4173 is taken', async () => {
    expect(await chooseE2EPort(undefined, taken, pick)).toEqual({ port: 50123, moved: true });
  });

  it('takes E2E_PORT as it is when free, and refuses it, naming the setting, when taken', async () => {
    expect(await chooseE2EPort('5000', free, pick)).toEqual({ port: 5000 });
    expect(await chooseE2EPort('5000', taken, pick)).toEqual({
      error: 'Port 5000 (E2E_PORT) is in use: stop what listens there, or set E2E_PORT to a free port',
    });
  });

  it('refuses an E2E_PORT that is no port number', async () => {
    for (const setting of ['abc', '0', '70000', '41.5']) {
      expect(await chooseE2EPort(setting, free, pick)).toEqual({
        error: `E2E_PORT must be a port number (1-65535), not '${setting}'`,
      });
    }
  });
});

describe('isPortFree', () => {
  it('sees a port a server listens on as taken, and free again once it closes', async () => {
    const port = await freePort();
    expect(await isPortFree(port)).toBe(true);
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen({ port, host: '127.0.0.1' }, resolve));
    try {
      expect(await isPortFree(port)).toBe(false);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(await isPortFree(port)).toBe(true);
  });
});
