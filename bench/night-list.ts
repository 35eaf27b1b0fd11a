import { type Figure, fmtInt, fmtMs, printTable } from './format.ts';
import { checkedFetch } from './http.ts';
import type { Fixture } from './seed.ts';
import type { RunningServer } from './server-process.ts';
import { median } from './stats.ts';

const SECTION = 'Night list';
export const FIRST_PAGE_TARGET_MS = 300;

export interface NightListResult {
  ms: number[];
  bytes: number;
  entries: number;
  status: number;
  error?: string;
}

/**
 * An admin opening the big night's list: `GET /api/admin/nights/:clubId/:date` as the route answers
 * by default (the whole night, or its first page once it pages), timed from request to last byte.
 */
export async function measureNightList(
  server: RunningServer,
  fixture: Fixture,
  times: number,
  timeoutMs = 120_000,
): Promise<NightListResult> {
  const url = `${server.url}/api/admin/nights/${fixture.clubId}/${fixture.bigDate}`;
  const result: NightListResult = { ms: [], bytes: 0, entries: 0, status: 0 };
  for (let i = 0; i < times; i++) {
    try {
      const { body, ms, response } = await checkedFetch(url, {
        headers: { cookie: fixture.admin.cookie },
        signal: AbortSignal.timeout(timeoutMs),
      });
      const night = JSON.parse(body.toString()) as { entries?: unknown[]; items?: unknown[] };
      const entries = night.entries ?? night.items ?? [];
      if (entries.length === 0) throw new Error(`GET ${url} listed no entries`);
      Object.assign(result, { bytes: body.length, entries: entries.length, status: response.status });
      result.ms.push(ms);
    } catch (error) {
      result.error = (error as Error).message.slice(0, 200);
      return result;
    }
  }
  return result;
}

export function nightListFigures(
  engine: string,
  label: string,
  result: NightListResult,
  target: boolean,
): Figure[] {
  const base = { section: SECTION, engine };
  const answered = !result.error;
  printTable(
    `Admin night list on ${engine}: ${label} night`,
    ['Night', 'Times (ms)', 'median', 'Entries in answer', 'Bytes'],
    [
      [
        label,
        answered ? result.ms.map((ms) => fmtInt(ms)).join(' / ') : `failed: ${result.error}`,
        answered ? fmtMs(median(result.ms)) : '',
        fmtInt(result.entries),
        fmtInt(result.bytes),
      ],
    ],
    [2, 3, 4],
  );
  if (target)
    return [
      {
        ...base,
        name: `first page, ${label} night (${fmtInt(result.entries)} entries)`,
        value: answered ? fmtMs(median(result.ms)) : 'ERROR',
        target: `≤ ${FIRST_PAGE_TARGET_MS} ms`,
        pass: answered && median(result.ms) <= FIRST_PAGE_TARGET_MS,
      },
    ];
  return [
    {
      ...base,
      name: `answers, ${label} night`,
      value: answered ? `${fmtMs(median(result.ms))}, ${fmtInt(result.entries)} entries` : result.error!,
      target: 'no 500',
      pass: answered,
    },
  ];
}
