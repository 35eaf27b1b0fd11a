// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { useHashAnchor } from './use-hash-anchor.ts';

/** A ResizeObserver the test fires by hand: happy-dom lays nothing out. */
let resize: (() => void) | undefined;
let observing = 0;
class FakeResizeObserver {
  constructor(callback: () => void) {
    resize = callback;
  }
  observe() {
    observing += 1;
  }
  disconnect() {
    observing -= 1;
    resize = undefined;
  }
  unobserve() {}
}

function Page({ hash, ready }: { hash: string; ready: boolean }) {
  const sections = useRef<HTMLDivElement>(null);
  useHashAnchor(hash, ready, sections);
  return (
    <div ref={sections}>
      <section id="tonight">lists</section>
      <section id="guestlist-availability">dates</section>
    </div>
  );
}

const scrolls = vi.fn();

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolls(this.id);
  };
  scrolls.mockClear();
  observing = 0;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useHashAnchor', () => {
  test('waits for the page, then scrolls to the section the hash names', () => {
    const { rerender } = render(<Page hash="#guestlist-availability" ready={false} />);
    expect(scrolls).not.toHaveBeenCalled();
    rerender(<Page hash="#guestlist-availability" ready />);
    expect(scrolls.mock.calls).toEqual([['guestlist-availability']]);
  });

  test('keeps the section in place while the sections above it grow', () => {
    render(<Page hash="#guestlist-availability" ready />);
    resize?.();
    resize?.();
    expect(scrolls).toHaveBeenCalledTimes(3);
  });

  test("lets go at the reader's first scroll, so it never fights them", () => {
    render(<Page hash="#guestlist-availability" ready />);
    window.dispatchEvent(new Event('wheel'));
    expect(observing).toBe(0);
    expect(resize).toBeUndefined();
    expect(scrolls).toHaveBeenCalledTimes(1);
  });

  test('lets go by itself after a few seconds', () => {
    vi.useFakeTimers();
    render(<Page hash="#guestlist-availability" ready />);
    vi.advanceTimersByTime(10_000);
    expect(observing).toBe(0);
  });

  test('does nothing without a hash or with one that names no section', () => {
    render(<Page hash="" ready />);
    render(<Page hash="#nowhere" ready />);
    expect(scrolls).not.toHaveBeenCalled();
    expect(observing).toBe(0);
  });
});
