import { fromUnits } from '../../../src/contract/money';
import type { Random } from '../../shared/seed-random';
import { DAY } from '../../shared/utc-dates';
import type { User } from '../auth/seed';
import type { BillingAccount } from '../billing/accounts';

// Billing clients' configuration (issue 17 section 2, decision 046), stream 78: per configured
// billing account its notification e-mails, a markup history per connected service, the prices of
// its API requests, and its low-balance notifications. Both billing models' settings are seeded
// for every client, so switching models shows the other one's kept settings. Dates are offsets
// from createDb's hour (the activity clock), so every status (expired, active, upcoming) exists
// whenever the server starts; statuses are derived from the dates at each answer.

export type MarkupRecord = {
  id: number;
  serviceId: number;
  type: 'amount' | 'percent';
  /** Decimal string: a percent, or an amount in the client's currency. */
  amount: string;
  dateStart: number;
};

export type PriceRecord = { id: number; price: string; dateStart: number };

export type RequestPriceRecord = {
  name: string;
  method: string;
  uri: string;
  isActive: boolean;
  prices: PriceRecord[];
};

export type NotificationRecord = {
  type: string;
  active: boolean;
  period: string | null;
  conditionValue: string | null;
};

export type ClientBilling = {
  emails: Array<{ id: number; email: string }>;
  markups: MarkupRecord[];
  requestPrices: RequestPriceRecord[];
  notifications: NotificationRecord[];
};

export type BillingClientsArea = {
  /** By billing account (the client owner's user id); absent: not configured yet. */
  configs: Map<number, ClientBilling>;
  nextId: number;
};

/**
 * The API requests a client may be billed for per request: calls of the request log's API
 * (server/areas/statistics/request-log.ts), so the operations ledger charges a per-request
 * client for exactly these calls at the prices shown here (billing-operations/seed.ts).
 */
export const BILLABLE_REQUESTS: ReadonlyArray<
  readonly [name: string, method: string, uri: string]
> = [
  ['Create shipment', 'POST', '/parcels'],
  ['Bulk shipments', 'POST', '/parcels/bulk'],
  ['Create pallet', 'POST', '/pallets'],
  ['Track parcel', 'GET', '/tracking'],
  ['Tracking by date range', 'GET', '/tracking/by_date_range'],
  ['Pickup points', 'GET', '/pudo'],
  ['Courier dates', 'GET', '/services/courier_dates'],
  ['Services', 'GET', '/services'],
];

const PERIODS = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
} as const;

/** The low-balance notifications (spec c section 3): their titles and allowed periods. */
export const NOTIFICATION_TYPES: ReadonlyArray<{
  type: string;
  title: string;
  periods: Array<{ value: string; name: string }>;
  conditionTitle: string;
}> = [
  {
    type: 'low_balance_amount',
    title: 'Balance is below an amount',
    periods: Object.entries(PERIODS).map(([value, name]) => ({ value, name })),
    conditionTitle: 'Balance below',
  },
  {
    type: 'low_balance_days',
    title: 'Balance runs out within days',
    periods: [
      { value: 'daily', name: PERIODS.daily },
      { value: 'weekly', name: PERIODS.weekly },
    ],
    conditionTitle: 'Days left',
  },
  { type: 'negative_balance', title: 'Balance is negative', periods: [], conditionTitle: '' },
];

const HOUR = 3600;

/** A start `days` from now (negative: past), on the hour. */
const startAt = (now: number, days: number, random: Random) =>
  now + days * DAY + random.int(0, 23) * HOUR;

/** Starts of a history: some expired, one active, maybe one upcoming (oldest first). */
function historyStarts(random: Random, now: number, full: boolean): number[] {
  const starts: number[] = [];
  const expired = full ? 2 : random.int(0, 2);
  let day = -random.int(120, 200);
  for (let i = 0; i < expired; i += 1) {
    starts.push(startAt(now, day, random));
    day += random.int(20, 50);
  }
  starts.push(startAt(now, -random.int(2, 15), random));
  if (full || random.chance(0.5)) starts.push(startAt(now, random.int(5, 60), random));
  return starts;
}

function createConfig(
  random: Random,
  area: BillingClientsArea,
  account: BillingAccount,
  services: number[],
  demo: boolean,
  now: number,
): ClientBilling {
  const slug = account.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  const domain = `${slug.slice(0, 24)}.example.com`;
  const emails = ['billing', 'finance', 'accounts']
    .slice(0, demo ? 2 : random.int(1, 3))
    .map((box) => ({ id: area.nextId++, email: `${box}@${domain}` }));

  const markups: MarkupRecord[] = [];
  services.forEach((serviceId, index) => {
    const full = demo && index < 2;
    if (!full && !random.chance(0.6)) return;
    for (const dateStart of historyStarts(random, now, full)) {
      const percent = random.chance(0.5);
      markups.push({
        id: area.nextId++,
        serviceId,
        type: percent ? 'percent' : 'amount',
        amount: percent
          ? fromUnits(BigInt(random.int(5, 300)), 1)
          : fromUnits(BigInt(random.int(5, 500)), account.currency === 'JPY' ? 0 : 2),
        dateStart,
      });
    }
  });

  const scale = account.currency === 'JPY' ? 1 : 4;
  const requestPrices = BILLABLE_REQUESTS.map(([name, method, uri], index): RequestPriceRecord => {
    // The demo client has one of each: a full history, an inactive request, an empty one.
    const empty = demo ? index === 5 : random.chance(0.15);
    const isActive = demo ? index !== 6 : random.chance(0.85);
    const prices = empty
      ? []
      : historyStarts(random, now, demo && index < 2).map((dateStart) => ({
          id: area.nextId++,
          price: fromUnits(BigInt(random.int(20, 2500)), scale),
          dateStart,
        }));
    return { name, method, uri, isActive, prices };
  });

  const notifications = NOTIFICATION_TYPES.map((kind): NotificationRecord => {
    const active = demo ? kind.type !== 'low_balance_days' : random.chance(0.5);
    const periodic = kind.periods.length > 0;
    return {
      type: kind.type,
      active,
      period: periodic && active ? random.pick(kind.periods).value : null,
      conditionValue:
        periodic && active
          ? String(kind.type === 'low_balance_days' ? random.int(3, 30) : random.int(5, 500) * 10)
          : null,
    };
  });
  return { emails, markups, requestPrices, notifications };
}

/** A configuration with nothing set but the catalogue: the first profile save creates it. */
export function emptyConfig(): ClientBilling {
  return {
    emails: [],
    markups: [],
    requestPrices: BILLABLE_REQUESTS.map(([name, method, uri]) => ({
      name,
      method,
      uri,
      isActive: true,
      prices: [],
    })),
    notifications: NOTIFICATION_TYPES.map((kind) => ({
      type: kind.type,
      active: false,
      period: null,
      conditionValue: null,
    })),
  };
}

/** The services connected to a client: those any of its users may call, by id. */
export function connectedServiceIds(users: readonly User[], account: BillingAccount): number[] {
  const ids = new Set<number>();
  for (const user of users) {
    if (user.clientId === account.clientId) for (const id of user.serviceIds) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}

export function createBillingClients(
  random: Random,
  accounts: Map<number, BillingAccount>,
  users: readonly User[],
  now: number,
): BillingClientsArea {
  const area: BillingClientsArea = { configs: new Map(), nextId: 1 };
  for (const account of accounts.values()) {
    if (!account.configured) continue;
    const demo = account.clientId === 1;
    area.configs.set(
      account.userId,
      createConfig(random, area, account, connectedServiceIds(users, account), demo, now),
    );
  }
  return area;
}
