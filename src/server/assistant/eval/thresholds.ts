/**
 * The least share of the eval set each engine must answer (issue 31, item 6). The built-in engine's
 * is the score it had when the set was committed, raised as the engine improves, up to the issue's
 * 0.9; the model path (through a local fake OpenAI-compatible server) must reach 0.95.
 */
export const BUILT_IN_THRESHOLD = 13 / 67;
/** What issue 31 asks of the built-in engine: the threshold's goal. */
export const BUILT_IN_TARGET = 0.9;
export const MODEL_THRESHOLD = 0.95;
