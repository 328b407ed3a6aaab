import * as v from 'valibot';
// Relative, not '@/': the reference server (run by tsx, without the app's aliases) imports this.
import { compareDecimals, currencyDigits, DECIMAL, parseAmountInput, scaleOf } from '../money';

// The billing operations contract (spec c sections 2-9, screen /billing_operations; issue 17,
// decisions 043 and 047). What the spec leaves open, decided here:
// - `client_id` is the billing client's id, the client owner's user id (decision 043). A client
//   user's reads are always its own account; naming another client is a 403.
// - Amounts are decimal strings in the row's currency (src/contract/money.ts); dates unix seconds.
// - A page holds BILLING_PAGE_SIZE records (spec: "not shown"); the server says hasMoreItems.
// - Reports of a range longer than SUMMARY_RANGE_DAYS days (both ends given) are the summary
//   variant: one row per client, type and purpose with the summed amount, no date, no balance.

/** Records per page of reports and transactions (spec c section 9: billing page size not shown). */
export const BILLING_PAGE_SIZE = 32;
/** A reports range longer than this many days (both ends given) is answered as a summary. */
export const SUMMARY_RANGE_DAYS = 31;
const DAY_S = 86_400;

/**
 * Whether a reports range (unix s, both ends inclusive) asks for the summary variant: both ends
 * given and more than SUMMARY_RANGE_DAYS days between them (a calendar month is never a summary).
 */
export function isSummaryRange(from: number | undefined, to: number | undefined): boolean {
  if (from === undefined || to === undefined) return false;
  return to - from >= SUMMARY_RANGE_DAYS * DAY_S;
}

/** Limits of the add-income body (the server holds them too). */
export const ADD_INCOME_LIMITS = {
  /** Characters of the typed amount. */
  amount: 20,
  /** The largest single income, in the client's currency. */
  maxAmount: '10000000',
} as const;

/** The spec's texts (spec c sections 5 and 8) and the server's own. */
export const BILLING_OPERATION_MESSAGES = {
  amountRequired: 'Amount is required',
  incorrectAmount: 'Incorrect amount',
  clientRequired: 'Client is required',
  incorrectDate: 'Incorrect date',
  clientNotFound: 'Client not found',
} as const;

/**
 * What is wrong with a typed income amount, or null: required, a positive decimal (no exponent:
 * spec c section 5, a value with the letter e is 'Incorrect amount'), at most the currency's
 * fraction digits and at most ADD_INCOME_LIMITS.maxAmount. One rule for the modal and the server.
 */
export function incomeAmountError(text: string, currency: string): string | null {
  if (text.trim() === '') return BILLING_OPERATION_MESSAGES.amountRequired;
  if (text.length > ADD_INCOME_LIMITS.amount) return BILLING_OPERATION_MESSAGES.incorrectAmount;
  const amount = parseAmountInput(text);
  if (amount === null || scaleOf(amount) > currencyDigits(currency))
    return BILLING_OPERATION_MESSAGES.incorrectAmount;
  const inRange =
    compareDecimals(amount, '0') > 0 && compareDecimals(amount, ADD_INCOME_LIMITS.maxAmount) <= 0;
  return inRange ? null : BILLING_OPERATION_MESSAGES.incorrectAmount;
}

const Unix = v.number();
const Decimal = v.pipe(v.string(), v.regex(DECIMAL));
const Currency = v.pipe(v.string(), v.regex(/^[A-Z]{3}$/));

/**
 * The request log's filters a row links to (`/requests_log?{link_data}`): date range, users,
 * URIs, services, as the request log reads its URL.
 */
export const LinkDataSchema = v.nullable(
  v.record(v.string(), v.union([v.string(), v.array(v.string())])),
);
export type LinkData = v.InferOutput<typeof LinkDataSchema>;

// ---------------------------------------------------------------- the page's lists

export const BillingClientOptionSchema = v.object({
  /** The client owner's user id. */
  id: v.number(),
  name: v.string(),
  currency: Currency,
});
export type BillingClientOption = v.InferOutput<typeof BillingClientOptionSchema>;

/** GET /billing_operations: the Request multi-select's names and the clients to filter by. */
export const OperationsListsSchema = v.object({
  /** Request names ('POST /parcels') of the reports' Request filter. */
  endPoints: v.array(v.string()),
  /** Every billing client for a super admin; a client user's own only. */
  clients: v.array(BillingClientOptionSchema),
});
export type OperationsLists = v.InferOutput<typeof OperationsListsSchema>;

