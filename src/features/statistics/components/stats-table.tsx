import { Anchor, Card, Group, Table, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { Field, FieldList } from '@/components/list/field-list';
import { CardGrid } from '@/components/list/card-grid';
import type { CommonLists } from '@/lib/session/session-schemas';
import type { StatisticsRow } from '../api/statistics-schemas';
import { formatCount } from '@/lib/format';
import { formatMs, requestTypeName, serviceNames, userLogin } from '../stats-format';
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
  if (!linked) return <>{row.date}</>;
  return (
    <Anchor
      href={rowLink(row)}
      size="sm"
      fw={600}
      aria-label={`${row.date} ${row.requestUri}: open in the request log`}
    >
      {row.date}
    </Anchor>
  );
}

const COLUMNS = [
  'Date',
  'Request type',
  'URI',
  'User',
  'Services',
  'Avg ext time (ms)',
  'Avg inner time (ms)',
  'Avg outer time (ms)',
  'Requests total',
  'Requests success',
  'Requests error',
] as const;

/** The wide-screen view (1400 px and more, spec a section 9). */
const BREAK: CSSProperties = { overflowWrap: 'anywhere' };

export function StatsTable({ rows, ...props }: StatsRowsProps) {
  return (
    <Table.ScrollContainer minWidth={1200}>
      <Table striped highlightOnHover verticalSpacing="xs" fz="sm" aria-label="Requests statistics">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => {
            const cells = cellsOf(row, props);
            return (
              <Table.Tr key={rowKey(row, index)}>
                <Table.Td>
                  <RowDate row={row} linked={props.canOpenRequests} />
                </Table.Td>
                <Table.Td>{cells.requestType}</Table.Td>
                <Table.Td style={BREAK}>{row.requestUri}</Table.Td>
                <Table.Td>{cells.user}</Table.Td>
                <Table.Td>{cells.services}</Table.Td>
                <Table.Td>{formatMs(row.avgExtTime)}</Table.Td>
                <Table.Td>{formatMs(row.avgInnerTime)}</Table.Td>
                <Table.Td>{formatMs(row.avgOuterTime)}</Table.Td>
                <Table.Td>{formatCount(row.requests.total)}</Table.Td>
                <Table.Td>{formatCount(row.requests.success)}</Table.Td>
                <Table.Td>{formatCount(row.requests.error)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
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
            aria-label={`${row.date} ${row.requestUri}`}
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
