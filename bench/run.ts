import { parseArgs } from 'node:util';
import { benchApi } from './api.ts';
import { benchBundleSize, ensureWebBuild } from './bundle-size.ts';
import { benchExport } from './export.ts';
import { type Figure, printFigures } from './format.ts';
import { benchJoins } from './joins.ts';
import { benchLighthouse } from './lighthouse.ts';

const USAGE = `Usage: npm run bench -- [options]
  --skip-api          skip the API throughput section
  --skip-joins        skip the 500-concurrent-joins section
  --skip-export       skip the 100,000-party guestlist export section
  --skip-size         skip the home-page JavaScript size section
  --skip-lighthouse   skip the Lighthouse section
  --quick             3 s API runs instead of 8 s (for trying it out)
  --build             run vite build first even when dist/web exists`;

const LIGHTHOUSE_RUNS = 5;

function parseOptions() {
  try {
    return parseArgs({
      options: {
        'skip-api': { type: 'boolean', default: false },
        'skip-joins': { type: 'boolean', default: false },
        'skip-export': { type: 'boolean', default: false },
        'skip-size': { type: 'boolean', default: false },
        'skip-lighthouse': { type: 'boolean', default: false },
        quick: { type: 'boolean', default: false },
        build: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
}

async function main(): Promise<number> {
  const options = parseOptions();
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  const figures: Figure[] = [];
  let failed = false;

  // A failed section is reported and the others still run: one broken figure should not hide the rest.
  const section = async (title: string, run: () => Promise<Figure[]>) => {
    console.log(`\n== ${title} ==`);
    const started = performance.now();
    try {
      figures.push(...(await run()));
    } catch (error) {
      failed = true;
      console.error(`  ${title} failed:`, error);
      figures.push({ section: title, name: 'failed (see above)', value: 'ERROR' });
    }
    console.log(`  (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  };

  if (!options['skip-size'] || !options['skip-lighthouse']) {
    try {
      ensureWebBuild(options.build);
    } catch (error) {
      console.error(error);
      return 1;
    }
  }
  if (!options['skip-api']) {
    const durationSeconds = options.quick ? 3 : 8;
    await section('API throughput', () => benchApi({ durationSeconds, warmupSeconds: 2 }));
  }
  if (!options['skip-joins']) await section('Guestlist joins', benchJoins);
  if (!options['skip-export']) await section('Guestlist export', benchExport);
  if (!options['skip-size']) await section('Home-page JavaScript size', benchBundleSize);
  if (!options['skip-lighthouse']) await section('Lighthouse', () => benchLighthouse(LIGHTHOUSE_RUNS));

  printFigures('Summary', figures);
  // Missed targets are reported, not failures; only a section that could not measure fails the run.
  return failed ? 1 : 0;
}

process.exitCode = await main();
