import { describe, expect, it, vi } from 'vitest';
import { onFirstUse } from './on-first-use.ts';

describe('onFirstUse', () => {
  it('makes nothing until asked, then makes the value once and keeps it', () => {
    const make = vi.fn(() => ({ made: true }));
    const value = onFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps a falsy value instead of making it again', () => {
    const make = vi.fn(() => 0);
    const value = onFirstUse(make);
    expect([value(), value()]).toEqual([0, 0]);
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed make', () => {
    let calls = 0;
    const value = onFirstUse(() => {
      calls += 1;
      if (calls === 1) throw new Error('not yet');
      return 'ok';
    });
    expect(() => value()).toThrow('not yet');
    expect(value()).toBe('ok');
  });
});
