// Solves an ALTCHA proof of work off the main thread, so typing stays smooth while it runs.
import { solveChallenge } from 'altcha-lib/v1';
import type { AltchaChallenge } from '../api/get-challenge.ts';

addEventListener('message', async (event: MessageEvent<AltchaChallenge>) => {
  const { challenge, salt, algorithm, maxnumber } = event.data;
  const solution = await solveChallenge(challenge, salt, algorithm, maxnumber).promise;
  postMessage(solution);
});
