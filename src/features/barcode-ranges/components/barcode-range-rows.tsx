import { Table, VisuallyHidden } from '@mantine/core';
import { RangeProgress } from '@/components/barcode-range-progress';
import { formatBig } from '@/lib/barcode-range-math';
import { EMPTY_VALUE } from '@/lib/format';
import type { ShownGroup } from '../barcode-ranges-rules';
import { groupLabel, RangeDeleteButton } from './barcode-group-controls';

/** A group's ranges once expanded (spec b section 2): prefix, begin, end, remaining, delete. */
export function BarcodeRangeRows({ group, id }: { group: ShownGroup; id: string }) {
  return (
    <Table.ScrollContainer minWidth={560} id={id}>
      <Table striped withTableBorder aria-label={`Ranges of ${groupLabel(group)}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Prefix</Table.Th>
            <Table.Th>Begin</Table.Th>
            <Table.Th>End</Table.Th>
            <Table.Th>Remaining</Table.Th>
            <Table.Th>Left</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {group.rows.map((range) => (
            <Table.Tr key={range.id}>
              <Table.Td>{range.prefix || EMPTY_VALUE}</Table.Td>
              <Table.Td>{range.range_begin}</Table.Td>
              <Table.Td>{range.range_end}</Table.Td>
              <Table.Td>
                {range.stats ? formatBig(range.stats.remaining) : range.remaining}
              </Table.Td>
              <Table.Td>
                <RangeProgress stats={range.stats} />
              </Table.Td>
              <Table.Td>
                <RangeDeleteButton range={range} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
