import { Stack, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type QueryKey, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { Fragment, type Key, type ReactNode } from 'react';
import type { ListFilters } from '@/lib/list-filters';
import { CardGrid } from './card-grid';
import { ListExport, type PageQuery } from './export/list-export';
import { useListKeys } from './keys/use-list-keys';
import { ListBody } from './list-body';
import { ListFilterPanel } from './list-filter-panel';
import { ListPagination } from './list-pagination';
import { type Column, ListTable } from './list-table';
import { ListToolbar } from './list-toolbar';
import type { ListRoute } from './use-list-route';
import { SavedViews } from './saved-views/saved-views';
import { ColumnsMenu } from './columns/columns-menu';
import { useListColumns } from './columns/use-list-columns';
import {
  type ListBulk,
  ListSelectionScope,
  SelectionBar,
  useListSelection,
} from './selection/list-selection';
import { useListView } from './use-list-view';

// A list screen as one unit (issue 11, docs/new-screen.md): the title, the toolbar (mode, cards
// or table, refresh and the screen's own actions), the filter panel, the rows as cards or a table,
// and the paging. A screen gives its route (useListRoute), its query, its columns and its card;
// everything else, and every behaviour a user meets on a list, is the same on every list.

const STALE = { opacity: 0.55, transition: 'opacity 150ms' } as const;

/** What a list answer is made of, whatever the endpoint calls its rows. */
export type ListPage<Row> = { rows: readonly Row[]; hasMoreItems: boolean; total?: number };

export type ListScreenProps<Data, Row, F extends ListFilters, K extends QueryKey> = {
  title: string;
  /** The list's route: useListRoute(…) of the screen. */
  route: ListRoute<F>;
  /** The list's query of the route's params (paging, mode, filters; nothing else of the URL). */
  query: UseQueryOptions<Data, Error, Data, K>;
  /** The rows, whether there are more, and the total when the server says. */
  pageOf: (data: Data) => ListPage<Row>;
  rowKey: (row: Row) => Key;
  /** Local storage key of the cards/table choice; without it, cards only. */
  viewKey?: string;
  columns?: readonly Column<Row>[];
  /** One card (a `<Card component="li">`). */
  card: (row: Row) => ReactNode;
  /** The filter panel's fields, bound to its draft. */
  fields: (form: UseFormReturnType<ReturnType<F['empty']>>) => ReactNode;
  /** Values to labels per filter, for the chips of the folded panel. */
  names?: Partial<Record<string, ReadonlyMap<string, string>>>;
  /** The screen's own actions (e.g. a create button), first in the toolbar. */
  actions?: ReactNode;
  /** The All / Live / Test switch; off for lists that have no such mode. */
  withMode?: boolean;
  /** The viewport width the table view needs (default: the wide-screen breakpoint). */
  tableFrom?: number;
  /** What Apply writes, when the screen adjusts the panel's filters (default: as they are). */
  applied?: (filters: Record<string, unknown>) => Record<string, unknown>;
  /** Issue 18 §3: one page of the current filters at a page and size, what Export pages through. */
  queryAt?: (page: number, quantity: number) => PageQuery<Data>;
  /** Issue 18 §3: the CSV's columns of a list without a table (cards only). */
  exportColumns?: readonly Column<Row>[];
  /** Issue 18 §3: the export file's name when the title does not say the list (default: title). */
  exportName?: string;
  /** Issue 18 §2: rows can be selected, with these bulk actions. */
  bulk?: ListBulk<Row>;
};

export function ListScreen<Data, Row, F extends ListFilters, K extends QueryKey>({
  title,
  route,
  query: options,
  pageOf,
  rowKey,
  viewKey,
  columns,
  card,
  fields,
  names,
  actions,
  withMode = true,
  tableFrom,
  applied = (filters) => filters,
  queryAt,
  exportColumns,
  exportName,
  bulk,
}: ListScreenProps<Data, Row, F, K>) {
  const query = useQuery(options);
  const { view, choice, setView, tableAvailable } = useListView(
    viewKey ?? `${title}ListView`,
    tableFrom,
  );
  const withTable = Boolean(columns && viewKey);
  const chosen = useListColumns(route.name, columns);
  const page = query.data === undefined ? undefined : pageOf(query.data);
  const refetch = () => void query.refetch();
  const stale = route.loading || query.isPlaceholderData;
  const selection = useListSelection(bulk, rowKey, page?.rows, route.params);
  const keysRef = useListKeys({
    page: route.search.page,
    hasMore: page?.hasMoreItems ?? false,
    fetching: query.isFetching,
    onPage: route.setPage,
  });

  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <SavedViews
        list={route.name}
        filters={route.filters}
        search={route.search}
        onSearch={route.patch}
        view={withTable ? { choice, set: setView } : undefined}
        columns={withTable ? { hidden: chosen.hidden, set: chosen.setHidden } : undefined}
      />
      <ListToolbar
        mode={withMode ? route.search.mode : undefined}
        onMode={route.setMode}
        view={withTable ? view : 'cards'}
        onView={setView}
        tableAvailable={withTable && tableAvailable}
        refreshing={query.isFetching}
        onRefresh={refetch}
      >
        {actions}
        <ListExport
          title={exportName ?? title}
          columns={(withTable ? chosen.shown : exportColumns) ?? []}
          queryAt={queryAt}
          pageOf={pageOf}
          total={page?.total}
        />
        {withTable && view === 'table' && columns ? (
          <ColumnsMenu columns={columns} hidden={chosen.hidden} onHidden={chosen.setHidden} />
        ) : null}
      </ListToolbar>
      <ListFilterPanel
        list={route.name}
        filters={route.filters}
        search={route.search}
        names={names}
        total={page?.total}
        onApply={(filters) => route.apply(applied(filters))}
        onDiscard={route.discard}
        onRemove={route.remove}
      >
        {fields}
      </ListFilterPanel>
      <SelectionBar selection={selection} />
      <ListSelectionScope selection={selection}>
        {/* Rows of the previous filters or page stay while the new ones load: dimmed and
            marked busy, so nobody (and no test) reads them as the answer. */}
        <div ref={keysRef} aria-busy={stale} style={stale ? STALE : undefined}>
          <ListBody
            data={page}
            error={query.error}
            isEmpty={(current) => current.rows.length === 0}
            onRetry={refetch}
          >
            {(current) =>
              withTable && view === 'table' && columns ? (
                <ListTable
                  label={title}
                  columns={chosen.shown}
                  rows={current.rows}
                  rowKey={rowKey}
                />
              ) : (
                <CardGrid label={title}>
                  {current.rows.map((row) => (
                    <Fragment key={rowKey(row)}>{card(row)}</Fragment>
                  ))}
                </CardGrid>
              )
            }
          </ListBody>
        </div>
      </ListSelectionScope>
      <ListPagination
        page={route.search.page}
        quantity={route.search.quantity}
        hasMore={page?.hasMoreItems ?? false}
        fetching={query.isFetching}
        onPage={route.setPage}
        onQuantity={route.setQuantity}
      />
    </Stack>
  );
}
