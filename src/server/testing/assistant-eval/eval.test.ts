import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createDemoApp } from '../assistant.ts';
import type { TestApp } from '../test-app.ts';
import { EVAL_NOW } from './eval-scenario.ts';
import { EVAL_SET } from './eval-set.ts';
import { BUILT_IN_THRESHOLD, type EvalResult, formatEval, runEval } from './score.ts';

let t: TestApp;
let result: EvalResult;
beforeAll(async () => {
  // No ASSISTANT_BASE_URL: the built-in engine answers.
  t = await createDemoApp(EVAL_NOW);
  result = await runEval(t, EVAL_SET);
  console.log(formatEval(result, 'Assistant eval, built-in engine'));
}, 120_000);
afterAll(() => t?.close());

describe('the assistant’s evaluation set on the built-in engine', () => {
  test('every case names facts the API holds (a wrong case would score the set, not the engine)', () => {
    expect(result.caseErrors).toEqual([]);
  });

  test('the built-in engine answered every case', () => {
    expect(result.engines).toEqual(['built-in']);
    expect(result.timesMs.length).toBe(EVAL_SET.reduce((sum, c) => sum + c.ask.length, 0));
  });

  test(`scores at least BUILT_IN_THRESHOLD (${BUILT_IN_THRESHOLD})`, () => {
    expect(result.score).toBeGreaterThanOrEqual(BUILT_IN_THRESHOLD);
  });
});

describe('the set itself', () => {
  test('has at least 64 cases with unique ids, 12 of them in Spanish', () => {
    expect(EVAL_SET.length).toBeGreaterThanOrEqual(64);
    expect(new Set(EVAL_SET.map((c) => c.id)).size).toBe(EVAL_SET.length);
    const spanish = EVAL_SET.filter((c) =>
      c.expect.some((f) => f.kind === 'language' && f.language === 'es'),
    );
    expect(spanish.length).toBeGreaterThanOrEqual(12);
  });
});
