import {
  ActionIcon,
  Anchor,
  Button,
  Card,
  Collapse,
  Group,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { DateRangeField } from '@/components/date-range/date-range-field';
import { LabelledValue } from '@/components/labelled-value';
import { ListBody } from '@/components/list/list-body';
import { type Column, ListTable } from '@/components/list/list-table';
import { RequestLogLink } from '@/components/request-log-link';
import { SCREEN } from '@/config/access-urls';
import { useAccess } from '@/lib/access';
import { serviceHref } from '@/lib/links';
import { useAccount } from '@/lib/session/use-session';
import { billingOperationQueries } from '../api/billing-operations-queries';
import type { TransactionRecord } from '@/contract/billing-operations/billing-operations-schemas';
import { transactionExportColumns, transactionsPageOf } from '../billing-operations-export';
import {
  formatOperationDate,
  type OptionalTransactionColumn,
  REPORT_TABLE_BREAKPOINT_PX,
  shownTransactionColumns,
} from '../billing-operations-rules';
import {
  applyTransactions,
  discardTransactions,
  type TransactionsFilter,
  transactionsFilterOf,
  transactionsParamsOf,
} from '../billing-operations-search';
import { Money, RequestLogDataLink } from './money-cells';
import { ExportButton, usePagesSource } from '@/components/list/export/list-export';
import { ListPagination } from '@/components/list/list-pagination';
import { TabFilterForm } from './tab-filter-form';
import { useOperationsRoute } from './use-operations-route';
import { FactGrid } from '@/components/fact-grid';

// The Transactions logs tab (spec c section 2): a date range with time applied with Apply
// filter; each charge and income newest first. Service, Date Created, Request ID, URI and
// Quantity are left out when no row of the page has them; a row with details expands to them
// (in the table, on its line in the last column; the whole text in a tooltip when it is cut).
// A table from 1400 px, cards below.

const LABEL = 'Transactions logs';

type TransactionColumn = Column<TransactionRecord> & {
  optional?: OptionalTransactionColumn;
  superAdmin?: boolean;
};

function useColumns(names: ReadonlyMap<number, string>): TransactionColumn[] {
  const access = useAccess();
  const canOpenLog = access.can(SCREEN.requestsLog);
  const canOpenServices = access.can(SCREEN.services);
  return useMemo(
    (): TransactionColumn[] => [
      {
        header: 'Service',
        optional: 'service',
        width: 160,
        cell: (row) => {
          if (row.service_id === null) return null;
          const name = row.service_name ?? `#${row.service_id}`;
          return canOpenServices ? (
            <Anchor href={serviceHref(row.service_id)} inherit>
              {name}
            </Anchor>
          ) : (
            name
          );
        },
      },
      {
        header: 'Date Created',
        optional: 'date',
        width: 140,
        cell: (row) => (
          <RequestLogDataLink
            data={row.link_data}
            canOpen={canOpenLog}
            label={`Requests around ${formatOperationDate(row.date)}`}
          >
            {formatOperationDate(row.date)}
          </RequestLogDataLink>
        ),
      },
      {
        header: 'Request ID',
        optional: 'request_id',
        width: 210,
        cell: (row) => (
          <RequestLogLink
            requestId={row.request_id}
            canOpen={canOpenLog}
            empty=""
            label={row.request_id ? `Search request ${row.request_id}` : undefined}
          />
        ),
      },
      { header: 'URI', optional: 'uri', width: 150, cell: (row) => row.uri },
      {
        header: 'Quantity',
        optional: 'quantity',
        width: 90,
        align: 'right',
        cell: (row) => row.quantity,
      },
      {
        header: 'Client',
        superAdmin: true,
        width: 170,
        cell: (row) => names.get(row.client_id) ?? String(row.client_id),
      },
      {
        header: 'Transaction Amount',
        width: 120,
        align: 'right',
        cell: (row) => (
          <Money amount={row.amount_transaction} currency={row.currency_transaction} />
        ),
      },
      {
        header: 'Balance After Transaction',
        width: 130,
        align: 'right',
        cell: (row) => <Money amount={row.balance_after} currency={row.currency_transaction} />,
      },
    ],
    [names, canOpenLog, canOpenServices],
  );
}

/** A row's details: the toggle, and the details beside it once opened. */
function TransactionDetail({ row }: { row: TransactionRecord }) {
  const [open, setOpen] = useState(false);
  if (!row.has_detail) return null;
  const Icon = open ? IconChevronDown : IconChevronRight;
  const info = row.details.info ?? '';
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        size="sm"
        aria-expanded={open}
        aria-label={`Details of transaction ${row.id}`}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon size={16} aria-hidden />
      </ActionIcon>
      {open ? (
        <Tooltip
          label={info}
          openDelay={500}
          withinPortal
          multiline
          maw={360}
          events={{ hover: true, focus: false, touch: true }}
        >
          <Text size="sm" c="dimmed" truncate="end" miw={0}>
            {info}
          </Text>
        </Tooltip>
      ) : null}
    </Group>
  );
}

