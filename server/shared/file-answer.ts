import Papa from 'papaparse';
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

/** Rows as an RFC 4180 CSV (CRLF, formulae defused), in base64 under `filename`. */
export function namedCsvAnswer(
  filename: string,
  fields: readonly string[],
  rows: string[][],
): NamedCsvAnswer {
  const csv = Papa.unparse(
    { fields: [...fields], data: rows },
    { escapeFormulae: true, newline: '\r\n' },
  );
  return { filename, file: Buffer.from(csv, 'utf8').toString('base64') };
}
