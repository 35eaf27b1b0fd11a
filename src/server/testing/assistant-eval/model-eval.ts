import type { TestApp } from '../test-app.ts';
import type { EvalCase } from './eval-case.ts';
import { EVAL_SET } from './eval-set.ts';
import { type EvalTarget, injectTarget } from './eval-target.ts';
import { type EvalResult, formatEval, runEval } from './score.ts';

export interface ModelEvalResult {
  /** The eval as the answers read, whichever engine gave them. */
  eval: EvalResult;
  /** Cases with a turn the built-in engine answered (the model's reply failed a check or it failed). */
  fellBack: string[];
  /** Cases passed by the model path alone: a built-in answer counts as a failure. */
  passed: number;
  total: number;
  score: number;
  /** `eval` with the fallbacks counted as failures: what the bench prints. */
  modelOnly: EvalResult;
}

/**
 * Runs the eval on an app configured with a model (ASSISTANT_BASE_URL), recording which engine
 * answered each question: the model path's score counts a case answered by the built-in fallback as
 * failed, since the fallback is what the model path exists not to need.
 */
export async function runModelEval(
  app: TestApp | EvalTarget,
  cases: EvalCase[] = EVAL_SET,
): Promise<ModelEvalResult> {
  const inner = 'app' in app ? injectTarget(app) : app;
  // The guest's turns of each question the built-in engine answered, as one key.
  const builtIn = new Set<string>();
  const key = (turns: string[]) => turns.join('\n');
  const target: EvalTarget = {
    ...inner,
    async call(method, url, options = {}) {
      const answer = await inner.call(method, url, options);
      if (url === '/api/assistant' && (answer.body as { engine?: string } | null)?.engine !== 'model') {
        const { messages } = options.body as { messages: { role: string; content: string }[] };
        builtIn.add(key(messages.filter((m) => m.role === 'user').map((m) => m.content)));
      }
      return answer;
    },
  };
  const result = await runEval(target, cases);
  const fellBack = cases
    .filter((c) => c.ask.some((_, i) => builtIn.has(key(c.ask.slice(0, i + 1)))))
    .map((c) => c.id);
  const failed = new Set([...result.failures.map((f) => f.id), ...fellBack]);
  const passed = cases.length - failed.size;
  const score = cases.length === 0 ? 0 : passed / cases.length;
  const byTopic = structuredClone(result.byTopic);
  for (const c of cases)
    if (fellBack.includes(c.id) && !result.failures.some((f) => f.id === c.id)) byTopic[c.topic].passed -= 1;
  const failures = cases
    .filter((c) => failed.has(c.id))
    .map((c) => {
      const reasons = result.failures.find((f) => f.id === c.id)?.reasons ?? [];
      return {
        id: c.id,
        topic: c.topic,
        reasons: fellBack.includes(c.id) ? ['answered by the built-in engine', ...reasons] : reasons,
      };
    });
  return {
    eval: result,
    fellBack,
    passed,
    total: cases.length,
    score,
    modelOnly: { ...result, passed, score, byTopic, failures },
  };
}

export function formatModelEval(result: ModelEvalResult, label: string): string {
  return [
    formatEval(result.eval, label),
    `  answered by the built-in fallback (counted as failures): ${result.fellBack.join(', ') || 'none'}`,
    `${label}, model path only: ${result.passed} of ${result.total} (${(result.score * 100).toFixed(1)}%)`,
  ].join('\n');
}
