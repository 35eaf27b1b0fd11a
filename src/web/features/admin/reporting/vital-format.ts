import { VITAL_THRESHOLDS, type VitalMetric } from '../../../../shared/analytics.ts';

/** `850 ms`, `2.4 s`; CLS has no unit: `0.05`. */
export function formatVital(metric: VitalMetric, value: number): string {
  if (metric === 'CLS') return value.toFixed(value !== 0 && value < 0.01 ? 3 : 2);
  if (value >= 1000) return `${(value / 1000).toFixed(value >= 10_000 ? 0 : 1)} s`;
  return `${Math.round(value)} ms`;
}

export type VitalRating = 'good' | 'needs improvement' | 'poor';

/** Google's buckets for a 75th percentile (web.dev/vitals). */
export function rateVital(metric: VitalMetric, value: number): VitalRating {
  const { good, poor } = VITAL_THRESHOLDS[metric];
  if (value <= good) return 'good';
  if (value <= poor) return 'needs improvement';
  return 'poor';
}

export const RATING_COLORS: Record<VitalRating, string> = {
  good: '#00e676',
  'needs improvement': '#ffc107',
  poor: '#ff5252',
};
