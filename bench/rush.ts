import { runChild } from './child.ts';
import { percentile } from './stats.ts';

export interface RushInput {
  base: string;
  clubId: string;
  date: string;
  cookies: string[];
  /**
   * Cold: the phones open their connections with the JOIN itself and the sessions were not read in
   * the last minute (members never seen by this server). Warm: every phone loaded the app first.
   */
  cold?: boolean;
}

export interface RushOutput {
  seconds: number;
  /** Milliseconds per join, from sending it to its whole answer. */
  latencies: number[];
  statuses: Record<string, number>;
  confirmed: number;
  waitlisted: number;
}

export interface Rush {
  perSecond: number;
  p95: number;
  confirmed: number;
  waitlisted: number;
}

/**
 * Every member presses JOIN for one man at the same instant, from a process of their own. Every
 * join must answer 201, and exactly `spots` of them must be confirmed: an oversold list, or a rush of
 * errors, is a failure, not a figure.
 */
export async function rush(input: RushInput, spots: number): Promise<Rush> {
  const out = await runChild<RushOutput>('rush-child.ts', input);
  const joins = input.cookies.length;
  if ((out.statuses['201'] ?? 0) !== joins)
    throw new Error(`${joins} joins on ${input.date} answered ${JSON.stringify(out.statuses)}, not all 201`);
  if (out.confirmed !== spots || out.waitlisted !== joins - spots)
    throw new Error(
      `${joins} joins for ${spots} places on ${input.date}: ${out.confirmed} confirmed, ${out.waitlisted} waitlisted`,
    );
  return {
    perSecond: joins / out.seconds,
    p95: percentile(out.latencies, 95),
    confirmed: out.confirmed,
    waitlisted: out.waitlisted,
  };
}
