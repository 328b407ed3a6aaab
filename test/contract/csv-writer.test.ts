import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvText, isFormulaCell } from '@/contract/csv';

// The one CSV writer of the console and the reference server (issue 28 F7): every formula start
// neutralised, line breaks included, RFC 4180 quotes, CRLF, numbers left as numbers.

const cellsOf = (text: string) => Papa.parse<string[]>(text, { delimiter: ',' }).data;

describe('the contract CSV writer', () => {
  it('neutralises a formula cell that holds a line break (papaparse’s own pattern does not)', () => {
    const cells = ['=1+2\nfoo', '+1\r\n2', '-2\n3', '@SUM(A1)\nx', '\t=1\n', '\r=1+1'];
    const text = csvText(['a', 'b', 'c', 'd', 'e', 'f'], [cells]);
    expect(cellsOf(text)[1]).toEqual(cells.map((cell) => `'${cell}`));
    expect(text.split('\r\n')[1]!.startsWith(`"'=1+2\nfoo",`)).toBe(true);
    // Why the pattern is ours: papaparse's `escapeFormulae: true` leaves these cells live.
    expect(Papa.unparse([['=1+2\nfoo']], { escapeFormulae: true })).toBe('"=1+2\nfoo"');
  });

  it('neutralises a cell with a carriage return inside, and one starting with it', () => {
    expect(cellsOf(csvText(['x'], [['\rcmd'], ['=A1\rB']]))).toEqual([
      ['x'],
      ["'\rcmd"],
      ["'=A1\rB"],
    ]);
  });

  it('leaves numbers as numbers, a negative one too, and text that only contains a sign', () => {
    expect(csvText(['n', 'm', 't'], [[-12.5, -3, 'a=b\n-c']])).toBe('n,m,t\r\n-12.5,-3,"a=b\n-c"');
    // A plain negative decimal in a text cell (the server's cells are all text) is a number too;
    // anything more after the minus is a formula.
    expect(csvText(['t', 'u'], [['-12.5', '-7']])).toBe('t,u\r\n-12.5,-7');
    for (const formula of ['-1+2', '-12.5\n=1', '-1e3', '-', '- 1', '-1.', '+12'])
      expect(isFormulaCell(formula), JSON.stringify(formula)).toBe(true);
    expect(isFormulaCell(-1)).toBe(false);
    expect(isFormulaCell('a\n=1')).toBe(false);
  });

  it('quotes per RFC 4180, ends lines with CRLF, never the file, and takes a delimiter', () => {
    expect(csvText(['A', 'B'], [['say "hi"', 'x;y']], ';')).toBe('A;B\r\n"say ""hi""";"x;y"');
    expect(csvText(['A', '=B'], [])).toBe(`A,"'=B"`);
  });
});
