import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { serverCsvText, serverFileName } from '@/lib/files';

// The CSV downloads (spec c section 7): base64 with the server's file name.

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('server CSV files', () => {
  it('decodes UTF-8 text and drops a byte-order mark', () => {
    const text = 'Carrier,Carrier status\r\n"Zürich Post","Zugestellt, am Briefkasten"\r\n';
    const answer = { filename: 'tracking.csv', file: base64(`\uFEFF${text}`) };
    expect(serverCsvText(answer)).toBe(text);
    expect(Papa.parse(serverCsvText(answer), { skipEmptyLines: true }).data).toEqual([
      ['Carrier', 'Carrier status'],
      ['Zürich Post', 'Zugestellt, am Briefkasten'],
    ]);
  });

  it('throws on a body that is not base64', () => {
    expect(() => serverCsvText({ filename: 'x.csv', file: '%%%' })).toThrow();
  });

  it('saves under the server’s name without folders or control characters, else the fallback', () => {
    expect(serverFileName('tracking_mapping_2026-11-25.csv', 'x.csv')).toBe(
      'tracking_mapping_2026-11-25.csv',
    );
    expect(serverFileName('../../etc/a\u0000b.csv', 'x.csv')).toBe('ab.csv');
    expect(serverFileName('C:\\temp\\errors.csv', 'x.csv')).toBe('errors.csv');
    expect(serverFileName('  ', 'fallback.csv')).toBe('fallback.csv');
    expect(serverFileName('dir/', 'fallback.csv')).toBe('fallback.csv');
  });
});
