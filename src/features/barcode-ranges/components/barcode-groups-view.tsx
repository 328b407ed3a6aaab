import { Card, Group, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { CardGrid } from '@/components/list/card-grid';
import { LabelledValue } from '@/components/labelled-value';
import { type Column, ListTable } from '@/components/list/list-table';
import { RangeProgress } from '@/components/barcode-range-progress';
import { formatBig } from '@/lib/barcode-range-math';
import { groupKey, type ShownGroup } from '../barcode-ranges-rules';
import { ExpandButton, groupLabel, NotificationsSwitch } from './barcode-group-controls';
import { BarcodeRangeRows } from './barcode-range-rows';
import { FactGrid } from '@/components/fact-grid';

// The groups as a table (from 1400 px) or as cards (spec b sections 2 and 9): user, carrier,
// barcode group, remaining total and share, the notifications switch, and the ranges on demand.

const LABEL = 'Barcode range groups';

/** A group's row, with what its Ranges cell needs: whether it is open, and its ranges' id. */
type GroupRow = { group: ShownGroup; key: string; open: boolean; rangesId: string };

/**
 * The kit's table has one-line rows and no rows of its own between them, so an expanded group's
 * ranges open under the table, each under the group's name and in the table's order; the button
 * that opened them controls them (aria-controls) and brings them into view. 1,088 px: the table
 * fits the 1,093 px of a 1400 px screen (decision 019).
 */
export function BarcodeGroupsTable({ groups }: { groups: ShownGroup[] }) {
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const baseId = useId();
  // The ranges just opened are scrolled to once drawn: they may be below the fold.
  const reveal = useRef<string | null>(null);
  const toggle = useCallback((row: GroupRow) => {
    reveal.current = row.open ? null : row.rangesId;
    setOpened((previous) => {
      const next = new Set(previous);
      if (next.has(row.key)) next.delete(row.key);
      else next.add(row.key);
      return next;
    });
  }, []);
  useEffect(() => {
    if (reveal.current === null) return;
    document
      .getElementById(reveal.current)
      ?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    reveal.current = null;
  }, [opened]);

  const rows = useMemo(
    () =>
      groups.map((group, index): GroupRow => {
        const key = groupKey(group);
        return { group, key, open: opened.has(key), rangesId: `${baseId}-${index}` };
      }),
    [groups, opened, baseId],
  );
  const columns = useMemo(
    (): Column<GroupRow>[] => [
      { header: 'User', width: 140, cell: ({ group }) => group.userName },
      { header: 'Carrier', width: 170, cell: ({ group }) => group.carrierName },
      { header: 'Barcode group', width: 140, cell: ({ group }) => group.barcode_group },
      { header: 'Remaining', width: 210, cell: ({ group }) => formatBig(group.stats.remaining) },
      { header: 'Left', width: 148, cell: ({ group }) => <RangeProgress stats={group.stats} /> },
      {
        header: 'Ranges',
        width: 280,
        cell: (row) => (
          <Group gap="md" wrap="nowrap">
            <ExpandButton
              group={row.group}
              open={row.open}
              onToggle={() => toggle(row)}
              controls={row.rangesId}
            />
            <NotificationsSwitch group={row.group} />
          </Group>
        ),
      },
    ],
    [toggle],
  );
  const open = rows.filter((row) => row.open);

  return (
    <Stack gap="lg">
      <ListTable label={LABEL} columns={columns} rows={rows} rowKey={(row) => row.key} />
      {open.map(({ group, key, rangesId }) => (
        <Stack key={key} gap={4}>
          <Text size="sm" fw={600}>
            {groupLabel(group)}
          </Text>
          <BarcodeRangeRows group={group} id={rangesId} />
        </Stack>
      ))}
    </Stack>
  );
}

export function BarcodeGroupCards({ groups }: { groups: ShownGroup[] }) {
  return (
    <CardGrid label={LABEL}>
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
        <FactGrid>
          <LabelledValue label="User">{group.userName}</LabelledValue>
          <LabelledValue label="Carrier">{group.carrierName}</LabelledValue>
          <LabelledValue label="Barcode group">{group.barcode_group}</LabelledValue>
          <LabelledValue label="Remaining">{formatBig(group.stats.remaining)}</LabelledValue>
        </FactGrid>
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
