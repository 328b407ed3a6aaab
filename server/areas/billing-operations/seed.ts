import { type ReportType } from '../../../src/contract/billing-operations/billing-operations-schemas';
import {
  currencyDigits,
  fromUnits,
  multiplyDecimals,
  roundDecimal,
  toUnits,
} from '../../../src/contract/money';
import type { Service } from '../../data/carriers';
import { REFERENCE_DATE } from '../../shared/seed-clock';
import type { Random } from '../../shared/seed-random';
import { DAY } from '../../shared/utc-dates';
import type { User } from '../auth/seed';
import type { BillingAccount } from '../billing/accounts';
import { endpointName, REQUEST_ENDPOINTS } from '../statistics/request-log';

// Billing operations' ledger (issue 17, decision 047): per billing account, the LEDGER_DAYS before
// the fixed seed anchor of charges (per service: a label or shipment through one of the client's
// services; per request: one API call, its URI and the items it charged), adjustments and
// top-ups, in the account's currency. Amounts are integer units of the currency (BigInt) turned
// into decimal strings: never a float. Top-ups are placed walking back from each account's final
// balance (healthy, low or negative), so every balance is exact and the chain holds: each row's
// balance after is the previous one's plus its amount, from zero. Stream 79; built on first use
// (about 11,000 rows), so a server start that never opens billing pays nothing.

export const LEDGER_DAYS = 183;
export const LEDGER_START = REFERENCE_DATE - LEDGER_DAYS * DAY;

export type LedgerEntry = {
  /** Unique over the area, ascending in each account's order; new rows get the next one. */
  id: number;
  /** Unix seconds. */
  date: number;
  type: ReportType;
  purpose: string;
  description: string;
  /** Signed, at the currency's fraction digits. */
  amount: string;
  balanceAfter: string;
  serviceId: number | null;
  requestId: string | null;
  /** 'POST /parcels': what the reports' Request filter matches; null for money in. */
  request: string | null;
  /** Shown for per-request charges only (a per-service charge is named by its service). */
  uri: string | null;
  quantity: number | null;
  info: string | null;
};

export type AccountLedger = {
  account: BillingAccount;
  /** The users of the client (the request log's user filter of the rows' links). */
  userIds: number[];
  /** Ascending by date (ties: by id). */
  entries: LedgerEntry[];
  /** Bumped by every write, so derived reports are rebuilt. */
  revision: number;
};

export type LedgerInput = {
  accounts: Map<number, BillingAccount>;
  users: readonly User[];
  services: readonly Service[];
  /**
   * A configured client's per-request prices (billing-clients/seed.ts), by its billing id: a
   * per-request client is charged for these calls at these prices, so the ledger and the client's
   * billing conditions agree. Absent (not configured yet): the reference tariff below.
   */
  requestPricesOf?: (userId: number) => readonly RequestPriceList[] | undefined;
};

/** What the ledger reads of a client's per-request price list. */
export type RequestPriceList = {
  method: string;
  uri: string;
  isActive: boolean;
  prices: ReadonlyArray<{ price: string; dateStart: number }>;
};

/** The price of a call at `date`: the entry in force then, else the history's first. */
export function priceInForce(list: RequestPriceList, date: number): string | undefined {
  const sorted = [...list.prices].sort((a, b) => a.dateStart - b.dateStart);
  const inForce = sorted.filter((entry) => entry.dateStart <= date).at(-1);
  return (inForce ?? sorted[0])?.price;
}

/**
 * Per-request prices in euros (a realistic tariff), converted by CURRENCY_RATES: for a client
 * without a billing configuration yet, whose ledger predates its price list.
 */
const REQUEST_PRICES: Readonly<Record<string, string>> = {
  'POST /parcels': '0.08',
  'POST /parcels/bulk': '0.05',
  'POST /pallets': '0.30',
  'GET /tracking': '0.0125',
  'GET /tracking/by_date_range': '0.02',
  'GET /services': '0.005',
  'GET /services/credentials': '0.005',
  'GET /services/courier_dates': '0.01',
  'GET /pudo': '0.015',
  'GET /health_check': '0.01',
  'GET /health_check/detail': '0.01',
};

const CURRENCY_RATES: Readonly<Record<string, string>> = {
  EUR: '1',
  USD: '1.1',
  GBP: '0.85',
  PLN: '4.3',
  SEK: '11.5',
  CHF: '0.95',
  JPY: '160',
};

const BILLED_ENDPOINTS = REQUEST_ENDPOINTS.filter((e) => !e.webhook);
const ENDPOINT_WEIGHT = BILLED_ENDPOINTS.reduce((sum, e) => sum + e.weight, 0);

const LABEL_PURPOSE = { direct: 'Label', return: 'Return label', pallet: 'Pallet shipment' };
/** Base price ranges per carrier kind in euro cents. */
const BASE_CENTS = { direct: [350, 1200], return: [250, 600], pallet: [4500, 18000] } as const;

const PAYMENT_KINDS = ['Bank transfer', 'Card payment', 'SEPA transfer'] as const;

type Draft = Omit<LedgerEntry, 'id' | 'balanceAfter' | 'amount'> & { units: bigint };

