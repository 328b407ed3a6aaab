import Papa from 'papaparse';
import { BARCODE_RANGES_CSV_DELIMITER } from '@/config/barcode-ranges-constants';
import type { ShownGroup } from './barcode-ranges-rules';

// The page's CSV export (spec b sections 2 and 9): what is shown (the searched, sorted groups),
// one row per range with its group's figures. Written by papaparse: semicolons, RFC 4180 quotes,
// and cells that begin with =, +, -, @, tab or CR prefixed with ' so a spreadsheet shows them
// instead of running them. Values stay the exact digit strings (20 digits lose nothing).

export const BARCODE_CSV_COLUMNS = [
  'User',
  'Carrier',
  'Barcode group',
  'Group remaining',
  'Group remaining %',
  'Notifications',
  'Prefix',
  'Begin',
  'End',
  'Remaining',
  'Remaining %',
] as const;

const percent = (value: number | undefined) => (value === undefined ? '' : String(value));

export function barcodeRangesCsv(groups: readonly ShownGroup[]): string {
  const rows = groups.flatMap((group) =>
    group.rows.map((range) => [
      group.userName,
      group.carrierName,
      group.barcode_group,
      String(group.stats.remaining),
      percent(group.stats.percentLeft),
      group.notifications ? 'on' : 'off',
      range.prefix,
      range.range_begin,
      range.range_end,
      range.stats ? String(range.stats.remaining) : range.remaining,
      percent(range.stats?.percentLeft),
    ]),
  );
  return Papa.unparse(
    { fields: [...BARCODE_CSV_COLUMNS], data: rows },
    { delimiter: BARCODE_RANGES_CSV_DELIMITER, escapeFormulae: true, newline: '\r\n' },
  );
}
