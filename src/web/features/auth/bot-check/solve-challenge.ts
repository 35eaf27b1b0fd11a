import type { AltchaChallenge } from '../api/get-challenge.ts';

export interface Solution {
  number: number;
  took: number;
}

function solveInWorker(challenge: AltchaChallenge): Promise<Solution | null> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./altcha-worker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (event: MessageEvent<Solution | null>) => {
      worker.terminate();
      resolve(event.data);
    });
    worker.addEventListener('error', (event) => {
      worker.terminate();
      reject(new Error(`Bot check worker failed: ${event.message}`));
    });
    worker.postMessage(challenge);
  });
}

async function solveOnMainThread(challenge: AltchaChallenge): Promise<Solution | null> {
  const { solveChallenge } = await import('altcha-lib/v1');
  return solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
}

/** Finds the number the challenge hides: in a Web Worker where there is one, else on the page. */
export async function solve(challenge: AltchaChallenge): Promise<Solution | null> {
  if (typeof Worker === 'undefined') return solveOnMainThread(challenge);
  try {
    return await solveInWorker(challenge);
  } catch (error) {
    console.warn('Solving the bot check on the page instead.', error);
    return solveOnMainThread(challenge);
  }
}
