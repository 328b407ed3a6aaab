import { dayjs } from '@/lib/dayjs';
import {
  BILLING_OPERATION_MESSAGES,
  incomeAmountError,
  type TransactionRecord,
} from '@/contract/billing-operations/billing-operations-schemas';

// The rules of /billing_operations (spec c sections 2, 4, 5, 9; decision 047), pure so they are
// unit tested: the balance's refetch delay, the columns a page of transactions hides, the
// summary variant's columns, the add-income form's validation and how dates are shown.

/** Spec c section 9: the balance is refetched this long after a filter or data change. */
export const BALANCE_REFETCH_DELAY_MS = 100;

/** Spec c section 9: report tables are tables from this width, cards below it. */
export const REPORT_TABLE_BREAKPOINT_PX = 1400;

/**
 * One pending refetch: each change (re)starts the delay, so a burst of changes refetches once,
 * BALANCE_REFETCH_DELAY_MS after the last. `cancel` on unmount.
 */
export function delayedRefetch(refetch: () => void, delay = BALANCE_REFETCH_DELAY_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    schedule() {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        refetch();
      }, delay);
    },
    cancel() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}

/** The transaction columns that are hidden when empty in the whole page (spec c section 2). */
export const OPTIONAL_TRANSACTION_COLUMNS = [
  'service',
  'date',
  'request_id',
  'uri',
  'quantity',
] as const;
export type OptionalTransactionColumn = (typeof OPTIONAL_TRANSACTION_COLUMNS)[number];

const valueOf: Record<OptionalTransactionColumn, (row: TransactionRecord) => unknown> = {
  service: (row) => row.service_id,
  date: (row) => row.date,
  request_id: (row) => row.request_id,
  uri: (row) => row.uri,
  quantity: (row) => row.quantity,
};

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** The optional columns with a value in at least one row of the page. */
export function shownTransactionColumns(
  rows: readonly TransactionRecord[],
): ReadonlySet<OptionalTransactionColumn> {
  return new Set(
    OPTIONAL_TRANSACTION_COLUMNS.filter((column) =>
      rows.some((row) => !isEmpty(valueOf[column](row))),
    ),
  );
}

export const REPORT_COLUMNS = [
  'Date',
  'Type',
  'Purpose',
  'Description',
  'Client',
  'Amount',
  'Balance after',
] as const;
export type ReportColumn = (typeof REPORT_COLUMNS)[number];

/**
 * The reports' columns: Client for super admins only; the summary variant has no Date and no
 * Balance after (spec c section 2).
 */
export function reportColumns(input: { summary: boolean; superAdmin: boolean }): ReportColumn[] {
  return REPORT_COLUMNS.filter(
    (column) =>
      (column !== 'Client' || input.superAdmin) &&
      !(input.summary && (column === 'Date' || column === 'Balance after')),
  );
}

/** Spec c section 9: dates shown in UTC as DD-MM-YYYY HH:mm. */
export const formatOperationDate = (unix: number): string =>
  dayjs.utc(unix * 1000).format('DD-MM-YYYY HH:mm');

/** The add-income date: now, as the date filters carry dates ('DD-MM-YYYY HH:mm:ss', UTC). */
export const incomeDateOf = (now: Date): string => dayjs.utc(now).format('DD-MM-YYYY HH:mm:ss');

export type AddIncomeDraft = { client: string | null; amount: string };

/** The add-income form's errors (spec c section 5): the client, then the amount in its currency. */
export function addIncomeErrors(
  draft: AddIncomeDraft,
  currency: string | undefined,
): Partial<Record<keyof AddIncomeDraft, string>> {
  const errors: Partial<Record<keyof AddIncomeDraft, string>> = {};
  if (!draft.client) errors.client = BILLING_OPERATION_MESSAGES.clientRequired;
  const amount = incomeAmountError(draft.amount, currency ?? 'EUR');
  if (amount) errors.amount = amount;
  return errors;
}

/** 'Amount, EUR': the amount's label names the chosen client's currency. */
export const amountLabelOf = (currency: string | undefined) =>
  currency ? `Amount, ${currency}` : 'Amount';
