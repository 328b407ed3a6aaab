import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  Card,
  Collapse,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { DateRangeField } from '@/components/date-range/date-range-field';
import { LabelledValue } from '@/components/labelled-value';
import { ListBody } from '@/components/list/list-body';
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

// The Transactions logs tab (spec c section 2): a date range with time applied with Apply
// filter; each charge and income newest first. Service, Date Created, Request ID, URI and
// Quantity are left out when no row of the page has them; a row with details expands to them.
// A table from 1400 px, cards below.

const LABEL = 'Transactions logs';

type Column = {
  header: string;
  optional?: OptionalTransactionColumn;
  superAdmin?: boolean;
  cell: (row: TransactionRecord) => ReactNode;
};

function useColumns(names: ReadonlyMap<number, string>): Column[] {
  const access = useAccess();
  const canOpenLog = access.can(SCREEN.requestsLog);
  const canOpenServices = access.can(SCREEN.services);
  return useMemo(
    () => [
      {
        header: 'Service',
        optional: 'service',
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
        cell: (row) => (
          <RequestLogLink
            requestId={row.request_id}
            canOpen={canOpenLog}
            empty=""
            label={row.request_id ? `Search request ${row.request_id}` : undefined}
          />
        ),
      },
      { header: 'URI', optional: 'uri', cell: (row) => row.uri },
      { header: 'Quantity', optional: 'quantity', cell: (row) => row.quantity },
      {
        header: 'Client',
        superAdmin: true,
        cell: (row) => names.get(row.client_id) ?? String(row.client_id),
      },
      {
        header: 'Transaction Amount',
        cell: (row) => (
          <Money amount={row.amount_transaction} currency={row.currency_transaction} />
        ),
      },
      {
        header: 'Balance After Transaction',
        cell: (row) => <Money amount={row.balance_after} currency={row.currency_transaction} />,
      },
    ],
    [names, canOpenLog, canOpenServices],
  );
}

function DetailToggle({
  row,
  open,
  onToggle,
}: {
  row: TransactionRecord;
  open: boolean;
  onToggle: () => void;
}) {
  if (!row.has_detail) return null;
  const Icon = open ? IconChevronDown : IconChevronRight;
  return (
    <ActionIcon
      variant="subtle"
      size="sm"
      aria-expanded={open}
      aria-label={`Details of transaction ${row.id}`}
      onClick={onToggle}
    >
      <Icon size={16} aria-hidden />
    </ActionIcon>
  );
}

function TransactionsTable({ rows, columns }: { rows: TransactionRecord[]; columns: Column[] }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <Box component="section" aria-label={LABEL} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table aria-label={LABEL} highlightOnHover verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <VisuallyHidden>Details</VisuallyHidden>
            </Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.header}>{column.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Fragment key={row.id}>
              <Table.Tr>
                <Table.Td>
                  <DetailToggle row={row} open={open.has(row.id)} onToggle={() => toggle(row.id)} />
                </Table.Td>
                {columns.map((column) => (
                  <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
                ))}
              </Table.Tr>
              {open.has(row.id) ? (
                <Table.Tr>
                  <Table.Td />
                  <Table.Td colSpan={columns.length}>
                    <Text size="sm" c="dimmed">
                      {row.details.info}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : null}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

function TransactionCard({ row, columns }: { row: TransactionRecord; columns: Column[] }) {
  const [open, setOpen] = useState(false);
  return (
    <Card component="li" withBorder padding="sm" aria-label={`Transaction ${row.id}`}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        {columns.map((column) => (
          <LabelledValue key={column.header} label={column.header}>
            {column.cell(row)}
          </LabelledValue>
        ))}
      </SimpleGrid>
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
        {(page) => {
          const shown = shownTransactionColumns(page.records);
          const columns = all.filter(
            (column) =>
              (!column.optional || shown.has(column.optional)) &&
              (!column.superAdmin || superAdmin),
          );
          return wide ? (
            <TransactionsTable rows={page.records} columns={columns} />
          ) : (
            <Stack
              component="ul"
              aria-label={LABEL}
              gap="sm"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
            >
              {page.records.map((row) => (
                <TransactionCard key={row.id} row={row} columns={columns} />
              ))}
            </Stack>
          );
        }}
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
