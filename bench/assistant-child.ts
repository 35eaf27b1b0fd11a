import { httpTarget } from '../src/server/testing/assistant-eval/http-target.ts';
import { type EvalResult, runEval } from '../src/server/testing/assistant-eval/score.ts';
import { childMain } from './child.ts';

export interface AssistantEvalInput {
  url: string;
  /** Times the whole set is asked; each round prepares its own member (and takes one admin phone). */
  rounds: number;
  adminPhones: string[];
}

/** One round's result, as the orchestrator reads it over IPC. */
export type AssistantEvalRound = Omit<EvalResult, 'caseErrors'> & { caseErrors: number };

// The eval's questions asked over HTTP from this process, one at a time, so each answer time is the
// server's for that question (plus the loopback), not a queue's.
childMain<AssistantEvalInput, AssistantEvalRound[]>(async ({ url, rounds, adminPhones }) => {
  const target = httpTarget(url, adminPhones);
  const results: AssistantEvalRound[] = [];
  for (let round = 0; round < rounds; round++) {
    const result = await runEval(target);
    results.push({ ...result, caseErrors: result.caseErrors.length });
  }
  return results;
});
