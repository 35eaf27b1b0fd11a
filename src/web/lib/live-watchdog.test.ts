import { describe, expect, test } from 'vitest';
import { LIVE_HEARTBEAT_MS } from '../../shared/live-heartbeat.ts';
import { LiveWatchdog } from './live-watchdog.ts';

describe('LiveWatchdog', () => {
  test('a stream hearing a heartbeat on time is alive; one that stops is silent after two missed', () => {
    let now = 1_000_000;
    const watchdog = new LiveWatchdog(() => now);
    for (let beat = 0; beat < 5; beat++) {
      now += LIVE_HEARTBEAT_MS;
      expect(watchdog.isSilent()).toBe(false);
      watchdog.heard();
    }
    now += LIVE_HEARTBEAT_MS * 2;
    expect(watchdog.isSilent()).toBe(false); // one late heartbeat is a slow network, not a dead one
    now += LIVE_HEARTBEAT_MS;
    expect(watchdog.isSilent()).toBe(true);
    watchdog.heard();
    expect(watchdog.isSilent()).toBe(false);
  });

  test('a phone that slept past the limit counts as silent when it wakes', () => {
    let now = 0;
    const watchdog = new LiveWatchdog(() => now);
    now += 10 * 60_000;
    expect(watchdog.isSilent()).toBe(true);
  });
});