const DETAIL_COLUMN: Column<TransactionRecord> = {
  header: 'Details',
  width: 220,
  cell: (row) => <TransactionDetail row={row} />,
};

function TransactionCard({
  row,
  columns,
}: {
  row: TransactionRecord;
  columns: TransactionColumn[];
}) {
  const [open, setOpen] = useState(false);
  return (
    <Card component="li" withBorder padding="sm" aria-label={`Transaction ${row.id}`}>
      <FactGrid cols="from-xs">
        {columns.map((column) => (
          <LabelledValue key={column.header} label={column.header}>
            {column.cell(row)}
          </LabelledValue>
        ))}
      </FactGrid>
      {row.has_detail ? (
        <>
          <Button
            variant="subtle"
            size="compact-sm"
            mt="xs"
            aria-expanded={open}
            aria-label={`Details of transaction ${row.id}`}
            onClick={() => setOpen((value) => !value)}
          >
            Details
          </Button>
          <Collapse expanded={open}>
            <Text size="sm" c="dimmed" mt={4}>
              {row.details.info}
            </Text>
          </Collapse>
        </>
      ) : null}
    </Card>
  );
}

/** The page's rows, with the columns some row has (the same array while the page is the same). */
function TransactionsView({
  rows,
  all,
  superAdmin,
  wide,
}: {
  rows: TransactionRecord[];
  all: TransactionColumn[];
  superAdmin: boolean;
  wide: boolean;
}) {
  const columns = useMemo(() => {
    const shown = shownTransactionColumns(rows);
    return all.filter(
      (column) =>
        (!column.optional || shown.has(column.optional)) && (!column.superAdmin || superAdmin),
    );
  }, [rows, all, superAdmin]);
  // The Details column only when a row of the page has details to open.
  const tableColumns = useMemo(
    () => (rows.some((row) => row.has_detail) ? [...columns, DETAIL_COLUMN] : columns),
    [rows, columns],
  );
  return wide ? (
    <ListTable
      label={LABEL}
      columns={tableColumns}
      rows={rows}
      rowKey={(row) => row.id}
      maxHeight={null}
    />
  ) : (
    <Stack component="ul" aria-label={LABEL} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <TransactionCard key={row.id} row={row} columns={columns} />
      ))}
    </Stack>
  );
}

function TransactionsFilterForm({ filter }: { filter: TransactionsFilter }) {
  const { patch } = useOperationsRoute();
  const [draft, setDraft] = useState(filter);
  return (
    <TabFilterForm
      label="Transactions filter"
      onApply={() => patch(applyTransactions(draft))}
      onDiscard={() => {
        setDraft({});
        patch(discardTransactions());
      }}
    >
      <DateRangeField label="Date range" clearable value={draft} onChange={setDraft} />
    </TabFilterForm>
  );
}

export function TransactionsTab({
  clientId,
  superAdmin,
  names,
  onData,
}: {
  /** The chosen client of a super admin; a client user's calls name none (its own account). */
  clientId: string | undefined;
  superAdmin: boolean;
  names: ReadonlyMap<number, string>;
  onData: (updatedAt: number) => void;
}) {
  const account = useAccount();
  const { search, patch } = useOperationsRoute();
  const params = transactionsParamsOf({ ...search, client_id: clientId });
  const query = useQuery(billingOperationQueries.transactions(account, params));
  const paramsKey = JSON.stringify(params);
  const exportSource = usePagesSource(
    useCallback(
      (page: number) => billingOperationQueries.transactions(account, { ...params, page }),
      // eslint-disable-next-line react-hooks/exhaustive-deps -- paramsKey is the params' identity
      [account, paramsKey],
    ),
    transactionsPageOf,
  );
  const exportColumns = useMemo(
    () => transactionExportColumns(superAdmin, names),
    [superAdmin, names],
  );
  const wide = useMediaQuery(`(min-width: ${REPORT_TABLE_BREAKPOINT_PX}px)`, false, {
    getInitialValueInEffect: false,
  });
  const all = useColumns(names);
  const filter = transactionsFilterOf(search);
  const { dataUpdatedAt } = query;
  useEffect(() => {
    if (dataUpdatedAt) onData(dataUpdatedAt);
  }, [dataUpdatedAt, onData]);

  return (
    <Stack gap="md">
      <TransactionsFilterForm key={JSON.stringify(filter)} filter={filter} />
      {exportSource ? (
        <Group justify="flex-end">
          <ExportButton name="Billing transactions" columns={exportColumns} source={exportSource} />
        </Group>
      ) : null}
      <ListBody
        data={query.data}
        error={query.error}
        isEmpty={(page) => page.records.length === 0}
        onRetry={() => void query.refetch()}
      >
        {(page) => (
          <TransactionsView rows={page.records} all={all} superAdmin={superAdmin} wide={wide} />
        )}
      </ListBody>
      <ListPagination
        label="Transactions pages"
        page={search.t_page}
        hasMore={query.data?.hasMoreItems ?? false}
        fetching={query.isFetching}
        onPage={(t_page) => patch({ t_page })}
      />
    </Stack>
  );
}
