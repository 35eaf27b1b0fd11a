import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { extractTarGz, TarFormatError, writeTarGz } from './tar.ts';

let tmp: string;
beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'nightlist-tar-'));
});
afterAll(async () => {
  if (tmp) await fs.rm(tmp, { recursive: true, force: true });
});

test('files come back byte for byte, long names and empty files included', async () => {
  const source = path.join(tmp, 'source');
  await fs.mkdir(source);
  const long = `images/clubs/${'d'.repeat(36)}/${'v'.repeat(80)}-960.webp`;
  const files = { 'manifest.json': '{}', [long]: 'x'.repeat(1500), 'empty.txt': '' };
  const entries = await Promise.all(
    Object.entries(files).map(async ([name, body], index) => {
      const file = path.join(source, String(index));
      await fs.writeFile(file, body);
      return { name, file };
    }),
  );
  const archive = path.join(tmp, 'a.tar.gz');
  await writeTarGz(archive, entries);
  const out = path.join(tmp, 'out');
  await fs.mkdir(out);
  expect(await extractTarGz(archive, out)).toEqual(Object.keys(files));
  for (const [name, body] of Object.entries(files)) {
    expect(await fs.readFile(path.join(out, ...name.split('/')), 'utf8')).toBe(body);
  }
});

test.each(['../outside', 'a/../../outside', '/etc/outside'])('refuses the entry %s', async (name) => {
  const file = path.join(tmp, 'body');
  await fs.writeFile(file, 'evil');
  const archive = path.join(tmp, `evil-${Math.random().toString(36).slice(2)}.tar.gz`);
  await writeTarGz(archive, [{ name, file }]);
  const out = await fs.mkdtemp(path.join(tmp, 'evil-out-'));
  await expect(extractTarGz(archive, out)).rejects.toBeInstanceOf(TarFormatError);
  expect(await fs.readdir(out)).toEqual([]);
  await expect(fs.stat(path.join(tmp, 'outside'))).rejects.toThrow();
});

test('a truncated archive is refused', async () => {
  const file = path.join(tmp, 'big');
  await fs.writeFile(file, Buffer.alloc(100_000, 7));
  const archive = path.join(tmp, 'whole.tar.gz');
  await writeTarGz(archive, [{ name: 'big', file }]);
  const bytes = await fs.readFile(archive);
  const cut = path.join(tmp, 'cut.tar.gz');
  await fs.writeFile(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
  const out = await fs.mkdtemp(path.join(tmp, 'cut-out-'));
  await expect(extractTarGz(cut, out)).rejects.toBeInstanceOf(TarFormatError);
});
