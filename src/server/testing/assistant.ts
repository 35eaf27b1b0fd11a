import { expect } from 'vitest';
import type { AssistantMessage, AssistantResponse } from '../../shared/api/assistant-schema.ts';
import type { Gender } from '../../shared/clubs.ts';
import { insertDemoData } from '../demo/demo-data.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** The demo city, seeded on Monday 2026-11-23 (New York), on the real app with a movable clock. */
export async function createDemoApp(now: Date, env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp({ now, env, rateLimitPerMinute: 10_000 });
  await insertDemoData(t.database.db, { timeZone: 'America/New_York', today: '2026-11-23' });
  return t;
}

let client = 0;
/** A different address per question, so the per-IP limit of the route is not what the tests meet. */
export const nextAddress = () => `10.0.${Math.floor(++client / 250)}.${client % 250}`;

export async function ask(
  t: TestApp,
  question: string | AssistantMessage[],
  gender?: Gender,
): Promise<AssistantResponse> {
  const messages = typeof question === 'string' ? [{ role: 'user' as const, content: question }] : question;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/assistant',
    remoteAddress: nextAddress(),
    payload: { messages, ...(gender ? { gender } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** "2026-11-27: Neon Room, Velvet Underground" per night, to compare answers at a glance. */
export const cards = (answer: AssistantResponse) =>
  answer.nights.map((night) => `${night.date}: ${night.clubs.map((club) => club.name).join(', ')}`);
