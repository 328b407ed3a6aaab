import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { filterDate } from '../../server/areas/billing-operations/queries';
import { LEDGER_START } from '../../server/areas/billing-operations/seed';
import { REFERENCE_DATE } from '../../server/shared/seed-clock';
import {
  BILLING_PAGE_SIZE,
  ClientBalanceSchema,
  ClientsBalancesSchema,
  OperationsListsSchema,
  type ReportRecord,
  ReportsPageSchema,
  type TransactionRecord,
  TransactionsPageSchema,
} from '@/contract/billing-operations/billing-operations-schemas';
import {
  addDecimals,
  compareDecimals,
  multiplyDecimals,
  roundDecimal,
  subtractDecimals,
} from '@/contract/money';
import { errorsOf, signedInAs } from './api-client';

// Billing operations on the reference server (issue 17 sections 2-4, decisions 043 and 047): the
// ledger's exact balances, the reports and transactions with their filters and pages, the summary
// variant, add_income's validation and exactness, and a client user kept to its own account.

const server = createApp();
const { db } = server;
const client = db.users.find((u) => u.login === 'client')!;
/** The demo client's billing id: its owner's user id (decision 043). */
const OWN = [...db.billingAccounts.values()].find((a) => a.clientId === client.clientId)!.userId;
const other = [...db.billingAccounts.values()].find((a) => a.userId !== OWN)!;
const jpy = [...db.billingAccounts.values()].find((a) => a.currency === 'JPY')!;
const DAY = 86_400;

const now = () => filterDate(Math.floor(Date.now() / 1000));

async function allPages<T>(
  get: (page: number) => Promise<{ records: T[]; hasMoreItems: boolean }>,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; page < 100; page += 1) {
    const answer = await get(page);
    rows.push(...answer.records);
    if (!answer.hasMoreItems) break;
  }
  return rows;
}

describe('billing operations: the ledger', () => {
  it('charges a per-request client its own prices: each call at the price its billing conditions show', async () => {
    const admin = await signedInAs(server, 'superadmin');
    const answer = await admin.get(`/billing_clients/get_client?user_id=${OWN}`);
    const lists = (
      answer.body as {
        request_prices: Array<{
          uri: string;
          request_method: string;
          is_active: boolean;
          prices: Array<{ price: string; date_start: number }>;
        }>;
      }
    ).request_prices;
    const ledger = db.billingOperations.ledgers().get(OWN)!;
    expect(ledger.account.billingModel).toBe(2);
    const charges = ledger.entries.filter((entry) => entry.quantity !== null);
    expect(charges.length).toBeGreaterThan(50);
    for (const charge of charges) {
      const list = lists.find(
        (l) => `${l.request_method} ${l.uri}` === charge.request && l.is_active,
      );
      // Only calls with an active price are billed.
      expect(list, charge.request ?? '').toBeDefined();
      const sorted = [...list!.prices].sort((a, b) => a.date_start - b.date_start);
      const price = (sorted.filter((p) => p.date_start <= charge.date).at(-1) ?? sorted[0])!.price;
      expect(charge.amount).toBe(
        `-${roundDecimal(multiplyDecimals(price, String(charge.quantity)), 2)}`.replace(
          /^-0\.00$/,
          '-0.01',
        ),
      );
    }
  });

  it('keeps months of exact ledger per account: each balance the previous plus the amount', () => {
    const ledgers = [...db.billingOperations.ledgers().values()];
    expect(ledgers).toHaveLength(db.billingAccounts.size);
    const total = ledgers.reduce((sum, l) => sum + l.entries.length, 0);
    expect(total).toBeGreaterThan(5000);
    for (const ledger of ledgers) {
      let balance = '0';
      for (const entry of ledger.entries) {
        expect(entry.date).toBeGreaterThanOrEqual(LEDGER_START);
        expect(entry.date).toBeLessThan(REFERENCE_DATE);
        balance = addDecimals(balance, entry.amount);
        expect(compareDecimals(entry.balanceAfter, balance)).toBe(0);
      }
    }
    // Some accounts run low or below zero (the low balance notification's cases).
    const finals = ledgers.map((l) => l.entries.at(-1)!.balanceAfter);
    expect(finals.some((b) => compareDecimals(b, '0') < 0)).toBe(true);
    // A currency without minor units keeps whole amounts.
    const yen = db.billingOperations.ledgers().get(jpy.userId)!;
    expect(yen.entries.every((e) => !e.amount.includes('.'))).toBe(true);
  });
});

