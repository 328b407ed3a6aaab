import { Hono } from 'hono';
import {
  type AddIncomeAnswer,
  AddIncomeBodySchema,
  BILLING_OPERATION_MESSAGES,
  type ClientBalance,
  type ClientsBalances,
  incomeAmountError,
  type OperationsLists,
  type ReportsPage,
  type TransactionsPage,
} from '../../../src/contract/billing-operations/billing-operations-schemas';
import { formatMoney, parseAmountInput } from '../../../src/contract/money';
import { FIRST_PAGE } from '../../../src/contract/constants';
import type { ApiEnv } from '../../context';
import { HttpFailure, readBody } from '../../http';
import { scopeFor } from '../../rights/actor';
import { list, parseFilterDate, parseQueryOf, type Query, text } from '../../shared/list-query';
import { DAY } from '../../shared/utc-dates';
import { endpointName, REQUEST_ENDPOINTS } from '../statistics/request-log';
import {
  addIncome,
  balanceOf,
  clientBalanceOf,
  ledgersFor,
  reportsOf,
  transactionsOf,
} from './queries';

// Billing operations (spec c sections 2-9, issue 17, decisions 043 and 047): the page's lists,
// balances, reports and transactions, and add_income. Who reads and books for which client:
// rights.ts (decision 053).

const REQUEST_NAMES = REQUEST_ENDPOINTS.filter((e) => !e.webhook).map(endpointName);

const pageOf = (query: Query) => {
  const page = Number(text(query, 'page') ?? FIRST_PAGE);
  return Number.isInteger(page) && page >= FIRST_PAGE ? page : FIRST_PAGE;
};

/** The range of date_from / date_to; a date without its time ends at the day's last second. */
function rangeOf(query: Query) {
  const from = parseFilterDate(text(query, 'date_from'));
  const toText = text(query, 'date_to');
  const to = parseFilterDate(toText);
  const dayOnly = toText !== undefined && /^\d{2}-\d{2}-\d{4}$/.test(toText);
  return { from, to: to !== undefined && dayOnly ? to + DAY - 1 : to };
}

const bad = (message: string, field: string) =>
  new HttpFailure(400, [{ message, fields: [field] }]);

export const billingOperationRoutes = new Hono<ApiEnv>()
  .get('/billing_operations', (c) => {
    const { db, user } = c.var;
    const ledgers = ledgersFor(db, user, undefined);
    const body: OperationsLists = {
      endPoints: REQUEST_NAMES,
      clients: ledgers
        .map(({ account }) => ({
          id: account.userId,
          name: account.name,
          currency: account.currency,
        }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    };
    return c.json(body);
  })
  .get('/billing_operations/client_balance', (c) => {
    const { db, user } = c.var;
    const clientId = text(parseQueryOf(c.req.url), 'client_id');
    if (clientId === undefined && scopeFor(db, user, 'billing', 'read') === 'all') {
      throw bad(BILLING_OPERATION_MESSAGES.clientRequired, 'client_id');
    }
    const [ledger] = ledgersFor(db, user, clientId);
    const body: ClientBalance = clientBalanceOf(ledger!);
    return c.json(body);
  })
  .get('/billing_operations/clients_balances', (c) => {
    const { db } = c.var;
    const body: ClientsBalances = {
      balances: [...db.billingOperations.ledgers().values()]
        .map((ledger) => ({
          client_id: ledger.account.userId,
          name: ledger.account.name,
          balance: balanceOf(ledger),
          currency: ledger.account.currency,
        }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    };
    return c.json(body);
  })
  .get('/billing_operations/reports', (c) => {
    const { db, user } = c.var;
    const query = parseQueryOf(c.req.url);
    const ledgers = ledgersFor(db, user, text(query, 'client_id'));
    const requests = new Set(list(query, 'request').filter((name) => REQUEST_NAMES.includes(name)));
    const body: ReportsPage = reportsOf(ledgers, {
      ...rangeOf(query),
      requests,
      page: pageOf(query),
    });
    return c.json(body);
  })
  .get('/billing_operations/transactions_log', (c) => {
    const { db, user } = c.var;
    const query = parseQueryOf(c.req.url);
    const ledgers = ledgersFor(db, user, text(query, 'client_id'));
    const body: TransactionsPage = transactionsOf(db, ledgers, {
      ...rangeOf(query),
      page: pageOf(query),
    });
    return c.json(body);
  })
  .post('/billing_operations/add_income', async (c) => {
    const { db, user } = c.var;
    const input = await readBody(c, AddIncomeBodySchema);
    const ledger = db.billingOperations.ledgers().get(input.client_id);
    if (!ledger) throw bad(BILLING_OPERATION_MESSAGES.clientNotFound, 'client_id');
    const { currency, name } = ledger.account;
    const amountError = incomeAmountError(input.amount, currency);
    if (amountError) throw bad(amountError, 'amount');
    const date = parseFilterDate(input.date);
    const now = Math.floor(Date.now() / 1000);
    if (date === undefined || date > now + DAY || date < now - 366 * DAY) {
      throw bad(BILLING_OPERATION_MESSAGES.incorrectDate, 'date');
    }
    const amount = parseAmountInput(input.amount)!;
    const balance = addIncome(db, ledger, { date, amount, by: user.login });
    const body: AddIncomeAnswer = {
      message: `Income of ${formatMoney(amount, currency)} added to ${name}`,
      balance,
    };
    return c.json(body);
  });
