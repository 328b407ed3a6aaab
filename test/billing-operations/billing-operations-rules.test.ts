import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BILLING_PAGE_SIZE,
  incomeAmountError,
  isSummaryRange,
  type TransactionRecord,
} from '@/contract/billing-operations/billing-operations-schemas';
import {
  addIncomeErrors,
  amountLabelOf,
  BALANCE_REFETCH_DELAY_MS,
  delayedRefetch,
  formatOperationDate,
  reportColumns,
  shownTransactionColumns,
} from '../../src/features/billing-operations/billing-operations-rules';
import {
  applyReports,
  applyTransactions,
  billingOperationsSearchSchema,
  chooseClient,
  discardReports,
  discardTransactions,
  reportsParamsOf,
  transactionsParamsOf,
} from '../../src/features/billing-operations/billing-operations-search';

// The rules of /billing_operations (spec c sections 2, 4, 5, 9; decision 047).

const parse = (raw: Record<string, unknown>) => v.parse(billingOperationsSearchSchema, raw);

describe('the URL search', () => {
  it('falls back to the defaults for garbage', () => {
    expect(
      parse({
        tab: 'hacked',
        client_id: 'abc',
        r_date_from: '2026-11-01',
        r_date_to: 5,
        r_page: '-3',
        request: { a: 1 },
        t_date_from: '01-11-2026',
        t_date_to: '01-11-2026 25',
        t_page: 'x',
      }),
    ).toEqual({
      tab: 'reports',
      client_id: undefined,
      r_date_from: undefined,
      r_date_to: undefined,
      r_page: 1,
      request: [],
      t_date_from: undefined,
      t_date_to: undefined,
      t_page: 1,
    });
  });

  it('reads each tab its own range format, a page, the requests and a client', () => {
    expect(
      parse({
        tab: 'transactions',
        client_id: '18',
        r_date_from: '01-10-2026',
        r_date_to: '31-10-2026',
        r_page: '3',
        request: 'GET /tracking',
        t_date_from: '01-11-2026 09:00:00',
        t_date_to: '02-11-2026 18:30:00',
        t_page: '2',
      }),
    ).toEqual({
      tab: 'transactions',
      client_id: '18',
      r_date_from: '01-10-2026',
      r_date_to: '31-10-2026',
      r_page: 3,
      request: ['GET /tracking'],
      t_date_from: '01-11-2026 09:00:00',
      t_date_to: '02-11-2026 18:30:00',
      t_page: 2,
    });
    // A day range is not a transactions range, nor the other way round.
    expect(parse({ r_date_from: '01-11-2026 00:00:00', t_date_from: '01-11-2026' })).toMatchObject({
      r_date_from: undefined,
      t_date_from: undefined,
    });
  });

  it("applies and discards one tab's filter from its first page, leaving the other's keys", () => {
    const reports = applyReports({ from: '01-10-2026', to: '05-10-2026', request: ['GET /pudo'] });
    expect(reports).toEqual({
      r_date_from: '01-10-2026',
      r_date_to: '05-10-2026',
      request: ['GET /pudo'],
      r_page: 1,
    });
    expect(Object.keys(reports).some((key) => key.startsWith('t_'))).toBe(false);
    const transactions = applyTransactions({ from: '01-11-2026 09:00:00' });
    expect(transactions).toEqual({
      t_date_from: '01-11-2026 09:00:00',
      t_date_to: undefined,
      t_page: 1,
    });
    expect(Object.keys(transactions).some((key) => key.startsWith('r_') || key === 'request')).toBe(
      false,
    );
    expect(discardReports()).toEqual({
      r_date_from: undefined,
      r_date_to: undefined,
      request: [],
      r_page: 1,
    });
    expect(discardTransactions()).toEqual({
      t_date_from: undefined,
      t_date_to: undefined,
      t_page: 1,
    });
    // Another client starts both lists again.
    expect(chooseClient('20')).toEqual({ client_id: '20', r_page: 1, t_page: 1 });
    expect(chooseClient(null)).toEqual({ client_id: undefined, r_page: 1, t_page: 1 });
  });

  it('sends each call its own keys: whole days for reports, times for transactions', () => {
    const search = parse({
      client_id: '18',
      r_date_from: '01-10-2026',
      r_date_to: '31-10-2026',
      r_page: '2',
      request: ['GET /pudo'],
      t_date_from: '01-11-2026 09:00:00',
      t_page: '4',
    });
    expect(reportsParamsOf(search)).toEqual({
      date_from: '01-10-2026 00:00:00',
      date_to: '31-10-2026 23:59:59',
      page: 2,
      request: ['GET /pudo'],
      client_id: '18',
    });
    expect(transactionsParamsOf(search)).toEqual({
      date_from: '01-11-2026 09:00:00',
      page: 4,
      client_id: '18',
    });
  });
});