describe('billing operations: reads', () => {
  it("lists the request names and every client for a super admin, the client's own for a client", async () => {
    const admin = await signedInAs(server, 'superadmin');
    const lists = v.parse(OperationsListsSchema, (await admin.get('/billing_operations')).body);
    expect(lists.endPoints).toContain('POST /parcels');
    expect(lists.clients).toHaveLength(db.billingAccounts.size);
    const own = await signedInAs(server, 'client');
    const mine = v.parse(OperationsListsSchema, (await own.get('/billing_operations')).body);
    expect(mine.clients).toEqual([{ id: OWN, name: 'Northwind Traders', currency: 'EUR' }]);
  });

  it('answers balances: a client its own, 403 for another; a super admin any, and all of them', async () => {
    const own = await signedInAs(server, 'client');
    const balance = v.parse(
      ClientBalanceSchema,
      (await own.get('/billing_operations/client_balance')).body,
    );
    const ledger = db.billingOperations.ledgers().get(OWN)!;
    expect(balance).toMatchObject({
      client_id: OWN,
      currency: 'EUR',
      balance: ledger.entries.at(-1)!.balanceAfter,
    });
    expect(balance.last_transaction?.date).toBe(ledger.entries.at(-1)!.date);
    const refused = await own.get(`/billing_operations/client_balance?client_id=${other.userId}`);
    expect(refused.status).toBe(403);
    expect((await own.get('/billing_operations/clients_balances')).status).toBe(403);

    const admin = await signedInAs(server, 'superadmin');
    expect((await admin.get('/billing_operations/client_balance')).body).toEqual(
      errorsOf('Client is required', ['client_id']),
    );
    expect((await admin.get('/billing_operations/client_balance?client_id=999999')).status).toBe(
      404,
    );
    const theirs = await admin.get(`/billing_operations/client_balance?client_id=${other.userId}`);
    expect(v.parse(ClientBalanceSchema, theirs.body).currency).toBe(other.currency);
    const all = v.parse(
      ClientsBalancesSchema,
      (await admin.get('/billing_operations/clients_balances')).body,
    );
    expect(all.balances).toHaveLength(db.billingAccounts.size);
  });

  it("pages a client's reports newest first, their balances a chain ending at the balance", async () => {
    const own = await signedInAs(server, 'client');
    const rows = await allPages(async (page) =>
      v.parse(ReportsPageSchema, (await own.get(`/billing_operations/reports?page=${page}`)).body),
    );
    expect(rows.length).toBeGreaterThan(BILLING_PAGE_SIZE * 2);
    expect(rows.every((r) => r.client_id === OWN && r.currency === 'EUR')).toBe(true);
    const ascending = [...rows].reverse();
    let balance = '0';
    for (const row of ascending) {
      balance = addDecimals(balance, row.amount);
      expect(compareDecimals(row.balance_after!, balance)).toBe(0);
    }
    expect(balance).toBe(db.billingOperations.ledgers().get(OWN)!.entries.at(-1)!.balanceAfter);
    for (let i = 1; i < rows.length; i += 1) {
      expect(rows[i - 1]!.date!).toBeGreaterThanOrEqual(rows[i]!.date!);
    }
  });

  it('filters reports by date range and request, and refuses another client', async () => {
    const own = await signedInAs(server, 'client');
    const from = REFERENCE_DATE - 20 * DAY;
    const to = REFERENCE_DATE - 10 * DAY;
    const answer = v.parse(
      ReportsPageSchema,
      (
        await own.get(
          `/billing_operations/reports?date_from=${filterDate(from)}&date_to=${filterDate(to)}&request[]=GET%20/tracking`,
        )
      ).body,
    );
    expect(answer.is_summary).toBe(false);
    expect(answer.records.length).toBeGreaterThan(0);
    for (const row of answer.records) {
      expect(row.date!).toBeGreaterThanOrEqual(from);
      expect(row.date!).toBeLessThanOrEqual(to);
      expect(row.type).toBe('Charge');
      expect(row.purpose).toBe('GET /tracking');
      expect(row.description).toMatch(/^\d+ calls? in \d+ charges?$/);
      expect(row.link_data).toMatchObject({ uris: ['/tracking'] });
    }
    const refused = await own.get(`/billing_operations/reports?client_id=${other.userId}`);
    expect(refused.status).toBe(403);
    // Its own id is fine.
    expect((await own.get(`/billing_operations/reports?client_id=${OWN}`)).status).toBe(200);
  });

  it('answers a range longer than 31 days as the summary variant, without date and balance', async () => {
    const admin = await signedInAs(server, 'superadmin');
    const path = (days: number) =>
      `/billing_operations/reports?client_id=${OWN}&date_from=${filterDate(
        REFERENCE_DATE - days * DAY,
      )}&date_to=${filterDate(REFERENCE_DATE - 1)}`;
    const month = v.parse(ReportsPageSchema, (await admin.get(path(31))).body);
    expect(month.is_summary).toBe(false);
    const summary = v.parse(ReportsPageSchema, (await admin.get(path(90))).body);
    expect(summary.is_summary).toBe(true);
    expect(summary.records.every((r) => r.date === null && r.balance_after === null)).toBe(true);
    const types = new Set(summary.records.map((r: ReportRecord) => r.type));
    expect(types).toContain('Charge');
    expect(types).toContain('Income');
    // The summed amounts are the detailed rows' amounts, to the cent.
    const detailed = db.billingOperations
      .ledgers()
      .get(OWN)!
      .entries.filter((e) => e.date >= REFERENCE_DATE - 90 * DAY && e.date <= REFERENCE_DATE - 1);
    expect(addDecimals('0', ...summary.records.map((r) => r.amount))).toBe(
      addDecimals('0', ...detailed.map((e) => e.amount)),
    );
  });

  it('pages transactions in a date range with time, each column of its model', async () => {
    const admin = await signedInAs(server, 'superadmin');
    const from = REFERENCE_DATE - 3 * DAY + 3600 * 9;
    const to = REFERENCE_DATE - 1 * DAY + 3600 * 15;
    const query = `date_from=${filterDate(from)}&date_to=${filterDate(to)}`;
    const rows = await allPages(async (page) =>
      v.parse(
        TransactionsPageSchema,
        (await admin.get(`/billing_operations/transactions_log?${query}&page=${page}`)).body,
      ),
    );
    expect(rows.length).toBeGreaterThan(BILLING_PAGE_SIZE);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.date).toBeGreaterThanOrEqual(from);
      expect(row.date).toBeLessThanOrEqual(to);
      expect(row.has_detail).toBe(row.details.info !== null);
    }
    const perService = rows.find((r: TransactionRecord) => r.service_id !== null)!;
    expect(perService.service_name).toBe(
      db.services.find((s) => s.id === perService.service_id)!.name,
    );
    expect(perService.uri).toBeNull();
    const perRequest = rows.find((r) => r.uri !== null)!;
    expect(perRequest.quantity).toBeGreaterThan(0);
    expect(perRequest.request_id).toMatch(/^[0-9a-f]{24}$/);

    const own = await signedInAs(server, 'client');
    expect(
      (await own.get(`/billing_operations/transactions_log?client_id=${other.userId}`)).status,
    ).toBe(403);
    const mine = v.parse(
      TransactionsPageSchema,
      (await own.get(`/billing_operations/transactions_log?client_id=garbage`)).body,
    );
    expect(mine.records.every((r) => r.client_id === OWN)).toBe(true);
  });
});

