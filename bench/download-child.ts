import { unzip } from '../src/server/testing/unzip.ts';
import { childMain } from './child.ts';

export interface DownloadInput {
  url: string;
  cookie: string;
  format: 'csv' | 'xlsx';
}

export interface DownloadOutput {
  status: number;
  bytes: number;
  seconds: number;
  /** Data rows in the file (the header not counted). */
  rows: number;
  firstBytes: string;
}

function count(haystack: Buffer, needle: Buffer): number {
  let found = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length))
    found++;
  return found;
}

// The admin's browser: downloads the export over HTTP in its own process, counting what arrives.
childMain<DownloadInput, DownloadOutput>(async ({ url, cookie, format }) => {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  const newline = Buffer.from('\r\n');
  let bytes = 0;
  let lines = 0;
  let endedWithCr = false;
  const chunks: Buffer[] = [];
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    const buffer = Buffer.from(chunk);
    bytes += buffer.length;
    if (format === 'xlsx' || response.status !== 200) chunks.push(buffer);
    else {
      if (chunks.length === 0) chunks.push(buffer.subarray(0, 200));
      // A CRLF may straddle two chunks.
      lines += count(buffer, newline) + (endedWithCr && buffer[0] === 0x0a ? 1 : 0);
      endedWithCr = buffer.at(-1) === 0x0d;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  let rows = Math.max(0, lines - 1);
  if (format === 'xlsx' && response.status === 200) {
    const sheet = unzip(Buffer.concat(chunks)).get('xl/worksheets/sheet1.xml');
    rows = sheet ? count(sheet, Buffer.from('<row ')) - 1 : -1;
  }
  return {
    status: response.status,
    bytes,
    seconds,
    rows,
    firstBytes: Buffer.concat(chunks).subarray(0, 200).toString(),
  };
});
