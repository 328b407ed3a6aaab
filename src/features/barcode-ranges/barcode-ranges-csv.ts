import type { CsvColumn } from '@/lib/csv';
import type { ShownGroup, ShownRange } from './barcode-ranges-rules';

// The page's CSV export (spec b sections 2 and 9, issue 18 §3): what is shown (the searched,
// sorted groups), one row per range with its group's figures, written by the export kit
// (components/list/export) under every list's rules: semicolons unless the user chose commas,
// RFC 4180 quotes, formula cells neutralised. Values stay the exact digit strings (20 digits
// lose nothing), so they are text, never numbers.

/** One line of the file: a range with its group. */
export type BarcodeCsvRow = { group: ShownGroup; range: ShownRange };

const percent = (value: number | undefined) => (value === undefined ? '' : String(value));

export const BARCODE_EXPORT_COLUMNS: readonly CsvColumn<BarcodeCsvRow>[] = [
  { header: 'User', value: ({ group }) => group.userName },
  { header: 'Carrier', value: ({ group }) => group.carrierName },
  { header: 'Barcode group', value: ({ group }) => group.barcode_group },
  { header: 'Group remaining', value: ({ group }) => String(group.stats.remaining) },
  { header: 'Group remaining %', value: ({ group }) => percent(group.stats.percentLeft) },
  { header: 'Notifications', value: ({ group }) => (group.notifications ? 'on' : 'off') },
  { header: 'Prefix', value: ({ range }) => range.prefix },
  { header: 'Begin', value: ({ range }) => range.range_begin },
  { header: 'End', value: ({ range }) => range.range_end },
  {
    header: 'Remaining',
    value: ({ range }) => (range.stats ? String(range.stats.remaining) : range.remaining),
  },
  { header: 'Remaining %', value: ({ range }) => percent(range.stats?.percentLeft) },
];

export const BARCODE_CSV_COLUMNS = BARCODE_EXPORT_COLUMNS.map((column) => column.header);

/** The file's lines: every range of every shown group, in the shown order. */
export function barcodeCsvRows(groups: readonly ShownGroup[]): BarcodeCsvRow[] {
  return groups.flatMap((group) => group.rows.map((range) => ({ group, range })));
}
