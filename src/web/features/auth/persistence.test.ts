import { afterEach, describe, expect, it, vi } from 'vitest';
import { choosePersistence } from './persistence.ts';

const MB = 1024 * 1024;
const workingStorage = { setItem: () => {}, removeItem: () => {} };
const withQuota = (quota: number | undefined) => ({ storage: { estimate: async () => ({ quota }) } });

describe('auth persistence (SPEC §4)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is session-only when storage is unavailable', async () => {
    vi.stubGlobal('localStorage', {
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    vi.stubGlobal('navigator', withQuota(10_000 * MB));
    expect(await choosePersistence()).toBe('session');
  });

  it('is session-only when the small quota suggests a private window', async () => {
    vi.stubGlobal('localStorage', workingStorage);
    vi.stubGlobal('navigator', withQuota(120 * MB));
    expect(await choosePersistence()).toBe('session');
  });

  it('is local otherwise, also when the browser gives no estimate', async () => {
    vi.stubGlobal('localStorage', workingStorage);
    vi.stubGlobal('navigator', withQuota(4_000 * MB));
    expect(await choosePersistence()).toBe('local');
    vi.stubGlobal('navigator', {});
    expect(await choosePersistence()).toBe('local');
    vi.stubGlobal('navigator', {
      storage: {
        estimate: async () => {
          throw new Error('unsupported');
        },
      },
    });
    expect(await choosePersistence()).toBe('local');
  });
});
