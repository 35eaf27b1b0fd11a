/**
 * The least share of the eval set each engine must answer (issue 31, item 6): the built-in engine
 * 0.9 (it answered 13 of 67 when the set was committed, 67 of 67 since the rewrite); the model path
 * (through a local fake OpenAI-compatible server) 0.95.
 */
export const BUILT_IN_THRESHOLD = 0.9;
/** What issue 31 asks of the built-in engine: the threshold's goal. */
export const BUILT_IN_TARGET = 0.9;
export const MODEL_THRESHOLD = 0.95;
