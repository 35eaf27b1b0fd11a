import { httpTarget } from '../src/server/testing/assistant-eval/http-target.ts';
import { runModelEval } from '../src/server/testing/assistant-eval/model-eval.ts';
import type { AssistantEvalInput, AssistantEvalRound } from './assistant-child.ts';
import { childMain } from './child.ts';

// The eval asked over HTTP of a server configured with a model (the fake), one question at a time, as
// bench/assistant-child.ts asks it; a case the built-in engine answered counts as failed.
childMain<AssistantEvalInput, AssistantEvalRound[]>(async ({ url, rounds, adminPhones }) => {
  const target = httpTarget(url, adminPhones);
  const results: AssistantEvalRound[] = [];
  for (let round = 0; round < rounds; round++) {
    const { modelOnly } = await runModelEval(target);
    results.push({ ...modelOnly, caseErrors: modelOnly.caseErrors.length });
  }
  return results;
});
