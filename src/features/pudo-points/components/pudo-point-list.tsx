import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { type Column, ListTable } from '@/components/list/list-table';
import type { PudoPoint } from '@/contract/pudo-points/pudo-points-schemas';
import { addressLines, closedPeriodText, weekHours } from '../pudo-rules';
import classes from './pudo-points.module.css';

// The points beside the map (below it on narrower screens): each with its address and opening
// hours per day (spec c sections 2 and 9). The selected one is marked (aria-current) and
// scrolled into view, whether it was chosen here or on the map.

type DayHours = ReturnType<typeof weekHours>[number];

// Compact: the day names its row; the hours of a day with several ranges may be cut, with the
// whole of them in the cell's tooltip.
const HOURS_COLUMNS: readonly Column<DayHours>[] = [
  { header: 'Day', width: 100, rowHeader: true, cell: (day) => day.name },
  { header: 'Hours', width: 180, cell: (day) => day.text },
];
const dayKey = (day: DayHours) => day.day;

export function PudoPointList({
  points,
  selectedId,
  onSelect,
}: {
  points: PudoPoint[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (!selectedId) return;
    const item = listRef.current?.querySelector<HTMLElement>('[aria-current="true"]');
    item?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [selectedId]);

  return (
    <ul ref={listRef} className={classes.list} aria-label="Pickup points">
      {points.map((point, index) => {
        const selected = point.id === selectedId;
        return (
          <li
            key={point.id}
            className={classes.item}
            data-selected={selected || undefined}
            aria-current={selected ? 'true' : undefined}
          >
            <UnstyledButton
              className={classes.itemButton}
              aria-pressed={selected}
              onClick={() => onSelect(point.id)}
            >
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Badge variant={selected ? 'filled' : 'light'} circle aria-hidden>
                  {index + 1}
                </Badge>
                <Text fw={600} size="sm">
                  {point.title}
                </Text>
              </Group>
            </UnstyledButton>
            <Stack gap={2} mt={4} ml={30}>
              <Text size="xs" c="dimmed">
                {point.id}
              </Text>
              {addressLines(point.address_detail).map((line) => (
                <Text key={line} size="sm">
                  {line}
                </Text>
              ))}
              <ListTable
                label={`Opening hours of ${point.title}`}
                columns={HOURS_COLUMNS}
                rows={weekHours(point.work_hours)}
                rowKey={dayKey}
                maxHeight={null}
              />
              {point.work_hours.closed_periods.map((period) => (
                <Text key={`${period.from}-${period.to}`} size="xs" c="red.8">
                  {closedPeriodText(period)}
                </Text>
              ))}
            </Stack>
          </li>
        );
      })}
    </ul>
  );
}
