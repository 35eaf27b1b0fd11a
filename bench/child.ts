import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './paths.ts';

/**
 * Runs `bench/<script>` in its own Node process with `input`, and resolves with the one message
 * it sends back: load generators, rushes and seeding never share a process with a server or
 * with the orchestrator's event loop.
 */
export function runChild<T>(
  script: string,
  input: unknown,
  timeoutMs = 30 * 60_000,
  /** Sees the child once started: to send it a message while it works (the rolling load's stop). */
  onStart?: (child: ChildProcess) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const child = fork(path.join(repoRoot, 'bench', script), [JSON.stringify(input)], {
      cwd: repoRoot,
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    onStart?.(child);
    let answer: { ok: true; value: T } | { ok: false; error: string } | undefined;
    child.once('message', (message) => {
      answer = message as typeof answer;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (answer?.ok) resolve(answer.value);
      else if (answer) reject(new Error(`${script}: ${answer.error}`));
      else reject(new Error(`${script} exited (code ${code}, signal ${signal}) without an answer`));
    });
  });
}

/** A child that stays up and answers one request per message (the bare-SQL baseline). */
export interface Worker<In, Out> {
  pid: number;
  call(input: In): Promise<Out>;
  stop(): Promise<void>;
}

export function startWorker<In, Out>(script: string, init: unknown): Promise<Worker<In, Out>> {
  const child: ChildProcess = fork(path.join(repoRoot, 'bench', script), [JSON.stringify(init)], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let pending: { resolve: (value: Out) => void; reject: (error: Error) => void } | undefined;
  child.on('message', (message) => {
    const answer = message as { ok: true; value: Out } | { ok: false; error: string };
    const waiting = pending;
    pending = undefined;
    if (!waiting) return;
    if (answer.ok) waiting.resolve(answer.value);
    else waiting.reject(new Error(`${script}: ${answer.error}`));
  });
  child.once('exit', (code) => pending?.reject(new Error(`${script} exited (code ${code})`)));
  const worker: Worker<In, Out> = {
    pid: child.pid!,
    call(input) {
      return new Promise<Out>((resolve, reject) => {
        pending = { resolve, reject };
        child.send(input as object);
      });
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  // The first message says the worker is ready (or why it is not).
  return new Promise<Out>((resolve, reject) => {
    pending = { resolve, reject };
  }).then(() => worker);
}

/** The child's side: runs `work` on the input from the command line and sends the answer back. */
export function childMain<In, Out>(work: (input: In) => Promise<Out>): void {
  const input = JSON.parse(process.argv[2] ?? 'null') as In;
  work(input).then(
    (value) => process.send!({ ok: true, value }, () => process.exit(0)),
    (error: unknown) =>
      process.send!({ ok: false, error: (error as Error).stack ?? String(error) }, () => process.exit(1)),
  );
}

/** A worker's side: `init` once (its answer is the ready message), then `work` per message. */
export function workerMain<Init, In, Out>(
  init: (input: Init) => Promise<void>,
  work: (input: In) => Promise<Out>,
  close: () => Promise<void>,
): void {
  const reply = (promise: Promise<unknown>) =>
    promise.then(
      (value) => process.send!({ ok: true, value: value ?? null }),
      (error: unknown) => process.send!({ ok: false, error: (error as Error).stack ?? String(error) }),
    );
  let ready = false;
  process.on('message', (message) => {
    if (!ready) return;
    void reply(work(message as In));
  });
  process.once('SIGTERM', () => {
    close().finally(() => process.exit(0));
  });
  const started = init(JSON.parse(process.argv[2] ?? 'null') as Init);
  void reply(
    started.then(() => {
      ready = true;
    }),
  );
}
