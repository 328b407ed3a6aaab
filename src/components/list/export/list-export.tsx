import {
  type QueryFunctionContext,
  type QueryKey,
  type SkipToken,
  useQueryClient,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CsvColumn, CsvValue } from '@/lib/csv';
import type { Column } from '../list-table';
import { ExportButton } from './export-button';
import type { ExportPage, FetchPage } from './export-pages';
import type { ExportSource } from './export-run';

// Issue 18 §3 (decision 050): the list kit's export, in every ListScreen's toolbar. It pages
// through the list API at the current filters (the screen's own query factory at a page and
// size), straight through the query function: the pages are a download, never kept in the
// query cache nor on the device.

export { ExportButton } from './export-button';

/** A table's cell as CSV text: its `csv`, else the cell itself when it is text or a number. */
export function csvValueOf<Row>(column: Column<Row>, row: Row): CsvValue {
  if (column.csv) return column.csv(row);
  const value = column.cell(row);
  return typeof value === 'string' || typeof value === 'number' ? value : null;
}

/** The CSV's columns of a table's columns: all of them but those marked `csv: false`. */
export function csvColumnsOf<Row>(columns: readonly Column<Row>[]): CsvColumn<Row>[] {
  return columns
    .filter((column) => column.csv !== false)
    .map((column) => ({ header: column.header, value: (row: Row) => csvValueOf(column, row) }));
}

/**
 * One page's query as the screen's factory makes it (queryOptions of the list at a page and
 * size); `never` as the key lets any factory's own key type in.
 */
export type PageQuery<Data> = {
  queryKey: QueryKey;
  queryFn?: ((context: QueryFunctionContext<never>) => Data | Promise<Data>) | SkipToken;
};

export type ListExportProps<Data, Row> = {
  /** The list's title: the dialog's and the file name's. */
  title: string;
  /** The columns shown (the table's, or the cards' export columns). */
  columns: readonly Column<Row>[];
  /** One page of the current filters; without it the list has no export here. */
  queryAt?: (page: number, quantity: number) => PageQuery<Data>;
  pageOf: (data: Data) => ExportPage<Row>;
  /** How many rows the current filters select, when the server says. */
  total?: number;
};

/**
 * The 'pages' source of a list: each page of the screen's own query factory at a page and size,
 * read through its query function (the rows are a download: never cached, never kept).
 */
export function usePagesSource<Data, Row>(
  queryAt: ((page: number, quantity: number) => PageQuery<Data>) | undefined,
  pageOf: (data: Data) => ExportPage<Row>,
): ExportSource<Row> | undefined {
  const client = useQueryClient();
  return useMemo(() => {
    if (!queryAt) return undefined;
    const fetchPage: FetchPage<Row> = async (page, quantity, signal) => {
      const options = queryAt(page, quantity);
      const queryFn = options.queryFn;
      if (typeof queryFn !== 'function') throw new Error('This list cannot be exported.');
      const queryKey = options.queryKey as never;
      return pageOf(await queryFn({ client, queryKey, signal, meta: undefined }));
    };
    return { kind: 'pages', fetchPage };
  }, [client, queryAt, pageOf]);
}

export function ListExport<Data, Row>({
  title,
  columns,
  queryAt,
  pageOf,
  total,
}: ListExportProps<Data, Row>) {
  const csvColumns = useMemo(() => csvColumnsOf(columns), [columns]);
  const source = usePagesSource(queryAt, pageOf);
  if (!source || csvColumns.length === 0) return null;
  return <ExportButton name={title} columns={csvColumns} source={source} total={total} />;
}
