import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EngineName } from './engine.ts';
import { type Figure, fmtMs } from './format.ts';

interface VitestJson {
  testResults: {
    name: string;
    assertionResults: { title: string; status: string; duration?: number; failureMessages?: string[] }[];
  }[];
}

/**
 * The correctness checks that need tens of thousands of parties (`src/server/**\/*.scale.test.ts`:
 * a 70,000-party night past PostgreSQL's 65,535 parameters, a 72,000-party export in flat memory)
 * run here rather than in every `npm test` (issue 32): Vitest's `scale` project in its own process,
 * on the engine measured. Each check is a figure that passes or fails, with the time it took.
 */
export async function benchScaleChecks(
  engine: EngineName,
  postgresUrl: string | undefined,
): Promise<Figure[]> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'nightlist-scale-'));
  const report = path.join(dir, 'report.json');
  try {
    const env: NodeJS.ProcessEnv = { ...process.env };
    if (engine === 'postgres') {
      if (!postgresUrl) throw new Error('the scale checks on PostgreSQL need a server');
      env.DATABASE_URL = postgresUrl;
    } else delete env.DATABASE_URL;
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(
        'npx',
        [
          'vitest',
          'run',
          '--project',
          'scale',
          '--reporter=dot',
          '--reporter=json',
          `--outputFile.json=${report}`,
        ],
        { env, stdio: ['ignore', 'inherit', 'inherit'] },
      );
      child.once('error', reject);
      child.once('exit', resolve);
    });
    const results = JSON.parse(readFileSync(report, 'utf8')) as VitestJson;
    const figures: Figure[] = results.testResults.flatMap((file) =>
      file.assertionResults.map((test) => ({
        section: 'Scale checks',
        engine,
        name: `${path.basename(file.name, '.scale.test.ts')}: ${test.title}`,
        value: test.status === 'passed' ? fmtMs(test.duration ?? 0) : test.status.toUpperCase(),
        target: 'passes',
        pass: test.status === 'passed',
      })),
    );
    if (figures.length === 0 || code !== 0) {
      const failures = results.testResults.flatMap((f) =>
        f.assertionResults.flatMap((t) => t.failureMessages ?? []),
      );
      throw new Error(`vitest --project scale exited ${code}: ${failures.join('\n').slice(0, 2000)}`);
    }
    return figures;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
