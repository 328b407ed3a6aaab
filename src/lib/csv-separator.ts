// The CSV separator a user picks (issue 18 §3, decision 050), kept per device. Apart from
// lib/csv.ts so the export button reads it without loading papaparse.

export type CsvSeparator = ';' | ',';

/** Semicolon by default, as the spec's barcode export (spec b sections 2 and 9). */
export const DEFAULT_CSV_SEPARATOR: CsvSeparator = ';';

/** Local storage key of the choice (per device, every list and account alike). */
export const CSV_SEPARATOR_KEY = 'csvSeparator';

/** A stored separator, or the default for anything else (garbage never breaks an export). */
export function separatorOf(stored: unknown): CsvSeparator {
  return stored === ';' || stored === ',' ? stored : DEFAULT_CSV_SEPARATOR;
}
