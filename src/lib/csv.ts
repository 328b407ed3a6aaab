import Papa from 'papaparse';
import { type CsvCell, csvText as contractCsvText } from '@/contract/csv';
import type { CsvSeparator } from './csv-separator';

// The console's CSV exports (issue 18 §3, decision 050), one place for all the lists: the user's
// separator and a byte-order mark so Excel reads UTF-8, on the contract's writer
// (src/contract/csv.ts: RFC 4180 quoting by papaparse, CRLF lines, formula cells neutralised with
// a leading ', line breaks included), the one the reference server writes with too. Loaded only
// when a user exports (a lazy import), so papaparse never weighs on a screen's first load nor on
// the sign-in page.

export type { CsvSeparator } from './csv-separator';
export { FORMULA_START } from '@/contract/csv';

/** A cell as a column gives it: text, a number, or nothing. */
export type CsvValue = string | number | null | undefined;

/** One column of an export: its header and the text of a row's cell. */
export type CsvColumn<Row> = { header: string; value: (row: Row) => CsvValue };

/** What the screens show for "no value"; an export leaves the cell empty instead. */
const EMPTY_MARKS = new Set(['—', '-', '–']);

/** The cell as written: empty for nothing or a "no value" mark, numbers as they are. */
export function cellText(value: CsvValue): CsvCell {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  return EMPTY_MARKS.has(value.trim()) ? '' : value;
}

/** The rows of an export: one array of cells per row, in the columns' order. */
export function csvRows<Row>(
  columns: readonly CsvColumn<Row>[],
  rows: readonly Row[],
): CsvCell[][] {
  return rows.map((row) => columns.map((column) => cellText(column.value(row))));
}

/** The file's text (no byte-order mark): a header line, then the rows, CRLF, quoted per RFC 4180. */
export function csvText(
  headers: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  separator: CsvSeparator,
): string {
  return contractCsvText(headers, rows, separator);
}

/** A whole export's text from its columns and rows. */
export function buildCsv<Row>(
  columns: readonly CsvColumn<Row>[],
  rows: readonly Row[],
  separator: CsvSeparator,
): string {
  return csvText(
    columns.map((column) => column.header),
    csvRows(columns, rows),
    separator,
  );
}

/**
 * A CSV another end wrote (the server's download_csv), rewritten under the same rules: the
 * user's separator, CRLF, RFC 4180 quotes and neutralised cells. Returns the text and its row
 * count (without the header); a byte-order mark and blank lines are dropped.
 */
export function rewriteCsv(
  source: string,
  separator: CsvSeparator,
): { text: string; rows: number } {
  const parsed = Papa.parse<string[]>(source.replace(/^\uFEFF/, ''), {
    skipEmptyLines: 'greedy',
  });
  const [headers = [], ...rows] = parsed.data;
  return { text: csvText(headers, rows, separator), rows: rows.length };
}

/** Excel opens UTF-8 correctly only with a byte-order mark; other readers ignore it. */
export const CSV_BOM = '\uFEFF';

/** The list's name as a file name stem: lower case, words joined by '_' ('Tracking mapping'). */
export function fileStem(name: string): string {
  const stem = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return stem || 'export';
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 'parcels_2025-01-31_14-05-09_UTC.csv': the list's name and the UTC date-time of the export. */
export function csvFileName(name: string, at: Date): string {
  const date = `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
  const time = `${pad(at.getUTCHours())}-${pad(at.getUTCMinutes())}-${pad(at.getUTCSeconds())}`;
  return `${fileStem(name)}_${date}_${time}_UTC.csv`;
}
