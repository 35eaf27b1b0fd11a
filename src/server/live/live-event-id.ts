import { randomBytes } from 'node:crypto';

/**
 * Where an event sits in one server process's live stream, sent as its SSE `id:` and read back
 * from `Last-Event-ID` when a client reconnects: `<boot>.<sequence>.<receivedAt>`.
 * - `boot` is random per LiveBus, so a process tells its own ids (resumed exactly, by sequence)
 *   from another process's or an earlier run's (resumed by time, as several processes share one
 *   database and a reconnect may land on any of them);
 * - `sequence` counts the events this bus received;
 * - `receivedAt` is when it received them, in wall-clock milliseconds: the only thing another
 *   process can compare with its own history.
 */
export interface LiveEventId {
  boot: string;
  sequence: number;
  receivedAt: number;
}

/** Longer than any id we hand out: anything longer is not ours, and is not read any further. */
export const LIVE_EVENT_ID_MAX_LENGTH = 100;
const ID_PATTERN = /^([A-Za-z0-9_-]{1,40})\.(\d{1,15})\.(\d{1,15})$/;

export function newLiveBootId(): string {
  return randomBytes(9).toString('base64url');
}

export function formatLiveEventId({ boot, sequence, receivedAt }: LiveEventId): string {
  return `${boot}.${sequence}.${Math.round(receivedAt)}`;
}

/** Null for anything that is not an id in our format (a client's own, a cut or garbled header). */
export function parseLiveEventId(text: string): LiveEventId | null {
  if (text.length > LIVE_EVENT_ID_MAX_LENGTH) return null;
  const match = ID_PATTERN.exec(text);
  if (!match) return null;
  return { boot: match[1]!, sequence: Number(match[2]), receivedAt: Number(match[3]) };
}
