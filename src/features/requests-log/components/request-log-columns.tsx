import { Badge, Card, Group, Text } from '@mantine/core';
import { memo } from 'react';
import { Field, FieldList } from '@/components/list/field-list';
import { RouterAnchor } from '@/components/router-link';
import type { Column } from '@/components/list/list-table';
import { formatUtc } from '@/lib/dayjs';
import type { CommonLists } from '@/contract/session/session-schemas';
import type { RequestLogRow } from '@/contract/requests-log/requests-log-schemas';
import {
  countryFlag,
  execTimeText,
  isSuccessCode,
  serviceNamesOf,
  userLoginOf,
} from '../requests-log-display';

type Lookups = Pick<CommonLists, 'users' | 'services'>;

function CodeBadge({ code }: { code: number }) {
  return (
    <Badge size="sm" variant="light" color={isSuccessCode(code) ? 'green' : 'red'}>
      {code}
    </Badge>
  );
}

const ipText = (row: RequestLogRow) =>
  [countryFlag(row.country), row.ip ?? '—'].filter(Boolean).join(' ');

const dateText = (row: RequestLogRow) => formatUtc(row.requestTime * 1000);

/**
 * The table's columns (spec b section 2), from 1400 px: ten columns in the 1,093 px of a 1400 px
 * screen (its vertical scrollbar taken), each one line, long values cut with a tooltip.
 */
export function requestLogColumns(lists: Lookups, withHealth: boolean): Column<RequestLogRow>[] {
  return [
    {
      header: 'Resp. code',
      width: 80,
      csv: (row) => row.httpResponseCode,
      cell: (row) => <CodeBadge code={row.httpResponseCode} />,
    },
    { header: 'Services', width: 100, cell: (row) => serviceNamesOf(lists.services, row.services) },
    { header: 'Date (UTC)', width: 140, cell: dateText },
    { header: 'Request ID', width: 140, cell: (row) => row.requestId },
    // The flag is an emoji: the file has the country code instead.
    {
      header: 'IP Address',
      width: 120,
      csv: (row) => [row.country, row.ip].filter(Boolean).join(' '),
      cell: ipText,
    },
    { header: 'Exec time', width: 120, cell: execTimeText },
    { header: 'Req. method', width: 70, cell: (row) => row.requestMethod },
    { header: 'Uri', width: 110, cell: (row) => row.uri },
    { header: 'User', width: 100, cell: (row) => userLoginOf(lists.users, row.userId) },
    {
      header: 'Actions',
      width: 110,
      csv: false,
      cell: (row) => <RowActions row={row} withHealth={withHealth} />,
    },
  ];
}

/** The first of the request's health checks, if it ran any. */
const firstHealthCheck = (row: Pick<RequestLogRow, 'healthCheckIds'>) =>
  Object.keys(row.healthCheckIds)[0];

/** Opens the health check the request ran over the list (spec b section 2). */
function HealthLink({ row }: { row: RequestLogRow }) {
  const id = firstHealthCheck(row);
  if (!id) return null;
  return (
    <RouterAnchor
      to="/requests_log/request_details/$id"
      params={{ id }}
      search={true}
      size="sm"
      aria-label={`Health check of request ${row.requestId}`}
    >
      Health
    </RouterAnchor>
  );
}

function RowActions({ row, withHealth }: { row: RequestLogRow; withHealth: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      {withHealth ? <HealthLink row={row} /> : null}
      <DetailsLink row={row} />
    </Group>
  );
}

/** Opens the request's details over the list, keeping the list's search. */
function DetailsLink({ row }: { row: RequestLogRow }) {
  return (
    <RouterAnchor
      to="/requests_log/$id"
      params={{ id: String(row.id) }}
      search={(prev) => prev}
      size="sm"
      aria-label={`Details of request ${row.requestId}`}
    >
      Details
    </RouterAnchor>
  );
}

/** Below 1400 px a request is a card with the same fields. */
export const RequestLogCard = memo(function RequestLogCard({
  row,
  lists,
  withHealth,
}: {
  row: RequestLogRow;
  lists: Lookups;
  withHealth: boolean;
}) {
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="sm"
      aria-label={`Request ${row.requestId}`}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" mb="xs">
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {row.requestMethod} {row.uri}
        </Text>
        <CodeBadge code={row.httpResponseCode} />
      </Group>
      <FieldList>
        <Field label="Date (UTC)">{dateText(row)}</Field>
        <Field label="Request ID">{row.requestId}</Field>
        <Field label="IP Address">{ipText(row)}</Field>
        <Field label="Exec time">{execTimeText(row)}</Field>
        <Field label="Services">{serviceNamesOf(lists.services, row.services)}</Field>
        <Field label="User">{userLoginOf(lists.users, row.userId)}</Field>
      </FieldList>
      <Group mt="xs">
        <RowActions row={row} withHealth={withHealth} />
      </Group>
    </Card>
  );
});
