import { parseApiDay } from '../../../src/contract/dates';
import {
  entryStatus,
  withEnds,
} from '../../../src/contract/billing-clients/billing-clients-schemas';
import {
  BILLING_PRICES_MESSAGES as M,
  type BillingPrices,
  type PriceCell,
  type PriceMarkup,
} from '../../../src/contract/billing-prices/billing-prices-schemas';
import {
  addDecimals,
  currencyDigits,
  fromUnits,
  multiplyDecimals,
  roundDecimal,
} from '../../../src/contract/money';
import type { Db } from '../../data/db';
import type { Service } from '../../data/carriers';
import { HttpFailure } from '../../http';
import { scopeFor } from '../../rights/actor';
import { type Query, text } from '../../shared/list-query';
import { DAY } from '../../shared/utc-dates';
import type { User } from '../auth/seed';
import { type BillingAccount, billingAccountOfUser } from '../billing/accounts';

// The prices table (spec c sections 2, 3, 7; decision 046): a carrier service's tariff, weight
// bands by zones, in force for a half year; derived from the service's id (no stream of its own),
// so the same date always shows the same prices. Prices are decimal strings in the client's
// currency; the client's markup on the service in force that day is applied exactly (money.ts).

const PARCEL_BANDS = [
  ['0', '1'],
  ['1', '2'],
  ['2', '5'],
  ['5', '10'],
  ['10', '20'],
  ['20', '31.5'],
] as const;
const PALLET_BANDS = [
  ['0', '100'],
  ['100', '300'],
  ['300', '600'],
  ['600', '1000'],
] as const;

/** Rough rates from the euro tariff into each billing currency (exact decimals). */
const RATES: Record<string, string> = {
  EUR: '1',
  USD: '1.08',
  GBP: '0.86',
  PLN: '4.3',
  SEK: '11.4',
  CHF: '0.95',
  JPY: '160',
};

/** The first half year with a tariff; before it there are no prices. */
const FIRST_TARIFF_YEAR = 2024;

/** The half year holding `day` (unix s): its index from 2026's first half, start and end. */
export function tariffPeriodOf(day: number) {
  const date = new Date(day * 1000);
  const year = date.getUTCFullYear();
  const half = date.getUTCMonth() < 6 ? 0 : 1;
  const start = Date.UTC(year, half * 6, 1) / 1000;
  const next = Date.UTC(year + half, half === 0 ? 6 : 0, 1) / 1000;
  return { index: (year - 2026) * 2 + half, start, end: next - 1, year };
}

/** A price with a markup: + amount, or + price × percent / 100, rounded to the currency. */
export function applyMarkup(price: string, markup: PriceMarkup, currency: string): string {
  const digits = currencyDigits(currency);
  const added =
    markup.markup_type === 'amount'
      ? markup.markup_amount
      : multiplyDecimals(multiplyDecimals(price, markup.markup_amount), '0.01');
  return roundDecimal(addDecimals(price, added), digits);
}

/** The tariff's rows for a service and period: band cells, then one price per zone. */
export function tariffOf(service: Service, periodIndex: number, currency: string) {
  const pallet = service.carrier_kind === 'pallet';
  const bands = pallet ? PALLET_BANDS : PARCEL_BANDS;
  const zones = 3 + (service.id % 4);
  const base = (pallet ? 4500 : 350) + ((service.id * 37) % 300);
  const step = (pallet ? 2600 : 120) * (1 + (service.id % 3));
  // 2.5% a half year from 2026 on; the oldest tariffs are the cheapest.
  const factor = fromUnits(BigInt(1000 + 25 * periodIndex), 3);
  const rate = RATES[currency] ?? '1';
  const digits = currencyDigits(currency);
  const fields = ['Weight from, kg', 'Weight to, kg'];
  for (let zone = 1; zone <= zones; zone += 1) fields.push(`Zone ${zone}`);
  const rows = bands.map(([from, to], band) => {
    const prices: string[] = [];
    for (let zone = 0; zone < zones; zone += 1) {
      const cents = fromUnits(BigInt(base + band * step + zone * 85), 2);
      prices.push(roundDecimal(multiplyDecimals(multiplyDecimals(cents, factor), rate), digits));
    }
    return { bands: [from, to], prices };
  });
  return { fields, rows };
}

export type PricesRequest = { account: BillingAccount; service: Service; day: number };

/** The query's day (DD-MM-YYYY, UTC); today's when absent. */
function dayOf(raw: string | undefined, now: number): number {
  if (raw === undefined) return Math.floor(now / DAY) * DAY;
  // A real day in the contract's range (src/contract/dates.ts): '31-13-2026' is no January 2027.
  const day = parseApiDay(raw);
  if (day === undefined) {
    throw new HttpFailure(400, [{ message: M.dateNotValid, fields: ['date'] }]);
  }
  return day;
}

