import {
  type AssistantMessage,
  type AssistantResponse,
  assistantResponseSchema,
} from '../../../shared/api/assistant-schema.ts';
import type { TestApp } from '../test-app.ts';
import { checkFact } from './check-fact.ts';
import { type EvalCase, TOPICS, type Topic } from './eval-case.ts';
import { EVAL_TONIGHT, prepareScenario } from './eval-scenario.ts';
import { EVAL_SET } from './eval-set.ts';
import { type EvalTarget, injectTarget } from './eval-target.ts';
import { CaseError, EvalWorld } from './eval-world.ts';

export { BUILT_IN_THRESHOLD, MODEL_THRESHOLD } from './thresholds.ts';

export interface EvalFailure {
  id: string;
  topic: Topic;
  reasons: string[];
}

export interface EvalResult {
  passed: number;
  total: number;
  /** passed / total, 0 to 1. */
  score: number;
  failures: EvalFailure[];
  /** Cases whose facts the API does not hold: the set is wrong, not the assistant. */
  caseErrors: { id: string; error: string }[];
  byTopic: Record<Topic, { passed: number; total: number }>;
  /** How long each question took to answer (every turn of every case), in milliseconds. */
  timesMs: number[];
  /** Which engine answered, as the responses said. */
  engines: string[];
}

export interface EvalOptions {
  /** Cases asked at once (1 by default: the answer times are then each question's own). */
  concurrency?: number;
}

async function askCase(target: EvalTarget, c: EvalCase, memberCookie: string) {
  const messages: AssistantMessage[] = [];
  const timesMs: number[] = [];
  let response: AssistantResponse | null = null;
  for (const turn of c.ask) {
    if (response) messages.push({ role: 'assistant', content: response.reply });
    messages.push({ role: 'user', content: turn });
    const started = performance.now();
    const answer = await target.call('POST', '/api/assistant', {
      body: { messages, ...(c.view ? { gender: c.view } : {}) },
      cookie: c.signedIn ? memberCookie : undefined,
    });
    timesMs.push(performance.now() - started);
    if (answer.status !== 200)
      return { response: null, timesMs, problem: `POST /api/assistant answered ${answer.status}` };
    const parsed = assistantResponseSchema.safeParse(answer.body);
    if (!parsed.success)
      return { response: null, timesMs, problem: 'the answer breaks the response contract' };
    response = parsed.data;
  }
  return { response: response!, timesMs, problem: null };
}

/**
 * Asks every case of the set on the app (a test app, or a server through an EvalTarget) at the
 * eval's fixed clock and checks each answer against the facts the API holds. The scenario (a
 * member with passes and cashback, two nights with places) is prepared first, through the API.
 */
export async function runEval(
  app: TestApp | EvalTarget,
  cases: EvalCase[] = EVAL_SET,
  options: EvalOptions = {},
): Promise<EvalResult> {
  const target = 'app' in app ? injectTarget(app) : app;
  const { memberCookie } = await prepareScenario(target);
  const world = new EvalWorld(target, EVAL_TONIGHT, memberCookie);
  const byTopic = Object.fromEntries(
    TOPICS.map((topic) => [topic, { passed: 0, total: 0 }]),
  ) as EvalResult['byTopic'];
  const failures: EvalFailure[] = [];
  const caseErrors: EvalResult['caseErrors'] = [];
  const timesMs: number[] = [];
  const engines = new Set<string>();

  const runOne = async (c: EvalCase) => {
    const asked = await askCase(target, c, memberCookie);
    timesMs.push(...asked.timesMs);
    const reasons: string[] = asked.problem ? [asked.problem] : [];
    if (asked.response) {
      engines.add(asked.response.engine);
      for (const fact of c.expect) {
        try {
          reasons.push(...(await checkFact(fact, asked.response, world)));
        } catch (error) {
          if (!(error instanceof CaseError)) throw error;
          caseErrors.push({ id: c.id, error: error.message });
          reasons.push(`case error: ${error.message}`);
        }
      }
    }
    byTopic[c.topic].total += 1;
    if (reasons.length === 0) byTopic[c.topic].passed += 1;
    else failures.push({ id: c.id, topic: c.topic, reasons });
  };

  const queue = [...cases];
  const workers = Array.from({ length: Math.max(1, options.concurrency ?? 1) }, async () => {
    for (let c = queue.shift(); c; c = queue.shift()) await runOne(c);
  });
  await Promise.all(workers);
  failures.sort((x, y) => cases.findIndex((c) => c.id === x.id) - cases.findIndex((c) => c.id === y.id));
  const passed = cases.length - failures.length;
  return {
    passed,
    total: cases.length,
    score: cases.length === 0 ? 0 : passed / cases.length,
    failures,
    caseErrors,
    byTopic,
    timesMs,
    engines: [...engines],
  };
}

/** "K of N (P%)", the topics, and each failing case (with its reasons unless `brief`). */
export function formatEval(
  result: Pick<EvalResult, 'passed' | 'total' | 'score' | 'byTopic' | 'failures'>,
  label: string,
  options: { brief?: boolean } = {},
): string {
  const lines = [
    `${label}: ${result.passed} of ${result.total} (${(result.score * 100).toFixed(1)}%)`,
    ...TOPICS.map((topic) => {
      const { passed, total } = result.byTopic[topic];
      return `  ${topic.padEnd(13)} ${String(passed).padStart(2)}/${total}`;
    }),
  ];
  if (result.failures.length === 0) return lines.join('\n');
  if (options.brief) lines.push(`  failing: ${result.failures.map((failure) => failure.id).join(', ')}`);
  else {
    lines.push('  failing:');
    for (const failure of result.failures)
      lines.push(`  ${failure.id.padEnd(34)} ${failure.reasons.join('; ')}`);
  }
  return lines.join('\n');
}
