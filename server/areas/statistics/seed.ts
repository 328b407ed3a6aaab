import type { Service } from '../../data/carriers';
import { type Random, randomFor, SEED } from '../../shared/seed-random';
import { DAY } from '../../shared/utc-dates';
import type { User } from '../auth/seed';
import {
  REQUEST_ENDPOINTS,
  REQUEST_LOG_DAYS,
  type RequestLog,
  type ServiceNeed,
} from './request-log';
import { between, codeTableOf, drawCode, outerTimeOf } from './request-log-codes';

// Builds the request log slot by slot (10 minutes each): a slot's volume follows the weekday and
// the hour of day, with a few carrier outages (more calls from retries, mostly 500s). Two
// streams of the tiny seeded generator: one for the volumes, one for the rows, so the log only
// depends on the anchor and the seeded users.

const SLOT = 600;
/** Two streams: SEED + 40 for the slot volumes, SEED + 41 for the rows. */
const REQUEST_LOG_STREAM = 40;
/** Mean requests per 10 minutes on a weekday at the hourly mean: about 150,000 in 60 days. */
const BASE_PER_SLOT = 20;
const WEEKDAY = [0.35, 1.05, 1.1, 1.1, 1.05, 0.95, 0.45]; // Sunday first (getUTCDay)
// UTC hours: quiet nights, a European working day, a smaller American evening.
const HOURLY = [
  0.25, 0.2, 0.18, 0.18, 0.22, 0.35, 0.6, 0.95, 1.35, 1.6, 1.7, 1.65, 1.5, 1.6, 1.65, 1.55, 1.4,
  1.2, 1.05, 0.95, 0.8, 0.6, 0.45, 0.32,
];
const HOURLY_MEAN = HOURLY.reduce((sum, n) => sum + n, 0) / HOURLY.length;
/** Outages as [hours before now, length in slots]: one inside the last day, so every range shows one. */
const OUTAGES: ReadonlyArray<readonly [number, number]> = [
  [19, 3],
  [4 * 24 + 6, 4],
  [16 * 24 + 2, 6],
  [37 * 24 + 9, 2],
  [51 * 24 + 14, 5],
];
const OUTAGE_VOLUME = 2.2;
const WEBHOOK_SHARE = 0.12;
const UNAUTHENTICATED_SHARE = 0.02;

type Caller = {
  user: User;
  weight: number;
  testShare: number;
  byNeed: Record<ServiceNeed, number[]>;
};

function callersOf(users: readonly User[], services: readonly Service[], random: Random): Caller[] {
  const byId = new Map(services.map((s) => [s.id, s]));
  return users
    .filter((user) => user.role === 'client' && user.serviceIds.length > 0)
    .map((user) => {
      const own = user.serviceIds.map((id) => byId.get(id)).filter((s) => s !== undefined);
      const parcel = own.filter((s) => s.carrier_kind !== 'pallet').map((s) => s.id);
      const pallet = own.filter((s) => s.carrier_kind === 'pallet').map((s) => s.id);
      // A few heavy integrations and a long tail; the demo client sits near the top.
      const weight = user.login === 'client' ? 6 : 0.2 + 8 * random.next() ** 3;
      return {
        user,
        weight,
        testShare: user.login === 'client' ? 0.2 : 0.05 + 0.35 * random.next(),
        byNeed: {
          none: [],
          parcel,
          parcels: parcel,
          pallet,
          any: own.map((s) => s.id),
          direct: [],
          return: [],
        },
      };
    });
}

const cumulative = (weights: number[]) => {
  const sums = new Float64Array(weights.length);
  let sum = 0;
  weights.forEach((weight, index) => {
    sum += weight;
    sums[index] = sum;
  });
  return sums;
};

function pickIndex(sums: Float64Array, random: Random): number {
  const target = random.next() * sums[sums.length - 1]!;
  let low = 0;
  let high = sums.length - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sums[middle]! <= target) low = middle + 1;
    else high = middle;
  }
  return low;
}

function slotVolumes(now: number, slots: number, random: Random) {
  const start = now - slots * SLOT;
  const outage = new Uint8Array(slots);
  for (const [hoursBack, length] of OUTAGES) {
    const first = slots - hoursBack * 6;
    for (let s = Math.max(0, first); s < Math.min(slots, first + length); s += 1) outage[s] = 1;
  }
  const volumes = new Uint16Array(slots);
  for (let s = 0; s < slots; s += 1) {
    const date = new Date((start + s * SLOT) * 1000);
    // A slow growth over the period, as a growing customer base would show.
    const trend = 0.9 + (0.2 * s) / slots;
    const mean =
      BASE_PER_SLOT *
      WEEKDAY[date.getUTCDay()]! *
      (HOURLY[date.getUTCHours()]! / HOURLY_MEAN) *
      trend *
      (outage[s] ? OUTAGE_VOLUME : 1);
    volumes[s] = Math.floor(mean * (0.8 + 0.4 * random.next()) + random.next());
  }
  return { volumes, outage };
}

