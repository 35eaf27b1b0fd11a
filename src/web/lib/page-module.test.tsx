import { type ReactElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test, vi } from 'vitest';
import { lazyPage, pageModule } from './page-module.tsx';

const Hello = () => <h1>Hello</h1>;
const page = (element: ReactElement) =>
  renderToString(<Suspense fallback={<p>loading</p>}>{element}</Suspense>);

describe('pageModule', () => {
  test('imports once, however often it is asked, and keeps the module once it has arrived', async () => {
    const importModule = vi.fn(async () => ({ Hello }));
    const module = pageModule(importModule);
    expect(module.loaded).toBeUndefined();
    const [a, b] = await Promise.all([module.load(), module.load()]);
    expect(a).toBe(b);
    expect(module.loaded).toBe(a);
    await module.load();
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  test('a failed import may be tried again', async () => {
    const importModule = vi
      .fn<() => Promise<{ Hello: typeof Hello }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ Hello });
    const module = pageModule(importModule);
    await expect(module.load()).rejects.toThrow('offline');
    expect(module.loaded).toBeUndefined();
    await expect(module.load()).resolves.toEqual({ Hello });
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});

describe('lazyPage', () => {
  test('a page whose code has arrived renders at once, without the fallback', async () => {
    const module = pageModule(async () => ({ Hello }));
    await module.load();
    // The boundary's markers and the page, no fallback (a suspended boundary is written as <!--$?-->).
    expect(page(lazyPage(module, 'Hello'))).toBe('<!--$--><h1>Hello</h1><!--/$-->');
  });

  test('a page whose code has not arrived suspends, and asks for it', () => {
    const importModule = vi.fn(() => new Promise<{ Hello: typeof Hello }>(() => {}));
    expect(page(lazyPage(pageModule(importModule), 'Hello'))).toContain('loading');
    expect(importModule).toHaveBeenCalledTimes(1);
  });
});
