import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  buildCsv,
  cellText,
  CSV_BOM,
  csvFileName,
  type CsvColumn,
  csvText,
  fileStem,
  rewriteCsv,
} from '@/lib/csv';
import { CSV_SEPARATOR_KEY, DEFAULT_CSV_SEPARATOR, separatorOf } from '@/lib/csv-separator';

// The rules every CSV export follows (issue 18 §3, decision 050): cells, neutralising, quoting,
// separators, the server's file rewritten, and the file's name.

type Row = { id: number; name: string | null; amount: number };
const columns: CsvColumn<Row>[] = [
  { header: 'ID', value: (row) => row.id },
  { header: 'Name', value: (row) => row.name },
  { header: 'Amount', value: (row) => row.amount },
];
const lines = (text: string) => text.split('\r\n');

describe('the separator', () => {
  it('is a semicolon by default and for anything stored that is not one of the two', () => {
    expect(DEFAULT_CSV_SEPARATOR).toBe(';');
    expect(CSV_SEPARATOR_KEY).toBe('csvSeparator');
    expect(separatorOf(',')).toBe(',');
    expect(separatorOf(';')).toBe(';');
    for (const garbage of [null, undefined, '', '\t', '|', ', ', 1, '"'])
      expect(separatorOf(garbage)).toBe(';');
  });

  it('separates the header and the cells, CRLF between lines, no trailing line', () => {
    const rows = [{ id: 1, name: 'Anna', amount: 2.5 }];
    expect(buildCsv(columns, rows, ';')).toBe('ID;Name;Amount\r\n1;Anna;2.5');
    expect(buildCsv(columns, rows, ',')).toBe('ID,Name,Amount\r\n1,Anna,2.5');
  });

  it('writes only the header for no rows', () => {
    expect(buildCsv(columns, [], ';')).toBe('ID;Name;Amount');
  });
});

describe('cells', () => {
  it('are empty for nothing, for the screens’ "no value" marks and for non-finite numbers', () => {
    expect(cellText(null)).toBe('');
    expect(cellText(undefined)).toBe('');
    expect(cellText('—')).toBe('');
    expect(cellText(' - ')).toBe('');
    expect(cellText(Number.NaN)).toBe('');
    expect(cellText(Number.POSITIVE_INFINITY)).toBe('');
    expect(cellText('—x')).toBe('—x');
    expect(cellText(0)).toBe(0);
  });

  it('quote per RFC 4180 what holds the separator, a quote or a line break', () => {
    const text = csvText(['A', 'B', 'C', 'D'], [['x;y', 'say "hi"', 'two\nlines', 'a,b']], ';');
    expect(lines(text)[1]).toBe('"x;y";"say ""hi""";"two\nlines";a,b');
    expect(csvText(['A'], [['a,b']], ',')).toBe('A\r\n"a,b"');
    // Read back, every value is what was written.
    const parsed = Papa.parse<string[]>(text, { delimiter: ';' }).data;
    expect(parsed[1]).toEqual(['x;y', 'say "hi"', 'two\nlines', 'a,b']);
  });

  it('neutralise text starting with = + - @ tab or CR with a quote, and quote it', () => {
    const cells = ['=SUM(A1)', '+1', '-2+3', '@cmd', '\tx', '\rx'];
    const text = csvText(['a', 'b', 'c', 'd', 'e', 'f'], [cells], ',');
    const parsed = Papa.parse<string[]>(text, { delimiter: ',' }).data[1]!;
    expect(parsed).toEqual(cells.map((cell) => `'${cell}`));
    expect(lines(text)[1]!.startsWith(`"'=SUM(A1)",`)).toBe(true);
  });

  it('leave numbers as numbers (a negative amount is no formula) and text that only contains a sign', () => {
    const text = buildCsv(columns, [{ id: -3, name: 'a=b', amount: -12.5 }], ';');
    expect(lines(text)[1]).toBe('-3;a=b;-12.5');
  });

  it('neutralise a formula cell that holds a line break or a carriage return (issue 28 F7)', () => {
    type Note = { text: string; amount: number };
    const noteColumns: CsvColumn<Note>[] = [
      { header: 'Text', value: (row) => row.text },
      { header: 'Amount', value: (row) => row.amount },
    ];
    const rows = [
      { text: '=1+2\nfoo', amount: -1 },
      { text: '@x\r\ny', amount: -2.5 },
      { text: 'a\r=1', amount: 0 },
    ];
    const text = buildCsv(noteColumns, rows, ';');
    expect(text).toBe(`Text;Amount\r\n"'=1+2\nfoo";-1\r\n"'@x\r\ny";-2.5\r\n"a\r=1";0`);
    const parsed = Papa.parse<string[]>(text, { delimiter: ';' }).data;
    expect(parsed.slice(1).map((row) => row[0])).toEqual(["'=1+2\nfoo", "'@x\r\ny", 'a\r=1']);
  });

  it('neutralise the header too', () => {
    expect(lines(csvText(['=x'], [], ';'))[0]).toBe(`"'=x"`);
  });
});

describe('the server’s CSV, rewritten under the same rules', () => {
  it('takes the user’s separator, CRLF, neutralises and counts the rows', () => {
    const source = '\uFEFFid,name,code\n1,"Anna, B",=1+1\n\n2,Bob,"\'@x"\n';
    const { text, rows } = rewriteCsv(source, ';');
    expect(rows).toBe(2);
    expect(text).toBe(`id;name;code\r\n1;Anna, B;"'=1+1"\r\n2;Bob;'@x`);
  });

  it('neutralises the server’s multi-line formula cells', () => {
    const source = 'a,b\r\n"=1+2\nfoo","\rcmd"\r\n-3,"-2\r\n1"\r\n';
    expect(rewriteCsv(source, ',').text).toBe(`a,b\r\n"'=1+2\nfoo","'\rcmd"\r\n-3,"'-2\r\n1"`);
  });

  it('keeps an empty file empty', () => {
    expect(rewriteCsv('', ';')).toEqual({ text: '', rows: 0 });
    expect(rewriteCsv('a,b\n', ',')).toEqual({ text: 'a,b', rows: 0 });
  });
});

describe('the file', () => {
  it('is named after the list and the UTC date-time of the export', () => {
    const at = new Date(Date.UTC(2025, 0, 31, 23, 5, 9));
    expect(csvFileName('Parcels', at)).toBe('parcels_2025-01-31_23-05-09_UTC.csv');
    expect(csvFileName('Tracking mapping overview', at)).toBe(
      'tracking_mapping_overview_2025-01-31_23-05-09_UTC.csv',
    );
    expect(csvFileName('barcode_ranges', at)).toBe('barcode_ranges_2025-01-31_23-05-09_UTC.csv');
  });

  it('has a safe stem whatever the name', () => {
    expect(fileStem('Health check: DHL / Label #2')).toBe('health_check_dhl_label_2');
    expect(fileStem('Café ünïcode')).toBe('cafe_unicode');
    expect(fileStem('../../etc')).toBe('etc');
    expect(fileStem('Привет')).toBe('export');
    expect(fileStem('')).toBe('export');
  });

  it('starts with a byte-order mark so Excel reads UTF-8', () => {
    expect(CSV_BOM).toBe('\uFEFF');
  });
});