const idOf = (raw: string | undefined) => (raw && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN);

/**
 * What a call asks for, if the actor may ask it: a super admin names any client (required); a
 * client user gets its own, and naming another client is a 403 (decision 043).
 */
export function pricesRequestOf(db: Db, actor: User, query: Query, now: number): PricesRequest {
  const rawClient = text(query, 'client_id');
  let account: BillingAccount | undefined;
  if (scopeFor(db, actor, 'billing', 'read') === 'all') {
    if (rawClient === undefined) {
      throw new HttpFailure(400, [{ message: M.clientRequired, fields: ['client_id'] }]);
    }
    // The billing client's id: its owner's user id, as everywhere in billing (decision 043).
    account = db.billingAccounts.get(idOf(rawClient));
    if (!account) throw new HttpFailure(404, [{ message: M.clientNotFound }]);
  } else {
    // Any other reader prices its own client (the guard refused it any other).
    account = billingAccountOfUser(db.billingAccounts, db.clients, actor);
    if (!account) throw new HttpFailure(404, [{ message: M.clientNotFound }]);
  }
  const rawService = text(query, 'service_id');
  if (rawService === undefined) {
    throw new HttpFailure(400, [{ message: M.serviceRequired, fields: ['service_id'] }]);
  }
  const service = db.services.find((s) => s.id === idOf(rawService));
  // A client user's services are its own (its common lists): another one is unknown to it.
  const allowed = actor.role === 'super_admin' || actor.serviceIds.includes(service?.id ?? -1);
  if (!service || !allowed) {
    throw new HttpFailure(400, [{ message: M.serviceNotFound, fields: ['service_id'] }]);
  }
  return { account, service, day: dayOf(text(query, 'date'), now) };
}

/** The client's markup on the service in force at `at`, if it has one. */
function markupAt(db: Db, account: BillingAccount, serviceId: number, at: number) {
  const config = account.configured ? db.billingClients.configs.get(account.userId) : undefined;
  const history = withEnds(
    (config?.markups ?? [])
      .filter((m) => m.serviceId === serviceId)
      .map((m) => ({ date_start: m.dateStart, markup_type: m.type, markup_amount: m.amount })),
  );
  const found = history.find((m) => entryStatus(m.date_start, m.date_end, at) === 'active');
  return found ? { markup_type: found.markup_type, markup_amount: found.markup_amount } : undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayText = (day: number) => {
  const d = new Date(day * 1000);
  return `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()}`;
};
const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/**
 * GET /billing_prices. A super admin sees the tariff's price with the markup beside it and the
 * price with it applied; a client user sees what it pays (the price with its markup) and not the
 * markup itself, which is a super admin's (spec c section 6).
 */
export function pricesOf(db: Db, actor: User, request: PricesRequest, now: number): BillingPrices {
  const { account, service, day } = request;
  const period = tariffPeriodOf(day);
  const filename = `prices_${slug(service.name)}_${dayText(day)}.csv`;
  const { fields, rows } = tariffOf(service, period.index, account.currency);
  if (period.year < FIRST_TARIFF_YEAR) {
    return {
      fields,
      fieldsValues: [],
      start_date: null,
      end_date: null,
      currency: account.currency,
      filename,
    };
  }
  // Today's table uses the markup in force now; another day's the one of its first second.
  const at = day === Math.floor(now / DAY) * DAY ? now : day;
  const markup = markupAt(db, account, service.id, at);
  const admin = actor.role === 'super_admin';
  const fieldsValues = rows.map(({ bands, prices }) => [
    ...bands.map((value): PriceCell => ({ value, is_price: false })),
    ...prices.map((price): PriceCell => {
      if (!markup) return { value: price, is_price: true };
      const total = applyMarkup(price, markup, account.currency);
      return admin
        ? { value: price, is_price: true, markup, with_markup: total }
        : { value: total, is_price: true };
    }),
  ]);
  return {
    fields,
    fieldsValues,
    start_date: period.start,
    end_date: period.end,
    currency: account.currency,
    filename,
  };
}

/** The CSV of the table: the fields, and a 'with markup' column after each price that has one. */
export function pricesCsvOf(prices: BillingPrices): { fields: string[]; rows: string[][] } {
  const marked = prices.fieldsValues[0]?.some((cell) => cell.with_markup !== undefined) ?? false;
  const fields = prices.fields.flatMap((field, index) => {
    const isPrice = prices.fieldsValues[0]?.[index]?.is_price ?? false;
    return marked && isPrice ? [field, `${field} with markup`] : [field];
  });
  const rows = prices.fieldsValues.map((row) =>
    row.flatMap((cell) =>
      marked && cell.is_price ? [cell.value, cell.with_markup ?? ''] : [cell.value],
    ),
  );
  return { fields, rows };
}
