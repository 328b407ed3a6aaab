import { Anchor, Card, Group, Text } from '@mantine/core';
import { useMemo } from 'react';
import { type Column, ListTable } from '@/components/list/list-table';
import { Field, FieldList } from '@/components/list/field-list';
import { CardGrid } from '@/components/list/card-grid';
import type { CommonLists } from '@/contract/session/session-schemas';
import type { StatisticsRow } from '@/contract/statistics/statistics-schemas';
import { formatCount } from '@/lib/format';
import {
  formatMs,
  formatStatsDate,
  requestTypeName,
  serviceNames,
  userLogin,
} from '../stats-format';
import { rowLink } from '../stats-links';

export type StatsRowsProps = {
  rows: StatisticsRow[];
  lists: Pick<CommonLists, 'users' | 'services'>;
  requestTypes: ReadonlyArray<{ value: string; name: string }>;
  canOpenRequests: boolean;
};

/** What a row shows besides its numbers: the names of its request type, user and services. */
function cellsOf(row: StatisticsRow, props: Omit<StatsRowsProps, 'rows'>) {
  return {
    requestType: requestTypeName(props.requestTypes, row.requestType),
    user: userLogin(props.lists.users, row.userId),
    services: serviceNames(props.lists.services, row.serviceIds),
  };
}

export const rowKey = (row: StatisticsRow, index: number) =>
  `${index}:${row.date}:${row.requestType}:${row.requestUri}:${row.userId}`;

/** The row's date, opening the request log filtered to that row when the user may open it. */
function RowDate({ row, linked }: { row: StatisticsRow; linked: boolean }) {
  const date = formatStatsDate(row.date);
  if (!linked) return <>{date}</>;
  return (
    <Anchor
      href={rowLink(row)}
      size="sm"
      fw={600}
      aria-label={`${date} ${row.requestUri}: open in the request log`}
    >
      {date}
    </Anchor>
  );
}

type IndexedRow = { row: StatisticsRow; index: number };

/**
 * The wide-screen view (1400 px and more, spec a section 9): eleven columns in the 1,093 px of a
 * 1400 px screen (its vertical scrollbar taken), one line each, long values cut with a tooltip (decision 019).
 */
export function StatsTable({ rows, ...props }: StatsRowsProps) {
  const columns = useMemo((): Column<IndexedRow>[] => {
    const cells = ({ row }: IndexedRow) => cellsOf(row, props);
    return [
      {
        header: 'Date',
        width: 120,
        cell: ({ row }) => <RowDate row={row} linked={props.canOpenRequests} />,
      },
      { header: 'Request type', width: 110, cell: (item) => cells(item).requestType },
      { header: 'URI', width: 140, cell: ({ row }) => row.requestUri },
      { header: 'User', width: 100, cell: (item) => cells(item).user },
      { header: 'Services', width: 110, cell: (item) => cells(item).services },
      { header: 'Avg ext time (ms)', width: 84, cell: ({ row }) => formatMs(row.avgExtTime) },
      { header: 'Avg inner time (ms)', width: 84, cell: ({ row }) => formatMs(row.avgInnerTime) },
      { header: 'Avg outer time (ms)', width: 84, cell: ({ row }) => formatMs(row.avgOuterTime) },
      {
        header: 'Requests total',
        width: 84,
        cell: ({ row }) => formatCount(row.requests.total),
      },
      {
        header: 'Requests success',
        width: 84,
        cell: ({ row }) => formatCount(row.requests.success),
      },
      {
        header: 'Requests error',
        width: 84,
        cell: ({ row }) => formatCount(row.requests.error),
      },
    ];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the lookups, not the props object
  }, [props.lists, props.requestTypes, props.canOpenRequests]);
  const indexed = useMemo(() => rows.map((row, index) => ({ row, index })), [rows]);
  return (
    <ListTable
      label="Requests statistics"
      columns={columns}
      rows={indexed}
      rowKey={({ row, index }) => rowKey(row, index)}
    />
  );
}

/** Below 1400 px the rows are cards with the same fields. */
export function StatsCards({ rows, ...props }: StatsRowsProps) {
  return (
    <CardGrid label="Requests statistics">
      {rows.map((row, index) => {
        const cells = cellsOf(row, props);
        return (
          <Card
            component="li"
            key={rowKey(row, index)}
            withBorder
            radius="md"
            padding="sm"
            aria-label={`${formatStatsDate(row.date)} ${row.requestUri}`}
          >
            <Group justify="space-between" gap="xs" mb="xs" wrap="nowrap">
              <Text size="sm" fw={600}>
                <RowDate row={row} linked={props.canOpenRequests} />
              </Text>
              <Text size="sm" c="dimmed">
                {cells.requestType}
              </Text>
            </Group>
            <FieldList>
              <Field label="URI">{row.requestUri}</Field>
              <Field label="User">{cells.user}</Field>
              <Field label="Services">{cells.services}</Field>
              <Field label="Avg ext time (ms)">{formatMs(row.avgExtTime)}</Field>
              <Field label="Avg inner time (ms)">{formatMs(row.avgInnerTime)}</Field>
              <Field label="Avg outer time (ms)">{formatMs(row.avgOuterTime)}</Field>
              <Field label="Requests total">{formatCount(row.requests.total)}</Field>
              <Field label="Requests success">{formatCount(row.requests.success)}</Field>
              <Field label="Requests error">{formatCount(row.requests.error)}</Field>
            </FieldList>
          </Card>
        );
      })}
    </CardGrid>
  );
}