function emptyLog(now: number, length: number): RequestLog {
  return {
    now,
    length,
    time: new Uint32Array(length),
    user: new Uint16Array(length),
    endpoint: new Uint8Array(length),
    code: new Uint16Array(length),
    serviceA: new Uint16Array(length),
    serviceB: new Uint16Array(length),
    test: new Uint8Array(length),
    ext: new Uint32Array(length),
    inner: new Uint32Array(length),
    outer: new Uint32Array(length),
  };
}

const userEndpoints = REQUEST_ENDPOINTS.map((e, index) => ({ e, index })).filter(
  ({ e }) => !e.webhook,
);
const webhookEndpoints = REQUEST_ENDPOINTS.map((e, index) => ({ e, index })).filter(
  ({ e }) => e.webhook,
);
const PARCELS = REQUEST_ENDPOINTS.findIndex((e) => e.uri === '/parcels');

export function generateRequestLog(
  now: number,
  users: readonly User[],
  services: readonly Service[],
): RequestLog {
  const slots = (REQUEST_LOG_DAYS * DAY) / SLOT;
  const start = now - slots * SLOT;
  const { volumes, outage } = slotVolumes(now, slots, randomFor(SEED + REQUEST_LOG_STREAM));
  const random = randomFor(SEED + REQUEST_LOG_STREAM + 1);
  const callers = callersOf(users, services, random);
  const callerSums = cumulative(callers.map((c) => c.weight));
  const userEndpointSums = cumulative(userEndpoints.map(({ e }) => e.weight));
  const webhookSums = cumulative(webhookEndpoints.map(({ e }) => e.weight));
  const active = services.filter((s) => s.is_active);
  const carrierServices: Record<'direct' | 'return', number[]> = {
    direct: active.filter((s) => s.carrier_kind === 'direct').map((s) => s.id),
    return: active.filter((s) => s.carrier_kind === 'return').map((s) => s.id),
  };

  const log = emptyLog(
    now,
    volumes.reduce((sum, n) => sum + n, 0),
  );
  const offsets = new Float64Array(Math.max(...volumes));
  let row = 0;
  for (let s = 0; s < slots; s += 1) {
    const count = volumes[s]!;
    const inOutage = outage[s] === 1;
    for (let k = 0; k < count; k += 1) offsets[k] = random.next() * SLOT;
    const sorted = offsets.subarray(0, count).sort();
    for (let k = 0; k < count; k += 1, row += 1) {
      log.time[row] = start + s * SLOT + Math.floor(sorted[k]!);
      let endpointIndex: number;
      let code: number;
      if (random.chance(WEBHOOK_SHARE)) {
        const picked = webhookEndpoints[pickIndex(webhookSums, random)]!;
        endpointIndex = picked.index;
        log.serviceA[row] = random.pick(carrierServices[picked.e.services as 'direct' | 'return']);
        code = drawCode(codeTableOf(picked.e, inOutage), random);
      } else {
        const caller = callers[pickIndex(callerSums, random)]!;
        endpointIndex = userEndpoints[pickIndex(userEndpointSums, random)]!.index;
        let need = REQUEST_ENDPOINTS[endpointIndex]!.services;
        // An account without pallet services creates parcels instead.
        if (need === 'pallet' && caller.byNeed.pallet.length === 0) {
          endpointIndex = PARCELS;
          need = 'parcel';
        }
        if (random.chance(UNAUTHENTICATED_SHARE)) {
          // A missing or wrong API key: no user, no service, refused at once.
          code = 401;
        } else {
          log.user[row] = caller.user.id;
          log.test[row] = random.chance(caller.testShare) ? 1 : 0;
          const pool = caller.byNeed[need];
          if (pool.length > 0) log.serviceA[row] = random.pick(pool);
          if (need === 'parcels' && pool.length > 1 && random.chance(0.35)) {
            const second = random.pick(pool);
            if (second !== log.serviceA[row]) log.serviceB[row] = second;
          }
          code = drawCode(codeTableOf(REQUEST_ENDPOINTS[endpointIndex]!, inOutage), random);
        }
      }
      const endpoint = REQUEST_ENDPOINTS[endpointIndex]!;
      const inner =
        code === 401 ? between([2, 9], random) : 8 + Math.floor(180 * random.next() ** 2);
      const outer = outerTimeOf(endpoint, code, inOutage, random);
      log.endpoint[row] = endpointIndex;
      log.code[row] = code;
      log.inner[row] = inner;
      log.outer[row] = outer;
      log.ext[row] = inner + outer + between([1, 15], random);
    }
  }
  return log;
}
