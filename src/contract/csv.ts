import Papa from 'papaparse';

// The one CSV writer of the console and the reference server (issue 28 F7, decision 050):
// RFC 4180 quoting by papaparse, CRLF lines, no line break at the end, and every text cell that
// a spreadsheet would run as a formula neutralised with a leading ' (OWASP "CSV injection").
// Papaparse's own `escapeFormulae: true` pattern, /^[=+\-@\t\r].*$/, fails on a cell that holds a
// line break ('.' stops at it and '$' needs the end), so '=1+2\nfoo' stayed a live formula: the
// pattern here decides on the first character.

/** A cell as written: text, or a number (never neutralised: -12.5 is an amount, not a formula). */
export type CsvCell = string | number;

/**
 * OWASP: a text cell starting with =, +, -, @, tab or CR is a formula to a spreadsheet, whatever
 * follows (line breaks included: no `$`, no `.`). Text that is a plain negative decimal ('-12.5',
 * as the server's text-only cells and a rewritten file hold amounts) is a number, as a number
 * cell is, and is written as it is; '-1+2' or '-1\n=2' is not one.
 */
export const FORMULA_START = /^(?!-\d+(?:\.\d+)?$)[=+\-@\t\r]/;

/** Lines end with CRLF (RFC 4180). */
export const CSV_NEWLINE = '\r\n';

/** True when a cell would be read as a formula: text (not a number) with a formula start. */
export const isFormulaCell = (cell: CsvCell): boolean =>
  typeof cell === 'string' && FORMULA_START.test(cell);

/**
 * The file's text (no byte-order mark): a header line, then the rows, CRLF, quoted per RFC 4180,
 * formula cells (the header's too) with a leading ' and quotes.
 */
export function csvText(
  headers: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  delimiter = ',',
): string {
  const text = Papa.unparse(
    { fields: [...headers], data: rows.map((row) => [...row]) },
    { delimiter, newline: CSV_NEWLINE, escapeFormulae: FORMULA_START, header: true },
  );
  // Papaparse ends a header without rows with a line break; a file never ends with one.
  return rows.length === 0 ? text.replace(/\r\n$/, '') : text;
}
