import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { EXPORT_COLUMNS } from '../../shared/api/admin/export-schema.ts';
import { guestlistEntries, users } from '../db/schema.ts';
import { insertClub, openGuestlistDates } from '../testing/fixtures.ts';
import { createAdmin, createMember, type Member } from '../testing/members.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { exportCells } from './export-cells.ts';

// One cell per guest name: joined with ", " into one cell, ["+15 guest", "-minus, comma"] read as
// three guests. Each name has its own cell; read back by real CSV and XLSX readers here.
const NOW = new Date('2026-11-26T15:00:00Z');
const FRIDAY = '2026-11-27';
const NAMES = [
  '+15 guest',
  '-minus, comma',
  'Sam "Sammy" Lee',
  'semi;colon',
  'O’Neil – “quotes”',
  'Zoë 東京 🎉',
  '\u200Fمريم العلي',
];
// What a spreadsheet must not run as a formula gets a leading ' in the CSV (never in the workbook).
const IN_CSV = NAMES.map((name) => (/^[=+\-@]/.test(name) ? `'${name}` : name));
const FIRST_GUEST = EXPORT_COLUMNS.length;

let t: TestApp;
let admin: Member;
let clubId: string;

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  const db = t.database.db;
  admin = await createAdmin(db);
  clubId = (await insertClub(db, { name: 'Neon Room', maxPartySize: 10 })).id;
  await openGuestlistDates(db, clubId, [FRIDAY]);
  const join = async (lastName: string, ladies: number, guestNames: string[]) => {
    const member = await createMember(db);
    await db.update(users).set({ firstName: 'Ann', lastName }).where(eq(users.id, member.id));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/guestlist-entries',
      headers: { cookie: member.cookie },
      payload: { clubId, date: FRIDAY, ladies, men: 0, guestNames },
    });
    expect(response.statusCode, response.body).toBe(201);
    return member;
  };
  await join('Alpha', 8, NAMES);
  await join('Bravo', 2, ['Cy, Jr.']);
  await join('Charlie', 1, []);
  // Stored before names were checked: a control character and a line break, written directly.
  const old = await join('Delta', 3, []);
  await db
    .update(guestlistEntries)
    .set({ guestNames: ['Old\u0001Name', 'Two\nLines'] })
    .where(eq(guestlistEntries.userId, old.id));
});
afterAll(() => t?.close());

const download = (format: 'csv' | 'xlsx') =>
  t.app.inject({
    url: `/api/admin/export?clubId=${clubId}&from=${FRIDAY}&to=${FRIDAY}&format=${format}`,
    headers: { cookie: admin.cookie },
  });

async function readCsv(): Promise<string[][]> {
  const response = await download('csv');
  expect(response.statusCode, response.body).toBe(200);
  // Strict: every record must have the header's number of fields, or parse throws.
  return parse(response.body, { bom: true, relax_quotes: false, relax_column_count: false });
}

async function readXlsx(): Promise<string[][]> {
  const response = await download('xlsx');
  expect(response.statusCode, response.body).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const cells: string[] = [];
    for (let column = 1; column <= sheet.columnCount; column++) {
      const value = row.getCell(column).value;
      cells.push(value instanceof Date ? value.toISOString() : String(value ?? ''));
    }
    rows.push(cells);
  });
  return rows;
}

const guestsOf = (rows: string[][], lastName: string) =>
  rows.find((row) => row[3] === lastName)!.slice(FIRST_GUEST);

describe('guest names in the exports, one per cell', () => {
  test('CSV: a column per guest up to the widest party, each name read back whole', async () => {
    const [header, ...rows] = await readCsv();
    expect(header).toEqual([...EXPORT_COLUMNS, ...NAMES.map((_, i) => `Guest ${i + 1}`)]);
    expect(rows).toHaveLength(4);
    expect(guestsOf(rows, 'Alpha')).toEqual(IN_CSV);
    expect(guestsOf(rows, 'Bravo')).toEqual(['Cy, Jr.', '', '', '', '', '', '']);
    expect(guestsOf(rows, 'Charlie')).toEqual(['', '', '', '', '', '', '']);
    // The columns before the guests keep their meaning: a party of 8, nobody arrived yet.
    const alpha = rows.find((row) => row[3] === 'Alpha')!;
    expect([alpha[8], alpha[9]]).toEqual(['8', '0']);
  });

  test('XLSX: the same columns, each name read back exactly as typed', async () => {
    const [header, ...rows] = await readXlsx();
    expect(header).toEqual([...EXPORT_COLUMNS, ...NAMES.map((_, i) => `Guest ${i + 1}`)]);
    expect(rows).toHaveLength(4);
    expect(guestsOf(rows, 'Alpha')).toEqual(NAMES);
    expect(guestsOf(rows, 'Bravo')).toEqual(['Cy, Jr.', '', '', '', '', '', '']);
    const alpha = rows.find((row) => row[3] === 'Alpha')!;
    expect(alpha[0]).toBe(`${FRIDAY}T00:00:00.000Z`);
    expect([alpha[8], alpha[9]]).toEqual(['8', '0']);
  });

  test('names stored before the check read the same in both: no control character, a line kept in its cell', async () => {
    const csv = guestsOf((await readCsv()).slice(1), 'Delta');
    const xlsx = guestsOf((await readXlsx()).slice(1), 'Delta');
    expect(csv.slice(0, 2)).toEqual(['OldName', 'Two\nLines']);
    expect(xlsx).toEqual(csv);
  });
});

describe('exportCells', () => {
  const row = {
    date: FRIDAY,
    status: 'confirmed',
    waitlistPosition: null,
    lastName: 'Lee',
    firstName: 'Ann',
    phoneNumber: '+12125550123',
    ladies: 4,
    men: 0,
    arrived: 0,
    joinedAt: '2026-11-20 12:05',
    promoter: '',
  } as const;
  const guests = (guestNames: string[], columns: number) =>
    exportCells({ ...row, guestNames }, columns)
      .slice(FIRST_GUEST)
      .map((cell) => cell.value);

  test('pads a party’s names to the file’s guest columns', () => {
    expect(guests(['Bea'], 3)).toEqual(['Bea', '', '']);
  });

  test('a party with more names than columns (it joined during the download) loses none', () => {
    expect(guests(['Bea', 'Cy', 'Dee'], 2)).toEqual(['Bea', 'Cy\nDee']);
  });
});
