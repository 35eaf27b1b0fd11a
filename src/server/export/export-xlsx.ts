import { exportColumns } from '../../shared/api/admin/export-schema.ts';
import { AppError } from '../http/errors.ts';
import type { ExportCell } from './export-cells.ts';
import { type ZipEntry, zipStream } from './export-zip.ts';

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

const CONTENT_TYPES = `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
const ROOT_RELS = `${XML}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `${XML}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`;
// Style ids used by the cells: 0 plain, 1 bold (header), 2 date, 3 date and time.
const STYLES = `${XML}<styleSheet xmlns="${MAIN_NS}"><numFmts count="2"><numFmt numFmtId="164" formatCode="yyyy-mm-dd"/><numFmt numFmtId="165" formatCode="yyyy-mm-dd hh:mm"/></numFmts><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;
// EXPORT_COLUMNS' widths, then each guest column's.
const COLUMN_WIDTHS = [12, 12, 10, 20, 18, 18, 8, 8, 10, 9, 17, 24];
const GUEST_COLUMN_WIDTH = 20;

// Characters XML 1.0 cannot carry at all (control characters other than tab, LF and CR).
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly what it removes
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

export function xmlText(value: string): string {
  return value
    .replace(INVALID_XML, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** A, B, … Z, AA: the column letters of a cell reference. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

const EPOCH = Date.UTC(1899, 11, 30);

/** A spreadsheet serial number (days since 1899-12-30) for `YYYY-MM-DD` or `YYYY-MM-DD HH:MM`. */
export function serialOf(value: string): number {
  const [date, time = '00:00'] = value.split(' ');
  const [y, m, d] = date!.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return (Date.UTC(y, m - 1, d, hh, mm) - EPOCH) / 86_400_000;
}

function cellXml(cell: ExportCell, ref: string): string {
  switch (cell.kind) {
    case 'number':
      return `<c r="${ref}"><v>${cell.value}</v></c>`;
    case 'date':
      return `<c r="${ref}" s="2"><v>${serialOf(cell.value)}</v></c>`;
    case 'datetime':
      return `<c r="${ref}" s="3"><v>${serialOf(cell.value)}</v></c>`;
    case 'text':
      if (cell.value === '') return '';
      // Inline strings: no shared-string table to build (and hold) before the sheet can be written.
      return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xmlText(cell.value)}</t></is></c>`;
  }
}

function rowXml(index: number, cells: string): string {
  return `<row r="${index}">${cells}</row>`;
}

async function* sheetXml(
  rows: AsyncIterable<ExportCell[][]>,
  guestColumns: number,
  maxRows: number,
): AsyncGenerator<string> {
  const titles = exportColumns(guestColumns);
  const lastColumn = columnLetter(titles.length - 1);
  const cols = COLUMN_WIDTHS.map(
    (width, i) => `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"/>`,
  );
  // One <col> element sizes every guest column.
  cols.push(
    `<col min="${COLUMN_WIDTHS.length + 1}" max="${titles.length}" width="${GUEST_COLUMN_WIDTH}" customWidth="1"/>`,
  );
  // The header row stays in view while scrolling (frozen pane).
  yield `${XML}<worksheet xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><cols>${cols.join('')}</cols><sheetData>`;
  const header = titles.map(
    (title, i) => `<c r="${columnLetter(i)}1" t="inlineStr" s="1"><is><t>${xmlText(title)}</t></is></c>`,
  );
  yield rowXml(1, header.join(''));
  let index = 1;
  for await (const batch of rows) {
    // ~500 rows (~0.5 MB of XML) per chunk: cheap to deflate, and never a whole batch as one string.
    for (let start = 0; start < batch.length; start += 500) {
      const xml: string[] = [];
      for (const cells of batch.slice(start, start + 500)) {
        index += 1;
        // Parties joined after the count: the download breaks off rather than lose rows in Excel.
        if (index > maxRows) checkXlsxParties(index - 1, maxRows);
        xml.push(rowXml(index, cells.map((cell, i) => cellXml(cell, `${columnLetter(i)}${index}`)).join('')));
      }
      yield xml.join('');
    }
  }
  yield `</sheetData><autoFilter ref="A1:${lastColumn}${index}"/></worksheet>`;
}

/** An Excel sheet's rows (2^20); the header takes one. Past them Excel drops rows when it opens the file. */
export const XLSX_MAX_ROWS = 1_048_576;

/** Refuses, before the first byte, an XLSX with more parties than one sheet shows. */
export function checkXlsxParties(parties: number, maxRows = XLSX_MAX_ROWS): void {
  const most = maxRows - 1;
  if (parties > most)
    throw new AppError(
      422,
      'export_too_large_for_xlsx',
      `An XLSX sheet holds ${most.toLocaleString('en')} parties and this range has ${parties.toLocaleString('en')}. ` +
        'Choose a shorter range, or download CSV.',
    );
}

/** A one-sheet workbook, streamed: batches of rows in (`guestColumns` guest columns each), zip bytes out. */
export function xlsxStream(
  sheetName: string,
  rows: AsyncIterable<ExportCell[][]>,
  createdAt: Date,
  { guestColumns, maxRows = XLSX_MAX_ROWS }: { guestColumns: number; maxRows?: number },
) {
  const workbook = `${XML}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="${xmlText(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
  const entries: ZipEntry[] = [
    { name: '[Content_Types].xml', content: [CONTENT_TYPES] },
    { name: '_rels/.rels', content: [ROOT_RELS] },
    { name: 'xl/workbook.xml', content: [workbook] },
    { name: 'xl/_rels/workbook.xml.rels', content: [WORKBOOK_RELS] },
    { name: 'xl/styles.xml', content: [STYLES] },
    { name: 'xl/worksheets/sheet1.xml', content: sheetXml(rows, guestColumns, maxRows) },
  ];
  return zipStream(entries, createdAt);
}

/** Excel's rules for a sheet name: 1–31 characters, none of : \ / ? * [ ], no ' at either end. */
export function sheetNameFor(value: string): string {
  const name = value
    .replace(/[:\\/?*[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 31)
    .replace(/^'+|'+$/g, '')
    .trim();
  return name || 'Guestlist';
}