function pickEndpoint(random: Random) {
  let roll = random.next() * ENDPOINT_WEIGHT;
  for (const endpoint of BILLED_ENDPOINTS) {
    roll -= endpoint.weight;
    if (roll < 0) return endpoint;
  }
  return BILLED_ENDPOINTS[0]!;
}

const inCurrency = (euros: string, currency: string) =>
  roundDecimal(multiplyDecimals(euros, CURRENCY_RATES[currency] ?? '1'), 4);

/**
 * A per-request charge: the calls of one URI in an hour, billed together (`quantity` calls at the
 * URI's price); its request id is the batch's first call.
 */
function requestCharge(
  random: Random,
  date: number,
  currency: string,
  digits: number,
  priceLists: readonly RequestPriceList[] | undefined,
): Draft | null {
  const endpoint = pickEndpoint(random);
  const request = endpointName(endpoint);
  const quantity = random.int(1, 12 * endpoint.weight + 20);
  // A configured client pays its own price of the call; a call it has no active price for is
  // not billed (its billing conditions list what is).
  const own = priceLists?.find(
    (list) => list.method === endpoint.method && list.uri === endpoint.uri,
  );
  const price = priceLists
    ? own?.isActive
      ? priceInForce(own, date)
      : undefined
    : inCurrency(REQUEST_PRICES[request] ?? '0.01', currency);
  if (price === undefined) return null;
  const units = toUnits(multiplyDecimals(price, String(quantity)), digits);
  return {
    date,
    type: 'Charge',
    purpose: request,
    description: `${request} x ${quantity}`,
    units: units === 0n ? -1n : -units,
    serviceId: null,
    requestId: random.hex(24),
    request,
    uri: endpoint.uri,
    quantity,
    info: quantity > 1 ? `${quantity} calls at ${price} ${currency} per call` : null,
  };
}

function serviceCharge(
  random: Random,
  date: number,
  currency: string,
  digits: number,
  service: Service,
): Draft {
  const [low, high] = BASE_CENTS[service.carrier_kind];
  const base = inCurrency(fromUnits(BigInt(random.int(low, high)), 2), currency);
  const markup = random.int(5, 15);
  const total = toUnits(multiplyDecimals(base, `1.${String(markup).padStart(2, '0')}`), digits);
  const weight = (random.int(1, service.carrier_kind === 'pallet' ? 8000 : 300) / 10).toFixed(1);
  const pallet = service.carrier_kind === 'pallet';
  return {
    date,
    type: 'Charge',
    purpose: LABEL_PURPOSE[service.carrier_kind],
    description: service.name,
    units: -total,
    serviceId: service.id,
    requestId: random.hex(24),
    request: pallet ? 'POST /pallets' : 'POST /parcels',
    uri: null,
    quantity: null,
    info: random.chance(0.75)
      ? `Base price ${roundDecimal(base, digits)} ${currency}, markup ${markup}%, weight ${weight} kg`
      : null,
  };
}

function adjustment(random: Random, date: number, dailySpend: bigint): Draft {
  const refund = random.chance(0.6);
  const size = dailySpend / BigInt(random.int(2, 6)) + 1n;
  return {
    date,
    type: 'Adjustment',
    purpose: refund ? 'Refund' : 'Correction',
    description: refund ? 'Refund of a cancelled shipment' : 'Manual correction of charges',
    units: refund ? size : -size,
    serviceId: null,
    requestId: null,
    request: null,
    uri: null,
    quantity: null,
    info: null,
  };
}

const income = (random: Random, date: number, units: bigint, opening = false): Draft => ({
  date,
  type: 'Income',
  purpose: opening ? 'Opening balance' : 'Top-up',
  description: opening
    ? 'Deposit at the start of billing'
    : `${random.pick(PAYMENT_KINDS)}, ref ${random.hex(8).toUpperCase()}`,
  units,
  serviceId: null,
  requestId: null,
  request: null,
  uri: null,
  quantity: null,
  info: null,
});

/** The charges and adjustments of one account, ascending. */
function activityOf(
  random: Random,
  account: BillingAccount,
  services: Service[],
  priceLists: readonly RequestPriceList[] | undefined,
): Draft[] {
  const digits = currencyDigits(account.currency);
  const rate = 0.8 + random.next() * 3.2;
  const drafts: Draft[] = [];
  for (let day = 0; day < LEDGER_DAYS; day += 1) {
    const dayStart = LEDGER_START + day * DAY;
    const weekday = new Date(dayStart * 1000).getUTCDay();
    const expected = weekday === 0 || weekday === 6 ? rate / 3 : rate;
    const count = Math.floor(expected + random.next());
    const times = Array.from({ length: count }, () => dayStart + random.int(6 * 3600, 22 * 3600));
    times.sort((a, b) => a - b);
    for (const time of times) {
      const draft =
        account.billingModel === 2 || services.length === 0
          ? requestCharge(random, time, account.currency, digits, priceLists)
          : serviceCharge(random, time, account.currency, digits, random.pick(services));
      if (draft) drafts.push(draft);
    }
  }
  const spent = drafts.reduce((sum, d) => sum - d.units, 0n);
  const daily = spent / BigInt(LEDGER_DAYS) + 1n;
  // About one adjustment a month, between two charges.
  for (let month = 0; month < 6; month += 1) {
    if (!random.chance(0.7) || drafts.length < 2) continue;
    const at = random.int(1, drafts.length - 1);
    const date = Math.max(drafts[at - 1]!.date, drafts[at]!.date - random.int(1, 3600));
    drafts.splice(at, 0, adjustment(random, date, daily));
  }
  return drafts;
}

