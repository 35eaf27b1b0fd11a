import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditLog, checkIns, guestlistEntries, users } from '../db/schema.ts';
import { insertClub } from '../testing/fixtures.ts';
import { createAdmin, createMember, createMembers, type Member } from '../testing/members.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { unzip } from '../testing/unzip.ts';
import { csvField } from './export-csv.ts';
import { measureExport, readExportRows } from './export-rows.ts';
import {
  checkXlsxParties,
  columnLetter,
  serialOf,
  sheetNameFor,
  XLSX_MAX_ROWS,
  xlsxStream,
  xmlText,
} from './export-xlsx.ts';

const NOW = new Date('2026-11-26T15:00:00Z');
const FRIDAY = '2026-11-27';
// 12:05 in New York.
const JOINED = new Date('2026-11-20T17:05:00Z');

let t: TestApp;
let admin: Member;
let clubId: string;
const phones = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  const db = t.database.db;
  admin = await createAdmin(db);
  clubId = (await insertClub(db, { name: 'Neon Room' })).id;
  const otherClub = await insertClub(db, { name: 'Elsewhere' });
  const people: [string, string][] = [
    ['Zimmer', 'Ann'],
    ["O'Brien, Jr.", 'Sam "Sammy"'],
    ['=HYPERLINK("http://x")', 'Eve'],
    ['Adams', '-Minus'],
    ['Baker', 'Bo'],
    ['Aaron', 'Al'],
    ['Zed', 'Zoe'],
  ];
  const members = await createMembers(db, people.length);
  for (const [i, [lastName, firstName]] of people.entries()) {
    const [row] = await db
      .update(users)
      .set({ lastName, firstName })
      .where(eq(users.id, members[i]!.id))
      .returning();
    phones.set(lastName, row!.phoneNumber);
  }
  const entry = async (i: number, values: Partial<typeof guestlistEntries.$inferInsert>) => {
    const [row] = await db
      .insert(guestlistEntries)
      .values({
        userId: members[i]!.id,
        clubId,
        date: FRIDAY,
        ladies: 1,
        men: 0,
        status: 'confirmed',
        createdAt: JOINED,
        ...values,
      })
      .returning();
    return row!;
  };
  const zimmer = await entry(0, { ladies: 2, guestNames: ['Bea', 'Cy'] });
  await db.insert(checkIns).values({
    passKind: 'guestlist',
    entryId: zimmer.id,
    clubId,
    date: FRIDAY,
    people: 1,
    checkedInAt: NOW,
  });
  await entry(1, { ladies: 0, men: 1, guestNames: ['Dee\nDee'] });
  await entry(2, {});
  await entry(3, { status: 'waitlisted', waitlistedAt: new Date('2026-11-21T10:00:00Z') });
  await entry(4, { status: 'waitlisted', waitlistedAt: new Date('2026-11-21T09:00:00Z') });
  await entry(5, { status: 'cancelled', cancelledAt: NOW });
  await entry(6, { date: '2026-11-28' });
  // Another club's list on the same night stays out.
  await entry(0, { clubId: otherClub.id });
});
afterAll(() => t?.close());

const download = (query: string, who: Member | null = admin) =>
  t.app.inject({ url: `/api/admin/export?${query}`, headers: who ? { cookie: who.cookie } : {} });

const phone = (lastName: string) => {
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phones.get(lastName)!)!;
  return `'+1 ${us[1]} ${us[2]} ${us[3]}`;
};

describe('GET /api/admin/export (CSV)', () => {
  test('one row per party in door order, quoted and guarded for spreadsheets', async () => {
    const response = await download(`clubId=${clubId}&from=${FRIDAY}&to=${FRIDAY}&format=csv`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="neon-room-guestlist-2026-11-27.csv"',
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const joined = '2026-11-20 12:05';
    expect(response.body).toBe(
      [
        // As many guest columns as the most names one party gave (Zimmer's two).
        '\uFEFFDate,Status,Waitlist #,Last name,First name,Phone,Ladies,Men,Party size,Arrived,Joined at,Promoter,Guest 1,Guest 2',
        `2026-11-27,Confirmed,,"'=HYPERLINK(""http://x"")",Eve,${phone('=HYPERLINK("http://x")')},1,0,1,0,${joined},,,`,
        // A line break stored before names refused them stays in its own cell.
        `2026-11-27,Confirmed,,"O'Brien, Jr.","Sam ""Sammy""",${phone("O'Brien, Jr.")},0,1,1,0,${joined},,"Dee\nDee",`,
        `2026-11-27,Confirmed,,Zimmer,Ann,${phone('Zimmer')},2,0,2,1,${joined},,Bea,Cy`,
        `2026-11-27,Waitlisted,2,Adams,'-Minus,${phone('Adams')},1,0,1,0,${joined},,,`,
        `2026-11-27,Waitlisted,1,Baker,Bo,${phone('Baker')},1,0,1,0,${joined},,,`,
        `2026-11-27,Cancelled,,Aaron,Al,${phone('Aaron')},1,0,1,0,${joined},,,`,
        '',
      ].join('\r\n'),
    );
  });

  test('a range covers every night in it, and the file name says so', async () => {
    const response = await download(`clubId=${clubId}&from=${FRIDAY}&to=2026-11-28`);
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="neon-room-guestlist-2026-11-27-to-2026-11-28.csv"',
    );
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + 7);
    expect(lines.at(-1)).toMatch(/^2026-11-28,Confirmed,,Zed,Zoe,/);
  });

  test('an empty night is a header alone, with one guest column', async () => {
    const response = await download(`clubId=${clubId}&from=2026-12-01&to=2026-12-01`);
    expect(response.statusCode).toBe(200);
    expect(response.body.split('\r\n')).toEqual([
      expect.stringMatching(/^\uFEFFDate,.*,Promoter,Guest 1$/),
      '',
    ]);
  });

  test('writes each export to the audit log', async () => {
    await download(`clubId=${clubId}&from=${FRIDAY}&to=2026-11-28&format=xlsx`);
    const [latest] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'guestlist.export'))
      .orderBy(auditLog.createdAt);
    expect(latest).toMatchObject({ targetType: 'club', targetId: clubId, actorUserId: admin.id });
    const all = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'guestlist.export'));
    expect(all.map((row) => row.summary)).toContain(
      'Exported the guestlist of Neon Room for 2026-11-27 to 2026-11-28 as XLSX',
    );
  });
});

