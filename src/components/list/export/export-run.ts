import type { CsvColumn } from '@/lib/csv';
import type { CsvSeparator } from '@/lib/csv-separator';
import { downloadText, type NamedServerFile, serverCsvText } from '@/lib/files';
import { collectPages, type ExportProgress, type FetchPage } from './export-pages';

// One export from its source to the saved file (issue 18 §3, decision 050). The CSV rules and
// papaparse load here, on the first export, never with a screen. The file is saved only once
// every row is in: a failed or cancelled export saves nothing.

/** Where an export's rows come from. */
export type ExportSource<Row> =
  /** Every page of the list API at the current filters, with a progress bar. */
  | { kind: 'pages'; fetchPage: FetchPage<Row> }
  /** Rows the screen already holds (a list filtered on the device): readable offline too. */
  | { kind: 'rows'; rows: readonly Row[] }
  /** The server's own CSV of the filters (a download_csv endpoint), rewritten under our rules. */
  | { kind: 'server'; fetchFile: (signal: AbortSignal) => Promise<NamedServerFile> };

export type ExportResult = { fileName: string; rows: number; capped: boolean };

export async function runExport<Row>({
  name,
  columns,
  source,
  separator,
  signal,
  onProgress,
  now = () => new Date(),
}: {
  name: string;
  columns: readonly CsvColumn<Row>[];
  source: ExportSource<Row>;
  separator: CsvSeparator;
  signal: AbortSignal;
  onProgress: (progress: ExportProgress) => void;
  now?: () => Date;
}): Promise<ExportResult> {
  const csv = await import('@/lib/csv');
  let text: string;
  let rows: number;
  let capped = false;
  if (source.kind === 'server') {
    const rewritten = csv.rewriteCsv(serverCsvText(await source.fetchFile(signal)), separator);
    ({ text, rows } = rewritten);
  } else if (source.kind === 'rows') {
    text = csv.buildCsv(columns, source.rows, separator);
    rows = source.rows.length;
  } else {
    const collected = await collectPages({ fetchPage: source.fetchPage, signal, onProgress });
    text = csv.buildCsv(columns, collected.rows, separator);
    rows = collected.rows.length;
    capped = collected.capped;
  }
  signal.throwIfAborted();
  const fileName = csv.csvFileName(name, now());
  downloadText(`${csv.CSV_BOM}${text}`, fileName, 'text/csv');
  return { fileName, rows, capped };
}
