import '@mantine/dates/styles.css';
import { Badge, Card, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { LabelledValue } from '@/components/labelled-value';
import { ListBody } from '@/components/list/list-body';
import { type Column, ListTable } from '@/components/list/list-table';
import { SCREEN } from '@/config/access-urls';
import { useAccess } from '@/lib/access';
import { useAccount } from '@/lib/session/use-session';
import { billingOperationQueries } from '../api/billing-operations-queries';
import type { ReportRecord } from '@/contract/billing-operations/billing-operations-schemas';
import { reportExportColumns, reportsPageOf } from '../billing-operations-export';
import {
  formatOperationDate,
  REPORT_TABLE_BREAKPOINT_PX,
  type ReportColumn,
  reportColumns,
} from '../billing-operations-rules';
import {
  applyReports,
  discardReports,
  type ReportsFilter,
  reportsFilterOf,
  reportsParamsOf,
} from '../billing-operations-search';
import { Money, RequestLogDataLink } from './money-cells';
import { ExportButton, usePagesSource } from '@/components/list/export/list-export';
import { ListPagination } from '@/components/list/list-pagination';
import { TabFilterForm } from './tab-filter-form';
import { useOperationsRoute } from './use-operations-route';
import { FactGrid } from '@/components/fact-grid';

// The Reports tab (spec c section 2): a day range and the Request multi-select, applied with
// Apply filter; the statement newest first, or the summary variant (no Date, no Balance after)
// for a range longer than a month (decision 047). A table from 1400 px, cards below.

const LABEL = 'Reports';
const DAY = 'DD-MM-YYYY';

/** 'DD-MM-YYYY' (the URL's) and 'YYYY-MM-DD' (the calendar's) are the same parts reversed. */
const flip = (day: string) => day.split('-').reverse().join('-');
const toCalendar = (day: string | undefined) => (day ? flip(day) : null);
const fromCalendar = (value: string | null) => (value ? flip(value.slice(0, 10)) : undefined);

type Cells = Record<ReportColumn, (row: ReportRecord) => ReactNode>;

function useCells(names: ReadonlyMap<number, string>): Cells {
  const canOpenLog = useAccess().can(SCREEN.requestsLog);
  return useMemo(
    () => ({
      Date: (row) => (row.date === null ? null : formatOperationDate(row.date)),
      Type: (row) => (
        <Badge
          variant="light"
          color={row.type === 'Charge' ? 'gray' : row.type === 'Income' ? 'green' : 'yellow'}
        >
          {row.type}
        </Badge>
      ),
      Purpose: (row) => row.purpose,
      // Plain text when it opens nothing, so a description cut by its column has a tooltip.
      Description: (row) =>
        row.link_data && canOpenLog ? (
          <RequestLogDataLink
            data={row.link_data}
            canOpen={canOpenLog}
            label={`Requests of ${row.description}`}
          >
            {row.description}
          </RequestLogDataLink>
        ) : (
          row.description
        ),
      Client: (row) => names.get(row.client_id) ?? String(row.client_id),
      Amount: (row) => <Money amount={row.amount} currency={row.currency} />,
      'Balance after': (row) => <Money amount={row.balance_after} currency={row.currency} />,
    }),
    [names, canOpenLog],
  );
}

const keyOf = (row: ReportRecord, index: number) =>
  `${row.client_id}-${row.date ?? 'sum'}-${row.type}-${row.purpose}-${index}`;

/** Widths that fit the widest variant (Client, Date, Balance after) in a 1400 px window. */
const WIDTHS: Record<ReportColumn, number> = {
  Date: 140,
  Type: 120,
  Purpose: 170,
  Description: 240,
  Client: 170,
  Amount: 120,
  'Balance after': 120,
};

const AMOUNTS: ReadonlySet<ReportColumn> = new Set(['Amount', 'Balance after']);

type IndexedRow = { row: ReportRecord; index: number };

function ReportsTable({
  rows,
  summary,
  superAdmin,
  cells,
}: {
  rows: ReportRecord[];
  summary: boolean;
  superAdmin: boolean;
  cells: Cells;
}) {
  const columns = useMemo(
    (): Column<IndexedRow>[] =>
      reportColumns({ summary, superAdmin }).map((header) => ({
        header,
        width: WIDTHS[header],
        align: AMOUNTS.has(header) ? 'right' : undefined,
        cell: ({ row }) => cells[header](row),
      })),
    [summary, superAdmin, cells],
  );
  // Rows have no id: their place in the page keys them.
  const indexed = useMemo(() => rows.map((row, index) => ({ row, index })), [rows]);
  return (
    <ListTable
      label={LABEL}
      columns={columns}
      rows={indexed}
      rowKey={({ row, index }) => keyOf(row, index)}
      maxHeight={null}
    />
  );
}

function ReportCards({
  rows,
  columns,
  cells,
}: {
  rows: ReportRecord[];
  columns: ReportColumn[];
  cells: Cells;
}) {
  return (
    <Stack component="ul" aria-label={LABEL} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row, index) => (
        <Card
          key={keyOf(row, index)}
          component="li"
          withBorder
          padding="sm"
          aria-label={`${row.type}: ${row.purpose}`}
        >
          <FactGrid cols="from-xs">
            {columns.map((column) => (
              <LabelledValue key={column} label={column}>
                {cells[column](row)}
              </LabelledValue>
            ))}
          </FactGrid>
        </Card>
      ))}
    </Stack>
  );
}

