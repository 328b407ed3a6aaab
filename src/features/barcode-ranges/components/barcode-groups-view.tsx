import { Card, Group, SimpleGrid, Stack, Table } from '@mantine/core';
import { Fragment, useId, useState } from 'react';
import { CardGrid } from '@/components/list/card-grid';
import { LabelledValue } from '@/components/labelled-value';
import { RangeProgress } from '@/components/barcode-range-progress';
import { formatBig } from '@/lib/barcode-range-math';
import { groupKey, type ShownGroup } from '../barcode-ranges-rules';
import { ExpandButton, groupLabel, NotificationsSwitch } from './barcode-group-controls';
import { BarcodeRangeRows } from './barcode-range-rows';

// The groups as a table (from 1400 px) or as cards (spec b sections 2 and 9): user, carrier,
// barcode group, remaining total and share, the notifications switch, and the ranges on demand.

const COLUMNS = 6;

export function BarcodeGroupsTable({ groups }: { groups: ShownGroup[] }) {
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped highlightOnHover aria-label="Barcode range groups">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>User</Table.Th>
            <Table.Th>Carrier</Table.Th>
            <Table.Th>Barcode group</Table.Th>
            <Table.Th>Remaining</Table.Th>
            <Table.Th>Left</Table.Th>
            <Table.Th>Ranges</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((group) => (
            <GroupRow key={groupKey(group)} group={group} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function GroupRow({ group }: { group: ShownGroup }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Fragment>
      <Table.Tr aria-label={groupLabel(group)}>
        <Table.Td>{group.userName}</Table.Td>
        <Table.Td>{group.carrierName}</Table.Td>
        <Table.Td>{group.barcode_group}</Table.Td>
        <Table.Td>{formatBig(group.stats.remaining)}</Table.Td>
        <Table.Td>
          <RangeProgress stats={group.stats} />
        </Table.Td>
        <Table.Td>
          <Group gap="md" wrap="nowrap">
            <ExpandButton group={group} open={open} onToggle={() => setOpen(!open)} controls={id} />
            <NotificationsSwitch group={group} />
          </Group>
        </Table.Td>
      </Table.Tr>
      {open ? (
        <Table.Tr>
          <Table.Td colSpan={COLUMNS}>
            <BarcodeRangeRows group={group} id={id} />
          </Table.Td>
        </Table.Tr>
      ) : null}
    </Fragment>
  );
}

export function BarcodeGroupCards({ groups }: { groups: ShownGroup[] }) {
  return (
    <CardGrid label="Barcode range groups">
      {groups.map((group) => (
        <GroupCard key={groupKey(group)} group={group} />
      ))}
    </CardGrid>
  );
}

function GroupCard({ group }: { group: ShownGroup }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="sm"
      aria-label={groupLabel(group)}
      style={open ? { gridColumn: '1 / -1' } : undefined}
    >
      <Stack gap="xs">
        <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
          <LabelledValue label="User">{group.userName}</LabelledValue>
          <LabelledValue label="Carrier">{group.carrierName}</LabelledValue>
          <LabelledValue label="Barcode group">{group.barcode_group}</LabelledValue>
          <LabelledValue label="Remaining">{formatBig(group.stats.remaining)}</LabelledValue>
        </SimpleGrid>
        <RangeProgress stats={group.stats} />
        <Group justify="space-between" gap="xs">
          <ExpandButton group={group} open={open} onToggle={() => setOpen(!open)} controls={id} />
          <NotificationsSwitch group={group} />
        </Group>
        {open ? <BarcodeRangeRows group={group} id={id} /> : null}
      </Stack>
    </Card>
  );
}