describe('billing operations: add income', () => {
  it('validates the amount: required, no exponent, the currency digits, positive', async () => {
    const admin = await signedInAs(server, 'superadmin');
    const add = (amount: unknown, clientId = OWN) =>
      admin.post('/billing_operations/add_income', { date: now(), client_id: clientId, amount });
    expect((await add('')).body).toEqual(errorsOf('Amount is required', ['amount']));
    expect((await add(undefined)).body).toEqual(errorsOf('Amount is required', ['amount']));
    expect((await add(12)).body).toEqual(errorsOf('Incorrect amount', ['amount']));
    for (const wrong of ['1e3', '12.345', '-5', '0', 'abc', '1.', '10000000.01']) {
      const answer = await add(wrong);
      expect(answer.status, wrong).toBe(400);
      expect(answer.body).toEqual(errorsOf('Incorrect amount', ['amount']));
    }
    expect((await add('1.5', jpy.userId)).body).toEqual(errorsOf('Incorrect amount', ['amount']));
    expect((await add('5', 999_999)).body).toEqual(errorsOf('Client not found', ['client_id']));
    const badDate = await admin.post('/billing_operations/add_income', {
      date: '2026-11-26',
      client_id: OWN,
      amount: '5',
    });
    expect(badDate.body).toEqual(errorsOf('Incorrect date', ['date']));
  });

  it('refuses a date that is no real calendar date or time, never rolling it over (issue 28)', async () => {
    const fresh = createApp();
    const admin = await signedInAs(fresh, 'superadmin');
    const balanceOf = async () =>
      v.parse(
        ClientBalanceSchema,
        (await admin.get(`/billing_operations/client_balance?client_id=${OWN}`)).body,
      ).balance;
    const before = await balanceOf();
    // Two days ago, so each impossible time below would roll over into the allowed range.
    const day = now().slice(0, 10).split('-').map(Number) as [number, number, number];
    const twoDaysAgo = filterDate(Date.UTC(day[2], day[1] - 1, day[0] - 2) / 1000).slice(0, 10);
    for (const date of [
      '31-02-2026 25:61:61',
      `${twoDaysAgo} 25:61:61`,
      `${twoDaysAgo} 24:00:00`,
      `${twoDaysAgo} 23:60:00`,
      `${twoDaysAgo} 23:59:60`,
      '29-02-2025 10:00:00',
    ]) {
      const answer = await admin.post('/billing_operations/add_income', {
        date,
        client_id: OWN,
        amount: '5',
      });
      expect(answer, date).toMatchObject({
        status: 400,
        body: errorsOf('Incorrect date', ['date']),
      });
    }
    expect(await balanceOf()).toBe(before);
    const real = await admin.post('/billing_operations/add_income', {
      date: `${twoDaysAgo} 23:59:59`,
      client_id: OWN,
      amount: '5',
    });
    expect(real.status).toBe(200);
  });

  it("adds '0.10' twenty times and the balance grows by exactly 2.00", async () => {
    const fresh = createApp();
    const admin = await signedInAs(fresh, 'superadmin');
    const balanceOf = async () =>
      v.parse(
        ClientBalanceSchema,
        (await admin.get(`/billing_operations/client_balance?client_id=${OWN}`)).body,
      ).balance;
    const before = await balanceOf();
    for (let i = 0; i < 20; i += 1) {
      const answer = await admin.post('/billing_operations/add_income', {
        date: now(),
        client_id: OWN,
        amount: '0.10',
      });
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe('Income of €0.10 added to Northwind Traders');
    }
    const after = await balanceOf();
    expect(subtractDecimals(after, before)).toBe('2.00');
    const reports = v.parse(
      ReportsPageSchema,
      (await admin.get(`/billing_operations/reports?client_id=${OWN}`)).body,
    );
    expect(reports.records[0]).toMatchObject({
      type: 'Income',
      purpose: 'Manual income',
      amount: '0.10',
      balance_after: after,
    });
    const yen = await admin.post('/billing_operations/add_income', {
      date: now(),
      client_id: jpy.userId,
      amount: '1500',
    });
    expect(yen.body.message).toBe(`Income of ¥1,500 added to ${jpy.name}`);
  });

  it('is refused to a client user, whose access list lacks its action URL', async () => {
    const own = await signedInAs(server, 'client');
    const answer = await own.post('/billing_operations/add_income', {
      date: now(),
      client_id: OWN,
      amount: '100',
    });
    expect(answer.status).toBe(403);
  });
});
