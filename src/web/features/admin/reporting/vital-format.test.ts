import { expect, test } from 'vitest';
import { formatVital, rateVital } from './vital-format.ts';

test('formats milliseconds, seconds and CLS', () => {
  expect(formatVital('INP', 64.4)).toBe('64 ms');
  expect(formatVital('LCP', 2430)).toBe('2.4 s');
  expect(formatVital('TTFB', 12_400)).toBe('12 s');
  expect(formatVital('CLS', 0.05)).toBe('0.05');
  expect(formatVital('CLS', 0.004)).toBe('0.004');
  expect(formatVital('CLS', 0)).toBe('0.00');
});

test('rates a p75 with the Web Vitals thresholds, inclusive of the boundary', () => {
  expect(rateVital('LCP', 2500)).toBe('good');
  expect(rateVital('LCP', 2501)).toBe('needs improvement');
  expect(rateVital('INP', 501)).toBe('poor');
  expect(rateVital('CLS', 0.1)).toBe('good');
  expect(rateVital('CLS', 0.26)).toBe('poor');
});
