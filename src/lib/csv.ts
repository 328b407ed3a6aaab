import Papa from 'papaparse';
import type { CsvSeparator } from './csv-separator';

// The rules of every CSV the console writes (issue 18 §3, decision 050), one place for all the
// lists: RFC 4180 quoting by papaparse, the user's separator, CRLF lines, a byte-order mark so
// Excel reads UTF-8, and text cells that a spreadsheet would run as a formula neutralised with a
// leading ' (OWASP "CSV injection"). Loaded only when a user exports (a lazy import), so papaparse
// never weighs on a screen's first load nor on the sign-in page.

export type { CsvSeparator } from './csv-separator';

/** A cell as a column gives it: text, a number, or nothing. */
export type CsvValue = string | number | null | undefined;

/** One column of an export: its header and the text of a row's cell. */
export type CsvColumn<Row> = { header: string; value: (row: Row) => CsvValue };

/** What the screens show for "no value"; an export leaves the cell empty instead. */
const EMPTY_MARKS = new Set(['—', '-', '–']);

/**
 * OWASP: a cell starting with =, +, -, @, tab or CR is a formula to a spreadsheet. Numbers are
 * numbers (a negative amount stays -12.5); text gets a leading ' and quotes (papaparse's
 * escapeFormulae, given this pattern so the rule is ours).
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell as written: empty for nothing or a "no value" mark, numbers as they are. */
export function cellText(value: CsvValue): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? value : '';
  return EMPTY_MARKS.has(value.trim()) ? '' : value;
}

/** The rows of an export: one array of cells per row, in the columns' order. */
export function csvRows<Row>(
  columns: readonly CsvColumn<Row>[],
  rows: readonly Row[],
): (string | number)[][] {
  return rows.map((row) => columns.map((column) => cellText(column.value(row))));
}

/** The file's text (no byte-order mark): a header line, then the rows, CRLF, quoted per RFC 4180. */
export function csvText(
  headers: readonly string[],
  rows: readonly (readonly (string | number)[])[],
  separator: CsvSeparator,
): string {
  const text = Papa.unparse(
    { fields: [...headers], data: rows.map((row) => [...row]) },
    { delimiter: separator, newline: '\r\n', escapeFormulae: FORMULA_START, header: true },
  );
  // Papaparse ends a header without rows with a line break; a file never ends with one.
  return rows.length === 0 ? text.replace(/\r\n$/, '') : text;
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
