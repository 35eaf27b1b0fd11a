import { type FakeOpenAI, startFakeOpenAI } from '../src/server/testing/fake-openai.ts';
import { workerMain } from './child.ts';

// The model path's "model": the fake OpenAI-compatible server (src/server/testing/fake-openai.ts) in a
// process of its own, so picking tools and composing replies is neither the app's time nor the load's.
// Any message is answered with its base URL.
let fake: FakeOpenAI | undefined;
workerMain<null, unknown, string>(
  async () => {
    fake = await startFakeOpenAI();
  },
  async () => fake!.url,
  async () => {
    await fake?.close();
  },
);
