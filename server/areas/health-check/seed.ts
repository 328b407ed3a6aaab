import type { Carrier, Service } from '../../data/carriers';
import { randomFor, SEED } from '../../shared/seed-random';
import type { HealthSeries, HealthSource } from '../dashboard/health-seed';
import { REQUEST_ENDPOINTS, type RequestLog, requestIdOf } from '../statistics/request-log';
import type { RequestLogSource } from '../statistics/request-log-source';

// The health checks behind the health-check screens (decision 021), one table of two kinds:
// - the monitor's checks: the dashboard's series (one a minute per carrier check over the last
//   day, db.health), so the cards and the dashboard's widget read the same checks; no user, and a
//   request id of the monitor's own run (not an API call, so not in the request log);
// - the checks an API user's `GET /health_check` call runs: every monitored check of the
//   carrier of the call's service (so a DHL Express call runs 'label' and 'tracking': several
//   checks per request), with the caller as user and the call's request id. A call refused
//   before it reached a carrier (4xx) runs none; one answered 500 failed them all; otherwise
//   each check has the state the monitor saw at that minute.
// Ids are given in time order over both kinds. Built on first use, like the log itself.

/** Tiny-generator stream 51 (see data/db.ts). */
const HEALTH_CHECK_STREAM = 51;
/** Request ids of the monitor's runs are derived from ids above the log's. */
export const MONITOR_REQUEST_BASE = 0x40000000;
/** How long a monitor result stands for its pair, in seconds. */
const MONITOR_STATE_SECONDS = 120;
/** Where the monitor did not look: the share of a healthy carrier's checks that fail. */
const UNSEEN_FAILURE = 0.03;

export type HealthPair = { label: string; additional_label: string };

/** Columns, oldest first; check i has id i + 1. */
export type HealthCheckTable = {
  now: number;
  pairs: readonly HealthPair[];
  length: number;
  time: Uint32Array;
  ok: Uint8Array;
  /** Milliseconds. */
  exec: Uint32Array;
  pair: Uint8Array;
  /** 0: no user (the monitor). */
  user: Uint16Array;
  /** The request-log row (index + 1) that ran the check; 0 for the monitor's. */
  request: Uint32Array;
  requestIds: readonly string[];
  /** Request-log row index -> its checks' indices, in id order. */
  byRequest: ReadonlyMap<number, readonly number[]>;
};

/** 'DHL Express tracking': how a check is named in lists and links (and by the parcels area). */
export const checkName = (pair: HealthPair) =>
  pair.additional_label ? `${pair.label} ${pair.additional_label}` : pair.label;

type Check = {
  time: number;
  ok: number;
  exec: number;
  pair: number;
  user: number;
  request: number;
};

function stateAt(series: HealthSeries, time: number): number | null {
  let low = 0;
  let high = series.time.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (series.time[middle]! <= time) low = middle + 1;
    else high = middle;
  }
  const last = low - 1;
  if (last < 0 || time - series.time[last]! > MONITOR_STATE_SECONDS) return null;
  return series.ok[last]!;
}

function apiChecks(
  log: RequestLog,
  series: readonly HealthSeries[],
  services: readonly Service[],
  carriers: readonly Carrier[],
): Check[] {
  const random = randomFor(SEED + HEALTH_CHECK_STREAM);
  const endpoint = REQUEST_ENDPOINTS.findIndex((e) => e.uri === '/health_check');
  const carrierName = new Map(carriers.map((c) => [c.id, c.name]));
  const pairsOf = new Map<number, number[]>();
  for (const service of services) {
    const name = carrierName.get(service.carrier_id);
    const pairs = series.flatMap((s, index) => (s.label === name ? [index] : []));
    if (pairs.length > 0) pairsOf.set(service.id, pairs);
  }
  const checks: Check[] = [];
  for (let i = 0; i < log.length; i += 1) {
    if (log.endpoint[i] !== endpoint) continue;
    const code = log.code[i]!;
    const pairs = pairsOf.get(log.serviceA[i]!);
    if (!pairs || (code >= 400 && code !== 500)) continue;
    const share = Math.max(50, Math.floor(log.outer[i]! / pairs.length));
    for (const pair of pairs) {
      const seen = stateAt(series[pair]!, log.time[i]!);
      const ok = code === 500 ? 0 : (seen ?? (random.chance(UNSEEN_FAILURE) ? 0 : 1));
      const exec = Math.round(share * (0.85 + 0.3 * random.next()));
      checks.push({ time: log.time[i]!, ok, exec, pair, user: log.user[i]!, request: i + 1 });
    }
  }
  return checks;
}

export function generateHealthChecks(
  log: RequestLog,
  series: readonly HealthSeries[],
  now: number,
  services: readonly Service[],
  carriers: readonly Carrier[],
): HealthCheckTable {
  const checks: Check[] = apiChecks(log, series, services, carriers);
  series.forEach((s, pair) => {
    for (let k = 0; k < s.time.length; k += 1) {
      checks.push({
        time: s.time[k]!,
        ok: s.ok[k]!,
        exec: s.execMs[k]!,
        pair,
        user: 0,
        request: 0,
      });
    }
  });
  // Time, then the monitor before API calls, then request and pair: a total order.
  checks.sort(
    (a, b) =>
      a.time - b.time ||
      Math.sign(a.request) - Math.sign(b.request) ||
      a.request - b.request ||
      a.pair - b.pair,
  );
  const length = checks.length;
  const table = {
    now,
    pairs: series.map((s) => ({ label: s.label, additional_label: s.additional_label })),
    length,
    time: new Uint32Array(length),
    ok: new Uint8Array(length),
    exec: new Uint32Array(length),
    pair: new Uint8Array(length),
    user: new Uint16Array(length),
    request: new Uint32Array(length),
    requestIds: [] as string[],
    byRequest: new Map<number, number[]>(),
  };
  checks.forEach((check, i) => {
    table.time[i] = check.time;
    table.ok[i] = check.ok;
    table.exec[i] = check.exec;
    table.pair[i] = check.pair;
    table.user[i] = check.user;
    table.request[i] = check.request;
    table.requestIds.push(
      requestIdOf(check.request === 0 ? MONITOR_REQUEST_BASE + i + 1 : check.request),
    );
    if (check.request !== 0) {
      const row = check.request - 1;
      const list = table.byRequest.get(row);
      if (list) list.push(i);
      else table.byRequest.set(row, [i]);
    }
  });
  return table;
}

/** The lazily built checks of a Db; private state, like RequestLogSource. */
export class HealthCheckSource {
  readonly #requestLog: RequestLogSource;
  readonly #health: HealthSource;
  readonly #services: readonly Service[];
  readonly #carriers: readonly Carrier[];
  #table: HealthCheckTable | undefined;

  constructor(
    requestLog: RequestLogSource,
    health: HealthSource,
    services: readonly Service[],
    carriers: readonly Carrier[],
  ) {
    this.#requestLog = requestLog;
    this.#health = health;
    this.#services = services;
    this.#carriers = carriers;
  }

  table(): HealthCheckTable {
    this.#table ??= generateHealthChecks(
      this.#requestLog.rows(),
      this.#health.series(),
      this.#health.now,
      this.#services,
      this.#carriers,
    );
    return this.#table;
  }
}