describe('the summary variant', () => {
  const DAY = 86_400;
  const from = Date.UTC(2026, 9, 1) / 1000;

  it('is a range of both ends longer than 31 days', () => {
    expect(isSummaryRange(from, from + 31 * DAY - 1)).toBe(false);
    expect(isSummaryRange(from, from + 31 * DAY)).toBe(true);
    expect(isSummaryRange(undefined, from + 90 * DAY)).toBe(false);
    expect(isSummaryRange(from, undefined)).toBe(false);
  });

  it('has no Date and no Balance after; Client for super admins only', () => {
    expect(reportColumns({ summary: false, superAdmin: true })).toEqual([
      'Date',
      'Type',
      'Purpose',
      'Description',
      'Client',
      'Amount',
      'Balance after',
    ]);
    expect(reportColumns({ summary: true, superAdmin: true })).toEqual([
      'Type',
      'Purpose',
      'Description',
      'Client',
      'Amount',
    ]);
    expect(reportColumns({ summary: false, superAdmin: false })).not.toContain('Client');
    expect(BILLING_PAGE_SIZE).toBe(32);
  });
});

describe('the transactions columns', () => {
  const row = (patch: Partial<TransactionRecord>): TransactionRecord => ({
    id: 1,
    date: 1_790_000_000,
    service_id: null,
    service_name: null,
    request_id: null,
    uri: null,
    quantity: null,
    client_id: 18,
    amount_transaction: '-1.00',
    currency_transaction: 'EUR',
    balance_after: '5.00',
    has_detail: false,
    details: { info: null },
    link_data: null,
    ...patch,
  });

  it('hides Service, Request ID, URI and Quantity when no row of the page has them', () => {
    expect([...shownTransactionColumns([row({}), row({ id: 2 })])]).toEqual(['date']);
    expect([
      ...shownTransactionColumns([row({}), row({ id: 2, uri: '/tracking', quantity: 0 })]),
    ]).toEqual(['date', 'uri', 'quantity']);
    expect([
      ...shownTransactionColumns([row({ service_id: 4, request_id: 'abc' }), row({ id: 2 })]),
    ]).toEqual(['service', 'date', 'request_id']);
    expect(shownTransactionColumns([]).size).toBe(0);
  });

  it('shows dates in UTC as DD-MM-YYYY HH:mm', () => {
    expect(formatOperationDate(Date.UTC(2026, 10, 5, 23, 7, 59) / 1000)).toBe('05-11-2026 23:07');
  });
});

describe('the balance refetch', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refetches once, 100 ms after the last change', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    expect(BALANCE_REFETCH_DELAY_MS).toBe(100);
    const refetch = vi.fn();
    const pending = delayedRefetch(refetch);
    pending.schedule();
    vi.advanceTimersByTime(60);
    pending.schedule();
    vi.advanceTimersByTime(99);
    expect(refetch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refetch).toHaveBeenCalledTimes(1);
    pending.schedule();
    pending.cancel();
    vi.advanceTimersByTime(500);
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});

describe('the add-income form', () => {
  it("says 'Amount is required' and 'Incorrect amount' (the letter e among them)", () => {
    expect(incomeAmountError('', 'EUR')).toBe('Amount is required');
    expect(incomeAmountError('   ', 'EUR')).toBe('Amount is required');
    for (const wrong of ['1e3', '1E3', 'e', '-5', '0', '0.00', '12.345', '1.2.3', '12,5e']) {
      expect(incomeAmountError(wrong, 'EUR'), wrong).toBe('Incorrect amount');
    }
    expect(incomeAmountError('12.5', 'JPY')).toBe('Incorrect amount');
    expect(incomeAmountError('10000000.01', 'EUR')).toBe('Incorrect amount');
    expect(incomeAmountError('10000000', 'EUR')).toBeNull();
    expect(incomeAmountError('12,50', 'EUR')).toBeNull();
    expect(incomeAmountError('1500', 'JPY')).toBeNull();
    expect(incomeAmountError('0.10', 'EUR')).toBeNull();
  });

  it('needs a client, and labels the amount with its currency', () => {
    expect(addIncomeErrors({ client: null, amount: '' }, undefined)).toEqual({
      client: 'Client is required',
      amount: 'Amount is required',
    });
    expect(addIncomeErrors({ client: '18', amount: '5.5' }, 'JPY')).toEqual({
      amount: 'Incorrect amount',
    });
    expect(addIncomeErrors({ client: '18', amount: '5.50' }, 'EUR')).toEqual({});
    expect(amountLabelOf('EUR')).toBe('Amount, EUR');
    expect(amountLabelOf(undefined)).toBe('Amount');
  });
});