describe('readExportRows', () => {
  test('small batches page through nights and statuses in the same order as one batch', async () => {
    const query = { clubId, from: FRIDAY, to: '2026-11-28', timeZone: 'America/New_York' };
    const read = async (batchSize: number) => {
      const names: string[] = [];
      for await (const batch of readExportRows(t.database.db, query, batchSize))
        names.push(
          ...batch.map((row) => `${row.date} ${row.status} ${row.lastName} ${row.waitlistPosition}`),
        );
      return names;
    };
    const whole = await read(100);
    expect(whole).toEqual([
      '2026-11-27 confirmed =HYPERLINK("http://x") null',
      "2026-11-27 confirmed O'Brien, Jr. null",
      '2026-11-27 confirmed Zimmer null',
      '2026-11-27 waitlisted Adams 2',
      '2026-11-27 waitlisted Baker 1',
      '2026-11-27 cancelled Aaron null',
      '2026-11-28 confirmed Zed null',
    ]);
    for (const size of [1, 2, 3, 7]) expect(await read(size)).toEqual(whole);
  });
});

describe('csvField', () => {
  test.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1+1', "'=1+1"],
    ['+1 212', "'+1 212"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTab', "'\tTab"],
    ['\rCR', '"\'\rCR"'],
    ['=a,"b"', '"\'=a,""b"""'],
  ])('%j → %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });
});

describe('GET /api/admin/export (XLSX)', () => {
  test('a workbook with a bold header, numbers as numbers and dates as dates', async () => {
    const response = await download(`clubId=${clubId}&from=${FRIDAY}&to=${FRIDAY}&format=xlsx`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="neon-room-guestlist-2026-11-27.xlsx"',
    );
    const files = unzip(response.rawPayload);
    expect([...files.keys()]).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/workbook.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    expect(files.get('xl/workbook.xml')!.toString()).toContain(
      '<sheet name="Neon Room" sheetId="1" r:id="rId1"/>',
    );
    const sheet = files.get('xl/worksheets/sheet1.xml')!.toString();
    const rows = [...sheet.matchAll(/<row r="(\d+)">(.*?)<\/row>/gs)].map((m) => m[2]!);
    expect(rows).toHaveLength(1 + 6);
    expect(rows[0]).toContain('<c r="A1" t="inlineStr" s="1"><is><t>Date</t></is></c>');
    expect(rows[0]).toContain('<t>Waitlist #</t>');
    const texts = (row: string) => [...row.matchAll(/<t xml:space="preserve">(.*?)<\/t>/gs)].map((m) => m[1]);
    // No formula guard is needed (or wanted) in a workbook: text cells are never formulas.
    expect(texts(rows[1]!)).toEqual([
      'Confirmed',
      '=HYPERLINK(&quot;http://x&quot;)',
      'Eve',
      expect.stringMatching(/^\+1 /),
    ]);
    expect(texts(rows[2]!)).toContain('Dee\nDee');
    expect(rows[3]).toContain(`<c r="A4" s="2"><v>${serialOf(FRIDAY)}</v></c>`);
    expect(rows[3]).toContain('<c r="G4"><v>2</v></c><c r="H4"><v>0</v></c><c r="I4"><v>2</v></c>');
    expect(rows[3]).toContain('<c r="J4"><v>1</v></c>');
    expect(rows[3]).toContain(`<c r="K4" s="3"><v>${serialOf('2026-11-20 12:05')}</v></c>`);
    expect(texts(rows[3]!).slice(-2)).toEqual(['Bea', 'Cy']);
    expect(rows[0]).toContain('<c r="M1" t="inlineStr" s="1"><is><t>Guest 1</t></is></c>');
    // Adams waits second in line, Baker first.
    expect(rows[4]).toContain('<c r="C5"><v>2</v></c>');
    expect(rows[5]).toContain('<c r="C6"><v>1</v></c>');
    expect(sheet).toContain('<autoFilter ref="A1:N7"/>');
    expect(sheet).toContain('<col min="13" max="14" width="20" customWidth="1"/>');
    expect(files.get('xl/styles.xml')!.toString()).toContain('<font><b/>');
  });

  test('serial dates and column letters are the spreadsheet’s', () => {
    expect(serialOf('1900-03-01')).toBe(61);
    expect(serialOf('2026-11-27')).toBe(46353);
    expect(serialOf('2026-11-27 18:00')).toBe(46353.75);
    expect([0, 11, 25, 26, 701, 702].map(columnLetter)).toEqual(['A', 'L', 'Z', 'AA', 'ZZ', 'AAA']);
  });

  test('text is escaped, characters XML cannot carry are dropped, sheet names follow Excel’s rules', () => {
    expect(xmlText('Tom & "Jerry" <3\u0001\u0007')).toBe('Tom &amp; &quot;Jerry&quot; &lt;3');
    expect(xmlText('tab\tand\nline')).toBe('tab\tand\nline');
    expect(sheetNameFor('Club [A/B]: Rooftop? *Main* Stage and More')).toBe(
      'Club A B Rooftop Main Stage and',
    );
    expect(sheetNameFor("'Quoted'")).toBe('Quoted');
    expect(sheetNameFor('???')).toBe('Guestlist');
  });
});

