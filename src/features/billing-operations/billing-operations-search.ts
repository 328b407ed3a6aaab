import * as v from 'valibot';
import { FIRST_PAGE } from '@/contract/constants';
import { DATE_FILTER_PATTERN, pageField, stringListField } from '@/lib/list-search';

// The /billing_operations URL (spec c section 2; decision 047): the open tab in `tab`; the
// Reports tab's day range `r_date_from` / `r_date_to` ('DD-MM-YYYY'), page `r_page` and
// `request[]`; the Transactions logs tab's range with time `t_date_from` / `t_date_to`
// ('DD-MM-YYYY HH:mm:ss') and page `t_page`; a super admin's client in `client_id`. Each field
// falls back to its default, so no URL breaks the screen; each tab's filter is its own. Loads
// with every signed-in start (decision 036): valibot and the list helpers only.

export const BILLING_OPERATIONS_TABS = ['reports', 'transactions'] as const;
export type BillingOperationsTab = (typeof BILLING_OPERATIONS_TABS)[number];

/** 'DD-MM-YYYY': the reports' range is of whole days. */
export const DAY_FILTER_PATTERN = /^\d{2}-\d{2}-\d{4}$/;

const patternField = (pattern: RegExp) =>
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) =>
        typeof value === 'string' && pattern.test(value.trim()) ? value.trim() : undefined,
      ),
    ),
  );

const clientField = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) => {
      const text = typeof value === 'number' ? String(value) : value;
      return typeof text === 'string' && /^[1-9]\d{0,8}$/.test(text.trim())
        ? text.trim()
        : undefined;
    }),
  ),
);

export const billingOperationsSearchSchema = v.object({
  tab: v.optional(v.fallback(v.picklist(BILLING_OPERATIONS_TABS), 'reports'), 'reports'),
  client_id: clientField,
  r_date_from: patternField(DAY_FILTER_PATTERN),
  r_date_to: patternField(DAY_FILTER_PATTERN),
  r_page: pageField,
  request: stringListField,
  t_date_from: patternField(DATE_FILTER_PATTERN),
  t_date_to: patternField(DATE_FILTER_PATTERN),
  t_page: pageField,
});

export type BillingOperationsSearch = v.InferOutput<typeof billingOperationsSearchSchema>;

export const billingOperationsSearchDefaults = {
  tab: 'reports' as BillingOperationsTab,
  r_page: FIRST_PAGE,
  t_page: FIRST_PAGE,
  request: [] as string[],
};

// ---------------------------------------------------------------- each tab's filter

export type ReportsFilter = { from?: string; to?: string; request: string[] };
export type TransactionsFilter = { from?: string; to?: string };

export const reportsFilterOf = (search: BillingOperationsSearch): ReportsFilter => ({
  from: search.r_date_from,
  to: search.r_date_to,
  request: search.request,
});

export const transactionsFilterOf = (search: BillingOperationsSearch): TransactionsFilter => ({
  from: search.t_date_from,
  to: search.t_date_to,
});

/** Apply filter on Reports: its own keys, from page 1; the transactions' keys are left as they are. */
export const applyReports = (filter: ReportsFilter) => ({
  r_date_from: filter.from || undefined,
  r_date_to: filter.to || undefined,
  request: filter.request,
  r_page: FIRST_PAGE,
});

export const applyTransactions = (filter: TransactionsFilter) => ({
  t_date_from: filter.from || undefined,
  t_date_to: filter.to || undefined,
  t_page: FIRST_PAGE,
});

/** Discard filter: the tab's own filter off, from page 1. */
export const discardReports = () => applyReports({ request: [] });
export const discardTransactions = () => applyTransactions({});

/** Another client: both lists start again from their first page. */
export const chooseClient = (clientId: string | null) => ({
  client_id: clientId ?? undefined,
  r_page: FIRST_PAGE,
  t_page: FIRST_PAGE,
});

// ---------------------------------------------------------------- what the calls read

export type ReportsParams = {
  date_from?: string;
  date_to?: string;
  page: number;
  request: string[];
  client_id?: string;
};
export type TransactionsParams = {
  date_from?: string;
  date_to?: string;
  page: number;
  client_id?: string;
};

/** GET reports: the day range as whole days in UTC ('DD-MM-YYYY 00:00:00' to '… 23:59:59'). */
export function reportsParamsOf(search: BillingOperationsSearch): ReportsParams {
  const params: ReportsParams = { page: search.r_page, request: search.request };
  if (search.r_date_from) params.date_from = `${search.r_date_from} 00:00:00`;
  if (search.r_date_to) params.date_to = `${search.r_date_to} 23:59:59`;
  if (search.client_id) params.client_id = search.client_id;
  return params;
}

export function transactionsParamsOf(search: BillingOperationsSearch): TransactionsParams {
  const params: TransactionsParams = { page: search.t_page };
  if (search.t_date_from) params.date_from = search.t_date_from;
  if (search.t_date_to) params.date_to = search.t_date_to;
  if (search.client_id) params.client_id = search.client_id;
  return params;
}

/** The loader's dependencies: the open tab's list only. */
export const billingOperationsDeps = (
  search: BillingOperationsSearch,
): { reports?: ReportsParams; transactions?: TransactionsParams } =>
  search.tab === 'reports'
    ? { reports: reportsParamsOf(search) }
    : { transactions: transactionsParamsOf(search) };
