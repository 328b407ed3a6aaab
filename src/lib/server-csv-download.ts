import { CSV_SEPARATOR_KEY, separatorOf } from './csv-separator';
import { downloadText, type NamedServerFile, serverCsvText, serverFileName } from './files';

// A CSV file the server sends (a named base64 download) is never saved as it comes (issue 28
// F7): it is read and written again under the console's rules, as the list exports' server
// source is (decision 050): the device's separator, CRLF, RFC 4180 quotes, formula cells
// neutralised (line breaks included), a byte-order mark. The CSV rules load on first use only.

/** The separator the user chose on this device (the export dialog's), semicolon otherwise. */
function storedSeparator() {
  try {
    return separatorOf(localStorage.getItem(CSV_SEPARATOR_KEY));
  } catch {
    return separatorOf(null);
  }
}

/** Saves the server's CSV, rewritten, under its own name (or `fallback`). */
export async function downloadServerCsv(answer: NamedServerFile, fallback: string): Promise<void> {
  const csv = await import('./csv');
  const { text } = csv.rewriteCsv(serverCsvText(answer), storedSeparator());
  downloadText(`${csv.CSV_BOM}${text}`, serverFileName(answer.filename, fallback), 'text/csv');
}
