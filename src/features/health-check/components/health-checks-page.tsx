import { Badge, Card, Group, MultiSelect, Select, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { memo, useMemo } from 'react';
import { DateRangeField } from '@/components/date-range/date-range-field';
import { Field, FieldList } from '@/components/list/field-list';
import { ListScreen } from '@/components/list/list-screen';
import type { Column } from '@/components/list/list-table';
import { useListRoute } from '@/components/list/use-list-route';
import { RouterAnchor } from '@/components/router-link';
import { LIST_VIEW_KEYS, REQUESTS_LOG_TABLE_BREAKPOINT_PX } from '@/contract/constants';
import { formatUtc } from '@/lib/dayjs';
import { formatCount } from '@/lib/format';
import { optionNames, userOptions } from '@/lib/list-options';
import type { CommonLists } from '@/contract/session/session-schemas';
import { useAccount, useCommonLists } from '@/lib/session/use-session';
import { healthCheckQueries } from '../api/health-check-queries';
import type {
  HealthCheckItem,
  HealthCheckPage,
} from '@/contract/health-check/health-check-schemas';
import {
  cardName,
  healthCheckFilters,
  type HealthChecksSearch,
  healthChecksParamsOf,
} from '../health-check-search';
import { checkStatusText, checkUserText, isFailedCheck } from '../health-status';

// The checks behind one health card (spec b sections 3 and 7): filters in the URL, a table from
// 1400 px and cards below; each check opens its carrier calls over the list.

type Draft = ReturnType<typeof healthCheckFilters.empty>;

const STATUS_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: '0', label: 'Error' },
  { value: '1', label: 'Success' },
];

const pageOf = (page: HealthCheckPage) => ({
  rows: page.items,
  hasMoreItems: page.hasMoreItems,
  total: page.total,
});
const rowKey = (row: HealthCheckItem) => row.id;

function StatusBadge({ status }: { status: string }) {
  return (
    <Badge size="sm" variant="light" color={isFailedCheck(status) ? 'red' : 'green'}>
      {checkStatusText(status)}
    </Badge>
  );
}

/** Opens the check's calls over the list, keeping the list's search. */
function CheckLink({ row }: { row: HealthCheckItem }) {
  return (
    <RouterAnchor
      to="/healthcheck/details/$id"
      params={{ id: String(row.id) }}
      search={true}
      size="sm"
      aria-label={`Details of check ${row.id}`}
    >
      Details
    </RouterAnchor>
  );
}

function checkColumns(users: CommonLists['users']): Column<HealthCheckItem>[] {
  return [
    { header: 'ID', width: 90, cell: (row) => String(row.id) },
    {
      header: 'Status',
      width: 120,
      csv: (row) => checkStatusText(row.status),
      cell: (row) => <StatusBadge status={row.status} />,
    },
    { header: 'Date (UTC)', width: 170, cell: (row) => formatUtc(row.date * 1000) },
    { header: 'Exec time', width: 110, cell: (row) => `${formatCount(row.exec_time)} ms` },
    { header: 'Request ID', width: 220, cell: (row) => row.request_id ?? '—' },
    { header: 'User', width: 140, cell: (row) => checkUserText(users, row.user_id) },
    { header: 'Actions', width: 80, csv: false, cell: (row) => <CheckLink row={row} /> },
  ];
}

const CheckCard = memo(function CheckCard({
  row,
  users,
}: {
  row: HealthCheckItem;
  users: CommonLists['users'];
}) {
  return (
    <Card component="li" withBorder radius="md" padding="sm" aria-label={`Check ${row.id}`}>
      <Group justify="space-between" wrap="nowrap" gap="xs" mb="xs">
        <Text size="sm" fw={600}>
          #{row.id}
        </Text>
        <StatusBadge status={row.status} />
      </Group>
      <FieldList>
        <Field label="Date (UTC)">{formatUtc(row.date * 1000)}</Field>
        <Field label="Exec time">{formatCount(row.exec_time)} ms</Field>
        <Field label="Request ID">{row.request_id ?? '—'}</Field>
        <Field label="User">{checkUserText(users, row.user_id)}</Field>
      </FieldList>
      <Group mt="xs">
        <CheckLink row={row} />
      </Group>
    </Card>
  );
});

function CheckFilterFields({
  form,
  users,
  hideUsers,
}: {
  form: UseFormReturnType<Draft>;
  users: { value: string; label: string }[];
  hideUsers: boolean;
}) {
  return (
    <>
      <DateRangeField
        label="Date range"
        clearable
        value={form.getValues().date}
        onChange={(next) => form.setFieldValue('date', next)}
      />
      <Select
        label="Status"
        data={STATUS_OPTIONS}
        allowDeselect={false}
        {...form.getInputProps('status')}
      />
      <TextInput label="Request ID" {...form.getInputProps('request_id')} />
      <TextInput label="Global search" {...form.getInputProps('global_search')} />
      {hideUsers ? null : (
        <MultiSelect label="Users" data={users} searchable {...form.getInputProps('user_ids')} />
      )}
    </>
  );
}

export function HealthChecksPage() {
  const account = useAccount();
  const lists = useCommonLists();
  const route = useListRoute<typeof healthCheckFilters, HealthChecksSearch>(
    '/_app/healthcheck/details',
    healthCheckFilters,
  );
  const { label, additional_label } = route.search;
  const params = useMemo(
    () => healthChecksParamsOf({ ...route.params, label, additional_label }),
    [route.params, label, additional_label],
  );
  const users = useMemo(() => userOptions(lists.users), [lists.users]);
  const names = useMemo(() => optionNames({ user_ids: users, status: STATUS_OPTIONS }), [users]);
  const columns = useMemo(() => checkColumns(lists.users), [lists.users]);

  return (
    <ListScreen
      title={`Health check: ${cardName(route.search)}`}
      route={route}
      query={healthCheckQueries.list(account, params)}
      queryAt={(page, quantity) => healthCheckQueries.list(account, { ...params, page, quantity })}
      pageOf={pageOf}
      rowKey={rowKey}
      viewKey={LIST_VIEW_KEYS.healthChecks}
      tableFrom={REQUESTS_LOG_TABLE_BREAKPOINT_PX}
      columns={columns}
      card={(row) => <CheckCard row={row} users={lists.users} />}
      names={names}
      withMode={false}
      fields={(form) => (
        <CheckFilterFields form={form} users={users} hideUsers={lists.hideFilters.users} />
      )}
    />
  );
}
