import { Box } from '@mantine/core';
import { type Column, ListTable } from '@/components/list/list-table';
import { RangeProgress } from '@/components/barcode-range-progress';
import { WRITE_ACTION } from '@/config/action-urls';
import { useAccess } from '@/lib/access';
import { formatBig } from '@/lib/barcode-range-math';
import { EMPTY_VALUE } from '@/lib/format';
import type { ShownGroup, ShownRange } from '../barcode-ranges-rules';
import { groupLabel, RangeDeleteButton } from './barcode-group-controls';

// Begin, end and remaining are wide enough for 20 digits (SSCC-like ranges) uncut: the whole table
// (882 px) fits an opened card from 1200 px and the room under the groups' table.
const COLUMNS: readonly Column<ShownRange>[] = [
  { header: 'Prefix', width: 70, cell: (range) => range.prefix || EMPTY_VALUE },
  { header: 'Begin', width: 196, cell: (range) => range.range_begin },
  { header: 'End', width: 196, cell: (range) => range.range_end },
  {
    header: 'Remaining',
    width: 212,
    cell: (range) => (range.stats ? formatBig(range.stats.remaining) : range.remaining),
  },
  { header: 'Left', width: 148, cell: (range) => <RangeProgress stats={range.stats} /> },
];

// Only a reader who may delete ranges gets the column of delete buttons.
const WITH_DELETE: readonly Column<ShownRange>[] = [
  ...COLUMNS,
  { header: 'Actions', width: 60, cell: (range) => <RangeDeleteButton range={range} /> },
];

/** A group's ranges once expanded (spec b section 2): prefix, begin, end, remaining, delete. */
export function BarcodeRangeRows({ group, id }: { group: ShownGroup; id: string }) {
  const canDelete = useAccess().can(WRITE_ACTION.deleteBarcodeRange);
  return (
    <Box id={id}>
      <ListTable
        label={`Ranges of ${groupLabel(group)}`}
        columns={canDelete ? WITH_DELETE : COLUMNS}
        rows={group.rows}
        rowKey={(range) => range.id}
        maxHeight={null}
      />
    </Box>
  );
}
