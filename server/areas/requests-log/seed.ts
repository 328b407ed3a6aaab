import type { Carrier, Service } from '../../data/carriers';
import { carrierPrefix } from '../../data/carriers';
import { fakerFor, type Random, randomFor, SEED } from '../../shared/seed-random';
import { endpointOf, type RequestLog } from '../statistics/request-log';

// What the request-log screen shows beyond the statistics' columns (decision 021): the caller's
// IP and its country, memory, and the tracking numbers and references the bodies carry. All of
// it is derived from the row (its id, user, endpoint and services), so the shared log stays as
// it is; the one stored column (which IP of a small pool called) is built in one pass, on first
// use, per log.

/** Faker stream 42: the IP pool; stream 43: each row's own tiny generator (see data/db.ts). */
const IP_POOL_STREAM = 42;
const ROW_STREAM = 43;
const IP_POOL_SIZE = 256;

/** Callers' countries, weighted towards the European customer base. */
const IP_COUNTRIES = ['DE', 'DE', 'DE', 'GB', 'GB', 'NL', 'NL', 'PL', 'FR', 'ES', 'IT', 'US', 'SE'];
const IP_COUNTRIES_TAIL = ['BE', 'AT', 'CZ', 'IE', 'DK', 'CH', 'US', 'CA'];

export type IpPool = { ips: readonly string[]; countries: readonly string[] };

let pool: IpPool | undefined;

export function ipPool(): IpPool {
  if (!pool) {
    const faker = fakerFor(IP_POOL_STREAM);
    const ips: string[] = [];
    const countries: string[] = [];
    for (let k = 0; k < IP_POOL_SIZE; k += 1) {
      ips.push(faker.internet.ipv4());
      countries.push(faker.helpers.arrayElement(k % 5 === 4 ? IP_COUNTRIES_TAIL : IP_COUNTRIES));
    }
    pool = { ips, countries };
  }
  return pool;
}

/** A well-mixed 32-bit hash of a row id (and a salt), for choices that need no stream. */
export function mix(id: number, salt = 0): number {
  let h = Math.imul(id ^ 0x5bd1e995, 0x9e3779b1) ^ Math.imul(salt + 1, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
  h = Math.imul(h ^ (h >>> 12), 0x297a2d39);
  return (h ^ (h >>> 15)) >>> 0;
}

/** The generator of one row's details: the same numbers at every call, whatever else ran. */
export const rowRandom = (id: number): Random => randomFor(mix(id, SEED + ROW_STREAM));

/**
 * Which pool IP made each call: an API user calls from one to three servers of its own; a
 * carrier's webhooks come from two of the carrier's; a refused key from anywhere.
 */
function buildIpColumn(log: RequestLog, services: readonly Service[]): Uint8Array {
  const carrierOf = new Map(services.map((s) => [s.id, s.carrier_id]));
  const column = new Uint8Array(log.length);
  for (let i = 0; i < log.length; i += 1) {
    const user = log.user[i]!;
    const h = mix(i + 1, 1);
    if (user !== 0) {
      column[i] = (user * 37 + (h % (1 + (user % 3)))) % IP_POOL_SIZE;
    } else if (log.serviceA[i] !== 0) {
      const carrier = carrierOf.get(log.serviceA[i]!) ?? 0;
      column[i] = (200 + carrier * 2 + (h % 2)) % IP_POOL_SIZE;
    } else {
      column[i] = h % IP_POOL_SIZE;
    }
  }
  return column;
}

const ipColumns = new WeakMap<RequestLog, Uint8Array>();

export function ipColumnOf(log: RequestLog, services: readonly Service[]): Uint8Array {
  let column = ipColumns.get(log);
  if (!column) {
    column = buildIpColumn(log, services);
    ipColumns.set(log, column);
  }
  return column;
}

/** Peak memory in bytes: a few MB, more for bulk calls and label files. */
export function memoryOf(log: RequestLog, index: number): number {
  const uri = endpointOf(log, index).uri;
  const base =
    uri === '/parcels/bulk'
      ? 38
      : uri === '/parcels' || uri === '/pallets'
        ? 9
        : uri === '/services'
          ? 5
          : 3;
  const h = mix(index + 1, 2);
  return Math.round(base * (0.7 + (h % 1000) / 1000) * 1024 * 1024) + (h % 4096);
}

/** Each service's tracking-number prefix (its carrier's first two letters). */
export function prefixesOf(
  services: readonly Service[],
  carriers: readonly Carrier[],
): ReadonlyMap<number, string> {
  const byId = new Map(carriers.map((c) => [c.id, c]));
  return new Map(services.map((s) => [s.id, carrierPrefix(byId.get(s.carrier_id))]));
}

/**
 * The tracking number and the caller's reference a row's bodies carry ('' where none): what the
 * global search finds besides the request id and the IP.
 */
export function subjectsOf(
  log: RequestLog,
  index: number,
  prefixes: ReadonlyMap<number, string>,
): { tracking: string; reference: string } {
  const id = index + 1;
  const uri = endpointOf(log, index).uri;
  const h = mix(id, 3);
  const prefix = prefixes.get(log.serviceA[index]!) ?? carrierPrefix(undefined);
  const tracking = `${prefix}${String(h % 100_000).padStart(5, '0')}${String(id).padStart(7, '0')}`;
  const code = log.code[index]!;
  switch (uri) {
    case '/parcels':
      return { tracking: code < 400 ? tracking : '', reference: `ORD-${100_000 + (h % 900_000)}` };
    case '/pallets':
      return { tracking: code < 400 ? tracking : '', reference: `PAL-${10_000 + (h % 90_000)}` };
    case '/parcels/bulk':
      return { tracking: '', reference: `BATCH-${10_000 + (h % 90_000)}` };
    case '/tracking':
    case '/direct_webhook_tracking':
    case '/return_webhook_tracking':
      return { tracking, reference: '' };
    default:
      return { tracking: '', reference: '' };
  }
}
