import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createDemoApp } from '../assistant.ts';
import { type FakeOpenAI, startFakeOpenAI } from '../fake-openai.ts';
import type { TestApp } from '../test-app.ts';
import { EVAL_NOW } from './eval-scenario.ts';
import { EVAL_SET } from './eval-set.ts';
import { formatModelEval, type ModelEvalResult, runModelEval } from './model-eval.ts';
import { MODEL_THRESHOLD } from './score.ts';

let fake: FakeOpenAI;
let t: TestApp;
let result: ModelEvalResult;
beforeAll(async () => {
  // The model path: the app configured with a model, which is the local fake (fake-openai.ts).
  fake = await startFakeOpenAI();
  t = await createDemoApp(EVAL_NOW, { ASSISTANT_BASE_URL: fake.url, ASSISTANT_MODEL: 'fake-concierge' });
  result = await runModelEval(t, EVAL_SET);
  console.log(formatModelEval(result, 'Assistant eval, model path (fake OpenAI-compatible server)'));
}, 180_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('the assistant’s evaluation set on the model path', () => {
  test('every case names facts the API holds', () => {
    expect(result.eval.caseErrors).toEqual([]);
  });

  test('the fake model was asked, with our tools', () => {
    expect(fake.requests.length).toBeGreaterThanOrEqual(EVAL_SET.length * 2);
    expect(result.eval.engines).toContain('model');
  });

  test(`scores at least MODEL_THRESHOLD (${MODEL_THRESHOLD}), built-in answers counted as failures`, () => {
    expect(result.score).toBeGreaterThanOrEqual(MODEL_THRESHOLD);
  });
});
