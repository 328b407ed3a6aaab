import { type CsvCell, csvText } from '../../src/contract/csv';
import { HttpFailure } from '../http';
import type { FilePayload } from './demo-files';

// The JSON answer of every file download (spec a section 7, Files): the bytes in base64 `data`,
// the type (extension) and the file name; an area adds its own extra fields after these. A
// record without the file answers 404 with the spec's text.

export type FileAnswer = { type: string; data: string; filename: string };

export function fileAnswerOf(file: FilePayload, filename: string): FileAnswer {
  return { type: file.type, data: file.bytes.toString('base64'), filename };
}

/** The answer for record `id`'s file of `kind` ('label', 'manifest'...); 404 when it has none. */
export function recordFileAnswer(
  kind: string,
  id: number,
  file: FilePayload | undefined,
  filename: (file: FilePayload) => string,
): FileAnswer {
  if (!file) throw new HttpFailure(404, [{ message: `${kind} ${id} file not found or is empty` }]);
  return fileAnswerOf(file, filename(file));
}

/** A CSV download the server names (spec c section 7: `filename` and base64 `file`). */
export type NamedCsvAnswer = { filename: string; file: string };

/**
 * Rows as the contract's CSV (src/contract/csv.ts: RFC 4180, CRLF, formula cells neutralised,
 * line breaks included), in base64 under `filename`. Every CSV the server sends is written here.
 */
export function namedCsvAnswer(
  filename: string,
  fields: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): NamedCsvAnswer {
  return { filename, file: Buffer.from(csvText(fields, rows), 'utf8').toString('base64') };
}