describe('an XLSX holds what one Excel sheet shows', () => {
  test('more parties than a sheet’s 1,048,575 rows under its header are refused before the first byte', async () => {
    expect(XLSX_MAX_ROWS).toBe(2 ** 20);
    expect(() => checkXlsxParties(1_048_575)).not.toThrow();
    expect(() => checkXlsxParties(1_048_576)).toThrow(
      'An XLSX sheet holds 1,048,575 parties and this range has 1,048,576. Choose a shorter range, or download CSV.',
    );
    // The count the route checks is the export's: every status, this club only, the whole range.
    expect(await measureExport(t.database.db, { clubId, from: FRIDAY, to: FRIDAY })).toEqual({
      parties: 6,
      mostGuestNames: 2,
    });
    expect(await measureExport(t.database.db, { clubId, from: FRIDAY, to: '2026-11-28' })).toMatchObject({
      parties: 7,
    });
    expect(await measureExport(t.database.db, { clubId, from: '2026-11-28', to: '2026-11-28' })).toEqual({
      parties: 1,
      mostGuestNames: 0,
    });
  });

  test('parties that joined after the count: the download breaks off instead of losing rows', async () => {
    const row = [{ kind: 'text' as const, value: 'x' }];
    async function* rows(count: number) {
      yield Array.from({ length: count }, () => row);
    }
    const drain = async (count: number) => {
      for await (const _chunk of xlsxStream('Sheet', rows(count), NOW, { guestColumns: 1, maxRows: 3 }));
    };
    await expect(drain(2)).resolves.toBeUndefined();
    await expect(drain(3)).rejects.toThrow('An XLSX sheet holds 2 parties and this range has 3.');
  });
});

describe('refusals', () => {
  test('says what to fix in the query', async () => {
    const format = await download(`clubId=${clubId}&from=${FRIDAY}&to=${FRIDAY}&format=pdf`);
    expect(format.statusCode).toBe(400);
    expect(format.json().message).toBe('The query parameter "format" must be csv or xlsx.');
    const club = await download(`clubId=neon&from=${FRIDAY}&to=${FRIDAY}`);
    expect(club.json().message).toBe('The query parameter "clubId" must be a club id.');
    const backwards = await download(`clubId=${clubId}&from=${FRIDAY}&to=2026-11-01`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toContain('must be on or after "from"');
    const long = await download(`clubId=${clubId}&from=2026-01-01&to=2027-06-01`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('at most 366 days');
    const unknown = await download(`clubId=${crypto.randomUUID()}&from=${FRIDAY}&to=${FRIDAY}`);
    expect(unknown.statusCode).toBe(404);
  });

  test('answers 401 signed out and 403 to members, and writes nothing to the audit log', async () => {
    const before = (await t.database.db.select().from(auditLog)).length;
    expect((await download(`clubId=${clubId}&from=${FRIDAY}&to=${FRIDAY}`, null)).statusCode).toBe(401);
    const member = await createMember(t.database.db);
    expect((await download(`clubId=${clubId}&from=${FRIDAY}&to=${FRIDAY}`, member)).statusCode).toBe(403);
    expect((await t.database.db.select().from(auditLog)).length).toBe(before);
  });
});
