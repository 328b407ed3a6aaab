import type { CsvColumn, CsvValue } from '@/lib/csv';
import type {
  ReportRecord,
  ReportsPage,
  TransactionRecord,
  TransactionsPage,
} from '@/contract/billing-operations/billing-operations-schemas';
import { formatOperationDate, type ReportColumn } from './billing-operations-rules';

// The CSV columns of the billing operations tabs (issue 18 §3, decision 050): the tables'
// columns as text, dates in UTC as shown, amounts as numbers (a spreadsheet sums them; a
// negative amount is a number, never a formula) with their currency in a column of its own.

type Names = ReadonlyMap<number, string>;

/** A decimal string as a number; kept as text when it is not one (it is then neutralised). */
const amount = (value: string | null): CsvValue => {
  if (value === null) return null;
  const number = Number(value);
  return value.trim() !== '' && Number.isFinite(number) ? number : value;
};

const clientOf = (names: Names, id: number) => names.get(id) ?? String(id);

export function reportExportColumns(
  columns: readonly ReportColumn[],
  names: Names,
): CsvColumn<ReportRecord>[] {
  const cells: Record<ReportColumn, (row: ReportRecord) => CsvValue> = {
    Date: (row) => (row.date === null ? null : formatOperationDate(row.date)),
    Type: (row) => row.type,
    Purpose: (row) => row.purpose,
    Description: (row) => row.description,
    Client: (row) => clientOf(names, row.client_id),
    Amount: (row) => amount(row.amount),
    'Balance after': (row) => amount(row.balance_after),
  };
  return [
    ...columns.map((header) => ({ header, value: cells[header] })),
    { header: 'Currency', value: (row) => row.currency },
  ];
}

/** Every column a transaction may show (the optional ones too: the pages differ). */
export function transactionExportColumns(
  superAdmin: boolean,
  names: Names,
): CsvColumn<TransactionRecord>[] {
  return [
    { header: 'ID', value: (row) => row.id },
    { header: 'Service', value: (row) => row.service_name ?? row.service_id },
    { header: 'Date Created', value: (row) => formatOperationDate(row.date) },
    { header: 'Request ID', value: (row) => row.request_id },
    { header: 'URI', value: (row) => row.uri },
    { header: 'Quantity', value: (row) => row.quantity },
    ...(superAdmin
      ? [{ header: 'Client', value: (row: TransactionRecord) => clientOf(names, row.client_id) }]
      : []),
    { header: 'Transaction Amount', value: (row) => amount(row.amount_transaction) },
    { header: 'Balance After Transaction', value: (row) => amount(row.balance_after) },
    { header: 'Currency', value: (row) => row.currency_transaction },
    { header: 'Details', value: (row) => row.details.info },
  ];
}

export const reportsPageOf = (page: ReportsPage) => ({
  rows: page.records,
  hasMoreItems: page.hasMoreItems,
});
export const transactionsPageOf = (page: TransactionsPage) => ({
  rows: page.records,
  hasMoreItems: page.hasMoreItems,
});