function ReportsFilterForm({ filter, endPoints }: { filter: ReportsFilter; endPoints: string[] }) {
  const { patch } = useOperationsRoute();
  const [draft, setDraft] = useState(filter);
  return (
    <TabFilterForm
      label="Reports filter"
      onApply={() => patch(applyReports(draft))}
      onDiscard={() => {
        setDraft({ request: [] });
        patch(discardReports());
      }}
    >
      <DatePickerInput
        type="range"
        label="Date range"
        placeholder="Choose dates"
        valueFormat={DAY}
        clearable
        allowSingleDateInRange
        value={[toCalendar(draft.from), toCalendar(draft.to)]}
        onChange={([from, to]) =>
          setDraft((current) => ({
            ...current,
            from: fromCalendar(from),
            to: fromCalendar(to ?? from),
          }))
        }
      />
      <MultiSelect
        label="Request"
        placeholder={draft.request.length === 0 ? 'All requests' : undefined}
        searchable
        clearable
        data={endPoints}
        value={draft.request}
        onChange={(request) => setDraft((current) => ({ ...current, request }))}
      />
    </TabFilterForm>
  );
}

export function ReportsTab({
  clientId,
  superAdmin,
  names,
  endPoints,
  onData,
}: {
  /** The chosen client of a super admin; a client user's calls name none (its own account). */
  clientId: string | undefined;
  superAdmin: boolean;
  names: ReadonlyMap<number, string>;
  endPoints: string[];
  /** Told when a page of reports arrives (the balance is refetched after it). */
  onData: (updatedAt: number) => void;
}) {
  const account = useAccount();
  const { search, patch } = useOperationsRoute();
  const params = reportsParamsOf({ ...search, client_id: clientId });
  const query = useQuery(billingOperationQueries.reports(account, params));
  const wide = useMediaQuery(`(min-width: ${REPORT_TABLE_BREAKPOINT_PX}px)`, false, {
    getInitialValueInEffect: false,
  });
  const cells = useCells(names);
  const paramsKey = JSON.stringify(params);
  const exportSource = usePagesSource(
    useCallback(
      (page: number) => billingOperationQueries.reports(account, { ...params, page }),
      // eslint-disable-next-line react-hooks/exhaustive-deps -- paramsKey is the params' identity
      [account, paramsKey],
    ),
    reportsPageOf,
  );
  const exportColumns = useMemo(
    () =>
      reportExportColumns(
        reportColumns({ summary: query.data?.is_summary ?? false, superAdmin }),
        names,
      ),
    [query.data?.is_summary, superAdmin, names],
  );
  const filter = reportsFilterOf(search);
  const { dataUpdatedAt } = query;
  useEffect(() => {
    if (dataUpdatedAt) onData(dataUpdatedAt);
  }, [dataUpdatedAt, onData]);

  return (
    <Stack gap="md">
      <ReportsFilterForm key={JSON.stringify(filter)} filter={filter} endPoints={endPoints} />
      {exportSource ? (
        <Group justify="flex-end">
          <ExportButton name="Billing reports" columns={exportColumns} source={exportSource} />
        </Group>
      ) : null}
      <ListBody
        data={query.data}
        error={query.error}
        isEmpty={(page) => page.records.length === 0}
        onRetry={() => void query.refetch()}
      >
        {(page) => {
          const columns = reportColumns({ summary: page.is_summary, superAdmin });
          return (
            <Stack gap="xs">
              {page.is_summary ? (
                <Text size="sm" c="dimmed">
                  Summary of the chosen period: totals per type and purpose.
                </Text>
              ) : null}
              {wide ? (
                <ReportsTable
                  rows={page.records}
                  summary={page.is_summary}
                  superAdmin={superAdmin}
                  cells={cells}
                />
              ) : (
                <ReportCards rows={page.records} columns={columns} cells={cells} />
              )}
            </Stack>
          );
        }}
      </ListBody>
      <ListPagination
        label="Reports pages"
        page={search.r_page}
        hasMore={query.data?.hasMoreItems ?? false}
        fetching={query.isFetching}
        onPage={(r_page) => patch({ r_page })}
      />
    </Stack>
  );
}
