// The request line's CPU alone, in-process (issue 39, item 2): the line as Fastify's request logger
// writes it through pino (a child per request, redaction, the destination) against the line the
// app writes now (`lineWriter`), both into the server's split destination on /dev/null, interleaved.
// Robust to a loaded machine in a way throughput is not: it counts this process's CPU per line.
//
//   node bench/log-line-cost.ts [--lines 200000] [--rounds 5]
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { createLogger, responseFields, splitDestination } from '../src/server/logging/logger.ts';
import { lineWriter } from '../src/server/logging/request-log.ts';
import { median, min } from './stats.ts';

const { values } = parseArgs({
  options: { lines: { type: 'string', default: '200000' }, rounds: { type: 'string', default: '5' } },
});
const lines = Number(values.lines);
const fd = fs.openSync('/dev/null', 'w');
const destination = splitDestination('info', fd);
const logger = createLogger({ LOG_LEVEL: 'info', NODE_ENV: 'production' }, destination);
const request = { method: 'GET', url: '/api/clubs?date=2026-11-23&gender=male&type=all', id: 'req-1' };
const write = lineWriter(logger);

const viaPino = () => {
  for (let i = 0; i < lines; i++) {
    // What Fastify does per request (a child with reqId) and what the controller logged before.
    const child = logger.child({ reqId: request.id });
    child.info(responseFields(request, 200, 1.234), 'request completed');
  }
};
const viaLine = () => {
  for (let i = 0; i < lines; i++) write({ reqId: request.id, ...responseFields(request, 200, 1.234) });
};
const cpuMicros = (run: () => void) => {
  const before = process.cpuUsage();
  run();
  destination.flushSync();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / lines;
};
cpuMicros(viaPino);
cpuMicros(viaLine);
const pinoUs: number[] = [];
const lineUs: number[] = [];
for (let round = 0; round < Number(values.rounds); round++) {
  pinoUs.push(cpuMicros(viaPino));
  lineUs.push(cpuMicros(viaLine));
}
const f = (xs: number[]) => xs.map((x) => x.toFixed(2)).join(' / ');
console.log(`CPU µs per request line, ${lines} lines a round, interleaved:`);
console.log(`  child logger + pino + redaction: ${f(pinoUs)} (median ${median(pinoUs).toFixed(2)})`);
console.log(`  lineWriter:                      ${f(lineUs)} (median ${median(lineUs).toFixed(2)})`);
const saved = pinoUs.map((p, i) => p - lineUs[i]!);
console.log(`  saved per line: median ${median(saved).toFixed(2)} µs, min ${min(saved).toFixed(2)} µs`);
destination.end();
