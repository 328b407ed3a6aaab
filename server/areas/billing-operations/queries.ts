import {
  BILLING_OPERATION_MESSAGES,
  BILLING_PAGE_SIZE,
  type ClientBalance,
  isSummaryRange,
  type LinkData,
  type ReportRecord,
  type ReportType,
  type TransactionRecord,
} from '../../../src/contract/billing-operations/billing-operations-schemas';
import { addDecimals, currencyDigits, fromUnits, toUnits } from '../../../src/contract/money';
import type { Db } from '../../data/db';
import { HttpFailure } from '../../http';
import { scopeFor } from '../../rights/actor';
import { DAY } from '../../shared/utc-dates';
import type { User } from '../auth/seed';
import { billingAccountOfUser } from '../billing/accounts';
import type { AccountLedger, LedgerEntry } from './seed';

// The ledger's reads and its one write (spec c section 7; decision 047): whose account a call
// may read (decision 043), the reports (charges of a day grouped per service or request, money
// in one row each, or the summary variant), the transactions, balances and add_income.

const pad = (n: number) => String(n).padStart(2, '0');

/** 'DD-MM-YYYY HH:mm:ss' in UTC, as the request log's date filter reads it. */
export function filterDate(unix: number): string {
  const d = new Date(unix * 1000);
  return `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()} ${pad(
    d.getUTCHours(),
  )}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

const dayOf = (unix: number) => unix - (unix % DAY);

// ---------------------------------------------------------------- whose account

/**
 * The ledgers a call reads: a reader of every client's billing (a super admin) every account, or
 * the one `client_id` names (404 when none); any other reader its own client's, the guard having
 * refused it any other (decisions 043 and 053).
 */
export function ledgersFor(db: Db, user: User, clientId: string | undefined): AccountLedger[] {
  const ledgers = db.billingOperations.ledgers();
  const named = clientId !== undefined && /^\d{1,9}$/.test(clientId) ? Number(clientId) : undefined;
  if (scopeFor(db, user, 'billing', 'read') === 'all') {
    if (named === undefined) return [...ledgers.values()];
    const ledger = ledgers.get(named);
    if (!ledger)
      throw new HttpFailure(404, [{ message: BILLING_OPERATION_MESSAGES.clientNotFound }]);
    return [ledger];
  }
  const own = billingAccountOfUser(db.billingAccounts, db.clients, user);
  const ledger = own ? ledgers.get(own.userId) : undefined;
  if (!ledger) throw new HttpFailure(404, [{ message: BILLING_OPERATION_MESSAGES.clientNotFound }]);
  return [ledger];
}

// ---------------------------------------------------------------- links

function requestLogLink(ledger: AccountLedger, from: number, to: number, entry: LedgerEntry) {
  if (!entry.request) return null;
  const link: NonNullable<LinkData> = {
    date_from: filterDate(from),
    date_to: filterDate(to),
    user_ids: ledger.userIds.map(String),
    uris: [entry.request.slice(entry.request.indexOf(' ') + 1)],
  };
  if (entry.serviceId !== null) link.service_ids = [String(entry.serviceId)];
  return link;
}

// ---------------------------------------------------------------- reports

export type ReportRow = ReportRecord & {
  date: number;
  /** Position in the account's statement: orders rows of the same second. */
  seq: number;
  count: number;
  request: string | null;
};

const reportCache = new WeakMap<AccountLedger, { revision: number; rows: ReportRow[] }>();

/**
 * An account's statement, ascending: each top-up or adjustment one row, a day's charges one row
 * per service (per-service billing) or per request (per-request billing), dated at its last
 * charge; balance after replayed over the rows, so it ends at the account's balance.
 */
export function reportRowsOf(ledger: AccountLedger): ReportRow[] {
  const cached = reportCache.get(ledger);
  if (cached?.revision === ledger.revision) return cached.rows;
  const { account } = ledger;
  const digits = currencyDigits(account.currency);
  type Group = { entry: LedgerEntry; date: number; units: bigint; count: number; items: number };
  const groups: Group[] = [];
  const open = new Map<string, Group>();
  for (const entry of ledger.entries) {
    if (entry.type !== 'Charge') {
      groups.push({
        entry,
        date: entry.date,
        units: toUnits(entry.amount, digits),
        count: 1,
        items: 1,
      });
      continue;
    }
    const key = `${dayOf(entry.date)}|${entry.serviceId ?? entry.request}`;
    const group = open.get(key);
    if (group) {
      group.date = entry.date;
      group.units += toUnits(entry.amount, digits);
      group.count += 1;
      group.items += entry.quantity ?? 1;
    } else {
      const created = {
        entry,
        date: entry.date,
        units: toUnits(entry.amount, digits),
        count: 1,
        items: entry.quantity ?? 1,
      };
      open.set(key, created);
      groups.push(created);
    }
  }
  groups.sort((a, b) => a.date - b.date || a.entry.id - b.entry.id);
  let balance = 0n;
  const rows = groups.map(({ entry, date, units, count, items }, seq): ReportRow => {
    balance += units;
    const charge = entry.type === 'Charge';
    const perService = entry.serviceId !== null;
    return {
      date,
      type: entry.type,
      purpose: charge && !perService ? (entry.request ?? entry.purpose) : entry.purpose,
      description: !charge
        ? entry.description
        : perService
          ? `${entry.description}: ${count} ${count === 1 ? 'shipment' : 'shipments'}`
          : `${items} ${items === 1 ? 'call' : 'calls'} in ${count} ${count === 1 ? 'charge' : 'charges'}`,
      client_id: account.userId,
      amount: fromUnits(units, digits),
      currency: account.currency,
      balance_after: fromUnits(balance, digits),
      link_data: charge ? requestLogLink(ledger, dayOf(date), dayOf(date) + DAY - 1, entry) : null,
      seq,
      count,
      request: entry.request,
    };
  });
  reportCache.set(ledger, { revision: ledger.revision, rows });
  return rows;
}

export type ReportFilter = {
  from?: number;
  to?: number;
  requests: ReadonlySet<string>;
  page: number;
};

const inRange = (date: number, from?: number, to?: number) =>
  (from === undefined || date >= from) && (to === undefined || date <= to);

function pageOf<T>(rows: T[], page: number) {
  const skip = (page - 1) * BILLING_PAGE_SIZE;
  return {
    records: rows.slice(skip, skip + BILLING_PAGE_SIZE),
    hasMoreItems: rows.length > skip + BILLING_PAGE_SIZE,
  };
}

/** Newest first; the summary variant (isSummaryRange) sums per client, type and purpose. */
export function reportsOf(ledgers: AccountLedger[], filter: ReportFilter) {
  const rows = ledgers.flatMap((ledger) =>
    reportRowsOf(ledger).filter(
      (row) =>
        inRange(row.date, filter.from, filter.to) &&
        (filter.requests.size === 0 || (row.request !== null && filter.requests.has(row.request))),
    ),
  );
  if (!isSummaryRange(filter.from, filter.to)) {
    rows.sort((a, b) => b.date - a.date || b.seq - a.seq);
    const { records, hasMoreItems } = pageOf(rows, filter.page);
    return {
      records: records.map(
        ({ seq: _s, count: _c, request: _r, ...record }): ReportRecord => record,
      ),
      hasMoreItems,
      is_summary: false,
    };
  }
  const sums = new Map<string, { record: ReportRecord; count: number }>();
  for (const row of rows) {
    const key = `${row.client_id}|${row.type}|${row.purpose}`;
    const sum = sums.get(key);
    if (sum) {
      sum.record.amount = addDecimals(sum.record.amount, row.amount);
      sum.count += row.count;
    } else {
      sums.set(key, {
        record: {
          date: null,
          type: row.type,
          purpose: row.purpose,
          description: '',
          client_id: row.client_id,
          amount: row.amount,
          currency: row.currency,
          balance_after: null,
          link_data: null,
        },
        count: row.count,
      });
    }
  }
  const order: Record<ReportType, number> = { Income: 0, Adjustment: 1, Charge: 2 };
  const names = new Map(ledgers.map((l) => [l.account.userId, l.account.name]));
  const summary = [...sums.values()]
    .map(({ record, count }): ReportRecord => ({
      ...record,
      description: `${count} ${count === 1 ? 'operation' : 'operations'}`,
    }))
    .sort(
      (a, b) =>
        (names.get(a.client_id) ?? '').localeCompare(names.get(b.client_id) ?? '') ||
        order[a.type] - order[b.type] ||
        a.purpose.localeCompare(b.purpose),
    );
  return { ...pageOf(summary, filter.page), is_summary: true };
}

// ---------------------------------------------------------------- transactions

export function transactionsOf(
  db: Db,
  ledgers: AccountLedger[],
  filter: { from?: number; to?: number; page: number },
) {
  const names = new Map(db.services.map((s) => [s.id, s.name]));
  const rows = ledgers.flatMap((ledger) =>
    ledger.entries
      .filter((entry) => inRange(entry.date, filter.from, filter.to))
      .map((entry) => ({ ledger, entry })),
  );
  rows.sort((a, b) => b.entry.date - a.entry.date || b.entry.id - a.entry.id);
  const { records, hasMoreItems } = pageOf(rows, filter.page);
  return {
    records: records.map(({ ledger, entry }): TransactionRecord => ({
      id: entry.id,
      date: entry.date,
      service_id: entry.serviceId,
      service_name: entry.serviceId === null ? null : (names.get(entry.serviceId) ?? null),
      request_id: entry.requestId,
      uri: entry.uri,
      quantity: entry.quantity,
      client_id: ledger.account.userId,
      amount_transaction: entry.amount,
      currency_transaction: ledger.account.currency,
      balance_after: entry.balanceAfter,
      has_detail: entry.info !== null,
      details: { info: entry.info },
      // The requests of that hour: the call itself is the request id's global search.
      link_data: requestLogLink(
        ledger,
        entry.date - (entry.date % 3600),
        entry.date - (entry.date % 3600) + 3599,
        entry,
      ),
    })),
    hasMoreItems,
    is_summary: false,
  };
}

// ---------------------------------------------------------------- balances

export const balanceOf = (ledger: AccountLedger): string =>
  ledger.entries.at(-1)?.balanceAfter ?? fromUnits(0n, currencyDigits(ledger.account.currency));

export function clientBalanceOf(ledger: AccountLedger): ClientBalance {
  const last = ledger.entries.at(-1);
  return {
    client_id: ledger.account.userId,
    balance: balanceOf(ledger),
    currency: ledger.account.currency,
    last_transaction: last ? { date: last.date, amount: last.amount, type: last.type } : null,
  };
}

// ---------------------------------------------------------------- add income

/**
 * Books an income at its date, after every row of the same second, and replays the balances
 * from there in integer units, so the chain stays exact. Returns the new balance.
 */
export function addIncome(
  db: Db,
  ledger: AccountLedger,
  input: { date: number; amount: string; by: string },
): string {
  const digits = currencyDigits(ledger.account.currency);
  const entry: LedgerEntry = {
    id: db.billingOperations.nextId(),
    date: input.date,
    type: 'Income',
    purpose: 'Manual income',
    description: `Added by ${input.by}`,
    amount: fromUnits(toUnits(input.amount, digits), digits),
    balanceAfter: '0',
    serviceId: null,
    requestId: null,
    request: null,
    uri: null,
    quantity: null,
    info: null,
  };
  const { entries } = ledger;
  let at = entries.length;
  while (at > 0 && entries[at - 1]!.date > input.date) at -= 1;
  entries.splice(at, 0, entry);
  let balance = at > 0 ? toUnits(entries[at - 1]!.balanceAfter, digits) : 0n;
  for (let i = at; i < entries.length; i += 1) {
    balance += toUnits(entries[i]!.amount, digits);
    entries[i]!.balanceAfter = fromUnits(balance, digits);
  }
  ledger.revision += 1;
  return fromUnits(balance, digits);
}
