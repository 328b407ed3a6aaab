import { Autocomplete, Card, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { CardGrid } from '@/components/list/card-grid';
import { LabelledValue } from '@/components/labelled-value';
import { csvColumnsOf, ExportButton, usePagesSource } from '@/components/list/export/list-export';
import { ListBody } from '@/components/list/list-body';
import { ListFilterPanel } from '@/components/list/list-filter-panel';
import { ListPagination } from '@/components/list/list-pagination';
import { type Column, ListTable } from '@/components/list/list-table';
import { ListToolbar } from '@/components/list/list-toolbar';
import { useListRoute } from '@/components/list/use-list-route';
import { useListView } from '@/components/list/use-list-view';
import { LIST_VIEW_KEYS } from '@/contract/constants';
import { EMPTY_VALUE } from '@/lib/format';
import { useAccount } from '@/lib/session/use-session';
import { cronRobotQueries } from '../api/cron-robots-queries';
import type { HistoryLog, HistoryRow } from '@/contract/cron-robots/cron-robots-schemas';
import {
  type CronRobotsSearch,
  historyFilters,
  historyLogParams,
  TASK_NAME_LIMIT,
} from '../cron-robots-search';
import { formatRunDuration, formatUnixUtc } from '../robots-format';
import { FactGrid } from '@/components/fact-grid';

// The History log tab (spec c section 2): the robots' runs, newest first, filtered by task name
// (contains, any case) and pid, paged by the server, with the list kit's panel, states and paging.

const LABEL = 'History log';

const finishedOf = (row: HistoryRow) =>
  row.finished === null ? EMPTY_VALUE : formatUnixUtc(row.finished);

const columns: readonly Column<HistoryRow>[] = [
  { header: 'Task name', cell: (row) => row.task_name, width: 260 },
  { header: 'Started (UTC)', cell: (row) => formatUnixUtc(row.started), width: 180 },
  { header: 'Finished (UTC)', cell: finishedOf, width: 180 },
  { header: 'Duration', cell: (row) => formatRunDuration(row.duration), width: 130 },
  { header: 'PID', cell: (row) => row.pid, width: 100 },
];

const csvColumns = csvColumnsOf(columns);
const pageOf = (page: HistoryLog) => ({
  rows: page.robots,
  hasMoreItems: page.hasMoreItems,
  total: page.total,
});

function HistoryCard({ row }: { row: HistoryRow }) {
  return (
    <Card component="li" withBorder padding="md" aria-label={`${row.task_name} #${row.pid}`}>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {row.task_name}
      </Text>
      <FactGrid mt="xs">
        <LabelledValue label="Started (UTC)">{formatUnixUtc(row.started)}</LabelledValue>
        <LabelledValue label="Finished (UTC)">{finishedOf(row)}</LabelledValue>
        <LabelledValue label="Duration">{formatRunDuration(row.duration)}</LabelledValue>
        <LabelledValue label="PID">{row.pid}</LabelledValue>
      </FactGrid>
    </Card>
  );
}

export function HistoryLogTab() {
  const account = useAccount();
  const route = useListRoute<typeof historyFilters, CronRobotsSearch>(
    '/_app/cron_robots',
    historyFilters,
  );
  const params = useMemo(() => historyLogParams(route.params), [route.params]);
  const query = useQuery(cronRobotQueries.history(account, params));
  // The task names to pick from (GET /robots); typing any part of one filters too.
  const taskNames = useQuery({
    ...cronRobotQueries.running(account),
    select: (page) => page.taskNames,
  }).data;
  const { view, setView, tableAvailable } = useListView(LIST_VIEW_KEYS.cronRobotsHistory);
  const exportSource = usePagesSource(
    useCallback(
      (page: number, quantity: number) =>
        cronRobotQueries.history(account, { ...params, page, quantity }),
      [account, params],
    ),
    pageOf,
  );
  const refetch = () => void query.refetch();

  return (
    <Stack gap="md">
      <ListToolbar
        onMode={() => undefined}
        view={view}
        onView={setView}
        tableAvailable={tableAvailable}
        refreshing={query.isFetching}
        onRefresh={refetch}
      >
        {exportSource ? (
          <ExportButton
            name={LABEL}
            columns={csvColumns}
            source={exportSource}
            total={query.data?.total}
          />
        ) : null}
      </ListToolbar>
      <ListFilterPanel
        list="cron_robots_history"
        filters={historyFilters}
        search={route.search}
        total={query.data?.total}
        onApply={route.apply}
        onDiscard={route.discard}
        onRemove={route.remove}
      >
        {(form) => (
          <>
            <Autocomplete
              label="Task name"
              data={taskNames ?? []}
              maxLength={TASK_NAME_LIMIT}
              {...form.getInputProps('task_name')}
            />
            <TextInput label="PID" inputMode="numeric" {...form.getInputProps('pid')} />
          </>
        )}
      </ListFilterPanel>
      <ListBody
        data={query.data}
        error={query.error}
        isEmpty={(page) => page.robots.length === 0}
        onRetry={refetch}
      >
        {(page) =>
          view === 'table' ? (
            <ListTable
              label={LABEL}
              columns={columns}
              rows={page.robots}
              rowKey={(row) => row.id}
            />
          ) : (
            <CardGrid label={LABEL}>
              {page.robots.map((row) => (
                <HistoryCard key={row.id} row={row} />
              ))}
            </CardGrid>
          )
        }
      </ListBody>
      <ListPagination
        page={route.search.page}
        quantity={route.search.quantity}
        hasMore={query.data?.hasMoreItems ?? false}
        fetching={query.isFetching}
        onPage={route.setPage}
        onQuantity={route.setQuantity}
      />
    </Stack>
  );
}
