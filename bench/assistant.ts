import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { formatEval } from '../src/server/testing/assistant-eval/score.ts';
import { BUILT_IN_TARGET, MODEL_THRESHOLD } from '../src/server/testing/assistant-eval/thresholds.ts';
import type { AssistantEvalInput, AssistantEvalRound } from './assistant-child.ts';
import { runChild, startWorker } from './child.ts';
import { type Figure, fmtMs } from './format.ts';
import { webDistDir } from './paths.ts';
import { type RunningServer, startServer } from './server-process.ts';
import { median, percentile } from './stats.ts';

const SECTION = 'Assistant';
/** One admin per round (each round's scenario gives two nights places as an admin). */
const ADMIN_PHONES = ['+16463990101', '+16463990102', '+16463990103', '+16463990104', '+16463990105'];

export interface EvalServer {
  server: RunningServer;
  stop(): Promise<void>;
}

/**
 * The app as `npm start` runs it (its defaults: development, PGlite in DATA_DIR, the demo city),
 * the city seeded for the eval's Monday, with TEST_CLOCK on so each question is served at the eval's
 * instant, one trusted proxy hop so each question comes from its own address, and admins for the
 * scenario. `env` adds to that (the model path's ASSISTANT_BASE_URL and ASSISTANT_MODEL).
 */
export async function startEvalServer(env: Record<string, string> = {}): Promise<EvalServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nightlist-bench-assistant-'));
  try {
    await runChild('assistant-seed-child.ts', { dataDir });
    const server = await startServer(
      {
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: webDistDir,
        TEST_CLOCK: 'on',
        TRUST_PROXY: '1',
        ADMIN_PHONES: ADMIN_PHONES.join(','),
        ...env,
      },
      // The built-in engine's run must not pick up a model configured in the shell.
      { unset: env.ASSISTANT_BASE_URL ? [] : ['ASSISTANT_BASE_URL', 'ASSISTANT_MODEL', 'ASSISTANT_API_KEY'] },
    );
    return {
      server,
      async stop() {
        await server.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

export interface EvalMeasure {
  rounds: AssistantEvalRound[];
  /** Every question's answer time over HTTP, every round. */
  timesMs: number[];
}

/**
 * Asks the set `rounds` times from a load process of its own (bench/assistant-child.ts; the model
 * path's bench/model-eval-child.ts, which counts a built-in answer as a failure).
 */
export async function measureEval(
  server: RunningServer,
  rounds: number,
  script = 'assistant-child.ts',
): Promise<EvalMeasure> {
  const input: AssistantEvalInput = { url: server.url, rounds, adminPhones: ADMIN_PHONES };
  const results = await runChild<AssistantEvalRound[]>(script, input);
  const broken = results.find((round) => round.caseErrors > 0);
  if (broken) throw new Error(`${broken.caseErrors} eval cases name facts the API does not hold`);
  return { rounds: results, timesMs: results.flatMap((round) => round.timesMs) };
}

/**
 * The model path: the app configured with a model that is the local fake
 * OpenAI-compatible server (src/server/testing/fake-openai.ts), run in a process of its own
 * (bench/fake-openai-child.ts); the set asked by bench/model-eval-child.ts, where a question the
 * built-in engine answered (the model's reply failed the grounding check) counts as failed.
 */
export async function modelScore(rounds: number): Promise<EvalMeasure | null> {
  const fake = await startWorker<null, string>('fake-openai-child.ts', null);
  try {
    const url = await fake.call(null);
    const app = await startEvalServer({ ASSISTANT_BASE_URL: url, ASSISTANT_MODEL: 'fake-concierge' });
    try {
      return await measureEval(app.server, rounds, 'model-eval-child.ts');
    } finally {
      await app.stop();
    }
  } finally {
    await fake.stop();
  }
}

function scoreFigures(label: string, measure: EvalMeasure | null, target: number): Figure[] {
  const targetText = `≥ ${Math.round(target * 100)}%`;
  if (!measure)
    return [{ section: SECTION, name: `eval score, ${label}`, value: 'not measured', target: targetText }];
  const [first] = measure.rounds;
  console.log(formatEval(first!, `  eval, ${label} (engine: ${first!.engines.join(', ')})`, { brief: true }));
  const scores = measure.rounds.map((round) => round.score);
  const sorted = [...measure.timesMs].sort((x, y) => x - y);
  return [
    {
      section: SECTION,
      name: `eval score, ${label}`,
      value: `${first!.passed}/${first!.total} (${(Math.min(...scores) * 100).toFixed(1)}%)`,
      target: targetText,
      pass: Math.min(...scores) >= target,
    },
    {
      section: SECTION,
      name: `answer time median, ${label}`,
      value: fmtMs(median(measure.timesMs)),
    },
    {
      section: SECTION,
      name: `answer time p95, ${label} (${sorted.length} questions)`,
      value: fmtMs(percentile(sorted, 95)),
    },
  ];
}

/**
 * The assistant's evaluation set over HTTP: the built-in engine's score, the model path's (once its
 * fake server exists), and how long each question takes to answer (median and p95). A round that
 * scores differently from another shows as the lowest.
 */
export async function benchAssistant(quick: boolean): Promise<Figure[]> {
  const rounds = quick ? 1 : 3;
  const app = await startEvalServer();
  let builtIn: EvalMeasure;
  try {
    builtIn = await measureEval(app.server, rounds);
  } finally {
    await app.stop();
  }
  return [
    ...scoreFigures('built-in engine', builtIn, BUILT_IN_TARGET),
    ...scoreFigures('model path', await modelScore(rounds), MODEL_THRESHOLD),
  ];
}