type Fate = 'healthy' | 'low' | 'negative';

/** Which accounts end low or below zero (the low balance notification's cases). */
const fateOf = (index: number, demo: boolean): Fate =>
  demo ? 'healthy' : index % 7 === 3 ? 'negative' : index % 5 === 2 ? 'low' : 'healthy';

/** A round top-up: down to 10 currency units (1,000 for a currency without minor units). */
function roundTopUp(units: bigint, digits: number): bigint {
  const step = digits === 0 ? 1000n : 10n * 10n ** BigInt(digits);
  const rounded = (units / step) * step;
  return rounded > 0n ? rounded : units;
}

/**
 * The top-ups, placed walking back from the final balance: before a charge the balance would
 * exceed `cap`, a top-up brings it back down, so the account is topped up as it runs low.
 */
function withTopUps(random: Random, drafts: Draft[], fate: Fate, digits: number): Draft[] {
  const spent = drafts.reduce((sum, d) => (d.units < 0n ? sum - d.units : sum), 0n);
  const daily = spent / BigInt(LEDGER_DAYS) + 1n;
  const final =
    fate === 'healthy'
      ? daily * BigInt(random.int(20, 40))
      : fate === 'low'
        ? daily + daily / 2n
        : -daily * BigInt(random.int(2, 6));
  const cap = daily * 45n;
  const out: Draft[] = [];
  let balance = final;
  for (let i = drafts.length - 1; i >= 0; i -= 1) {
    const draft = drafts[i]!;
    out.push(draft);
    balance -= draft.units;
    if (balance > cap) {
      const amount = roundTopUp(balance - daily * BigInt(random.int(3, 8)), digits);
      const earliest = i > 0 ? drafts[i - 1]!.date : LEDGER_START;
      const date = Math.max(earliest, draft.date - random.int(600, 2 * DAY));
      out.push(income(random, date, amount));
      balance -= amount;
    }
  }
  if (balance !== 0n) {
    const opening = income(random, LEDGER_START, balance, true);
    out.push(balance > 0n ? opening : { ...opening, type: 'Adjustment' });
  }
  return out.reverse();
}

/** Every account's ledger, in one pass of the stream. */
export function buildLedgers(random: Random, input: LedgerInput): Map<number, AccountLedger> {
  const ledgers = new Map<number, AccountLedger>();
  const byId = new Map(input.services.map((s) => [s.id, s]));
  const accounts = [...input.accounts.values()].sort((a, b) => a.userId - b.userId);
  let nextId = 1;
  accounts.forEach((account, index) => {
    const owner = input.users.find((u) => u.id === account.userId);
    const services = (owner?.serviceIds ?? [])
      .map((id) => byId.get(id))
      .filter((s): s is Service => s !== undefined);
    const digits = currencyDigits(account.currency);
    const drafts = withTopUps(
      random,
      activityOf(random, account, services, input.requestPricesOf?.(account.userId)),
      fateOf(index, account.clientId === 1),
      digits,
    );
    let balance = 0n;
    const entries = drafts.map(({ units, ...draft }): LedgerEntry => {
      balance += units;
      return {
        ...draft,
        id: nextId++,
        amount: fromUnits(units, digits),
        balanceAfter: fromUnits(balance, digits),
      };
    });
    ledgers.set(account.userId, {
      account,
      userIds: input.users.filter((u) => u.clientId === account.clientId).map((u) => u.id),
      entries,
      revision: 0,
    });
  });
  return ledgers;
}

/**
 * The area's table: the ledgers, built on first use. Its state is private, so two datasets
 * compare equal whether or not one was read (seed-data.test.ts compares whole Dbs).
 */
export class BillingOperationsArea {
  readonly #random: Random;
  readonly #input: LedgerInput;
  #ledgers: Map<number, AccountLedger> | undefined;

  constructor(random: Random, input: LedgerInput) {
    this.#random = random;
    this.#input = input;
  }

  /** Every account's ledger, by the client owner's user id. */
  ledgers(): Map<number, AccountLedger> {
    this.#ledgers ??= buildLedgers(this.#random, this.#input);
    return this.#ledgers;
  }

  /** The next free row id. */
  nextId(): number {
    let max = 0;
    for (const ledger of this.ledgers().values()) {
      const last = ledger.entries.reduce((m, e) => Math.max(m, e.id), 0);
      max = Math.max(max, last);
    }
    return max + 1;
  }
}

export function createBillingOperations(random: Random, input: LedgerInput): BillingOperationsArea {
  return new BillingOperationsArea(random, input);
}
