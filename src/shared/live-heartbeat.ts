/**
 * The live stream (GET /api/live) sends this event every LIVE_HEARTBEAT_MS. It is a named event,
 * not an SSE comment, because a page cannot see comments: a phone that changed networks (Wi-Fi to
 * cellular at the club's door) keeps a connection that looks open and never delivers anything
 * again, and only a heartbeat that stops arriving tells the page to open a new one.
 */
export const LIVE_HEARTBEAT_EVENT = 'heartbeat';
export const LIVE_HEARTBEAT_MS = 20_000;
/** Heartbeats a page may miss (a slow network, a throttled timer) before it calls the stream dead. */
export const LIVE_SILENCE_LIMIT_MS = LIVE_HEARTBEAT_MS * 2.5;