// ---------------------------------------------------------------- balances

export const REPORT_TYPES = ['Income', 'Charge', 'Adjustment'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** GET /billing_operations/client_balance?client_id. */
export const ClientBalanceSchema = v.object({
  client_id: v.number(),
  balance: Decimal,
  currency: Currency,
  last_transaction: v.nullable(
    v.object({ date: Unix, amount: Decimal, type: v.picklist(REPORT_TYPES) }),
  ),
});
export type ClientBalance = v.InferOutput<typeof ClientBalanceSchema>;

/** GET /billing_operations/clients_balances (super admins): every account's balance. */
export const ClientsBalancesSchema = v.object({
  balances: v.array(
    v.object({ client_id: v.number(), name: v.string(), balance: Decimal, currency: Currency }),
  ),
});
export type ClientsBalances = v.InferOutput<typeof ClientsBalancesSchema>;

// ---------------------------------------------------------------- reports

export const ReportRecordSchema = v.object({
  /** Null in the summary variant. */
  date: v.nullable(Unix),
  type: v.picklist(REPORT_TYPES),
  purpose: v.string(),
  description: v.string(),
  client_id: v.number(),
  amount: Decimal,
  currency: Currency,
  /** Null in the summary variant. */
  balance_after: v.nullable(Decimal),
  link_data: LinkDataSchema,
});
export type ReportRecord = v.InferOutput<typeof ReportRecordSchema>;

/** GET /billing_operations/reports?date_from&date_to&page&request[]&client_id. */
export const ReportsPageSchema = v.object({
  records: v.array(ReportRecordSchema),
  hasMoreItems: v.boolean(),
  is_summary: v.boolean(),
});
export type ReportsPage = v.InferOutput<typeof ReportsPageSchema>;

// ---------------------------------------------------------------- transactions

export const TransactionRecordSchema = v.object({
  /** The ledger row's id: the key of the list's rows. */
  id: v.number(),
  date: Unix,
  service_id: v.nullable(v.number()),
  /** The service's name, shown with its link. */
  service_name: v.nullable(v.string()),
  request_id: v.nullable(v.string()),
  uri: v.nullable(v.string()),
  quantity: v.nullable(v.number()),
  client_id: v.number(),
  amount_transaction: Decimal,
  currency_transaction: Currency,
  balance_after: Decimal,
  has_detail: v.boolean(),
  details: v.object({ info: v.nullable(v.string()) }),
  link_data: LinkDataSchema,
});
export type TransactionRecord = v.InferOutput<typeof TransactionRecordSchema>;

/** GET /billing_operations/transactions_log?date_from&date_to&page&client_id. */
export const TransactionsPageSchema = v.object({
  records: v.array(TransactionRecordSchema),
  hasMoreItems: v.boolean(),
  is_summary: v.boolean(),
});
export type TransactionsPage = v.InferOutput<typeof TransactionsPageSchema>;

// ---------------------------------------------------------------- add income

/** 'DD-MM-YYYY HH:mm:ss', UTC, as the date filters carry dates. */
export const INCOME_DATE_PATTERN = /^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/;

/** POST /billing_operations/add_income {date, client_id, amount} (spec c sections 3 and 7). */
export const AddIncomeBodySchema = v.object({
  date: v.pipe(v.string(), v.regex(INCOME_DATE_PATTERN, BILLING_OPERATION_MESSAGES.incorrectDate)),
  client_id: v.pipe(
    v.number(BILLING_OPERATION_MESSAGES.clientRequired),
    v.integer(),
    v.minValue(1),
  ),
  /** Missing is '' ('Amount is required'); checked by incomeAmountError in the client's currency. */
  amount: v.optional(
    v.pipe(
      v.string(BILLING_OPERATION_MESSAGES.incorrectAmount),
      v.maxLength(ADD_INCOME_LIMITS.amount, BILLING_OPERATION_MESSAGES.incorrectAmount),
    ),
    '',
  ),
});
export type AddIncomeBody = v.InferOutput<typeof AddIncomeBodySchema>;

export const AddIncomeAnswerSchema = v.object({ message: v.string(), balance: Decimal });
export type AddIncomeAnswer = v.InferOutput<typeof AddIncomeAnswerSchema>;
