import pino from 'pino';
import { expect, test } from 'vitest';
import { SerialJob } from './serial-job.ts';

const logger = pino({ level: 'silent' });

/** A job whose runs each wait until the test lets them finish. */
function heldJob() {
  const release: (() => void)[] = [];
  let runs = 0;
  const job = new SerialJob(
    'Held job',
    async () => {
      runs += 1;
      await new Promise<void>((resolve) => release.push(resolve));
      return runs;
    },
    logger,
  );
  return { job, release, runs: () => runs };
}

test('pokes during a run queue one more run, not one each', async () => {
  const { job, release, runs } = heldJob();
  job.poke();
  await expect.poll(() => release.length).toBe(1);
  for (let i = 0; i < 100; i++) job.poke();
  release.shift()!();
  // The one queued run starts and sees everything the hundred pokes announced.
  await expect.poll(() => release.length).toBe(1);
  expect(runs()).toBe(2);
  // A poke once that run has started queues another: it may have read before the poke's rows.
  job.poke();
  release.shift()!();
  await expect.poll(() => release.length).toBe(1);
  release.shift()!();
  await job.stop();
  expect(runs()).toBe(3);
});

test('runOnce always runs after the run in flight, whatever was poked', async () => {
  const { job, release, runs } = heldJob();
  job.poke();
  await expect.poll(() => release.length).toBe(1);
  job.poke();
  const own = job.runOnce();
  release.shift()!();
  await expect.poll(() => release.length).toBe(1);
  release.shift()!();
  await expect.poll(() => release.length).toBe(1);
  release.shift()!();
  expect(await own).toBe(3);
  await job.stop();
  expect(runs()).toBe(3);
});
