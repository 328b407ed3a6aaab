import { deflateSync } from 'node:zlib';
import { csvText } from '../../src/contract/csv';

// Small but valid files, built on request (never at seed time): a one-page PDF 1.4 with text
// lines, a barcode-like grayscale PNG, a ZPL label, a CSV and a stand-in print driver.

export type FilePayload = { type: string; bytes: Buffer; mime: string };

const escapePdf = (text: string) => text.replace(/[\\()]/g, (ch) => `\\${ch}`);

/** A one-page PDF showing `lines`, with a correct cross-reference table. */
export function pdfOf(lines: string[]): Buffer {
  const stream = [
    'BT /F1 14 Tf 40 760 Td 18 TL',
    ...lines.map((line) => `(${escapePdf(line.replace(/[^\x20-\x7e]/g, '?'))}) Tj T*`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A grayscale PNG of bars drawn from the text's character codes: a barcode look-alike. */
export function barcodePngOf(text: string): Buffer {
  const bars: number[] = [1, 0, 1, 0];
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    for (let bit = 6; bit >= 0; bit -= 1) bars.push((code >> bit) & 1, (code >> bit) & 1 ? 0 : 1);
  }
  bars.push(0, 1, 0, 1);
  const quiet = 10;
  const width = bars.length * 2 + quiet * 2;
  const height = 80;
  const row = Buffer.alloc(width + 1, 255);
  row[0] = 0; // filter: none
  bars.forEach((bar, index) => {
    if (bar) row.fill(0, 1 + quiet + index * 2, 1 + quiet + index * 2 + 2);
  });
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // grayscale
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function zplOf(tracking: string, lines: string[]): Buffer {
  const text = lines
    .map((line, index) => `^FO40,${40 + index * 40}^A0N,30,30^FD${line}^FS`)
    .join('\n');
  return Buffer.from(
    `^XA\n^CI28\n${text}\n^FO40,400^BY3^BCN,160,Y,N,N^FD${tracking}^FS\n^XZ\n`,
    'utf8',
  );
}

/** A CSV file (the first row its header) through the contract's writer: formula cells neutralised. */
export function csvOf(rows: Array<Array<string | number | null>>): Buffer {
  const [header = [], ...data] = rows.map((row) => row.map((cell) => cell ?? ''));
  return Buffer.from(csvText(header.map(String), data), 'utf8');
}

/** A few hundred bytes that start like a Windows executable; it is a stand-in, not a program. */
export function printDriverBytes(): Buffer {
  const bytes = Buffer.alloc(512);
  bytes.write('MZ', 0, 'ascii');
  bytes.write('This program is a reference-server stand-in for the EPL print driver.', 64, 'ascii');
  return bytes;
}

export const MIME_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  txt: 'text/plain',
  csv: 'text/csv',
  exe: 'application/octet-stream',
};

/** A file of `type` (its extension) with the MIME type that goes with it. */
export const filePayload = (type: string, bytes: Buffer): FilePayload => ({
  type,
  bytes,
  mime: MIME_TYPES[type] ?? 'application/octet-stream',
});
