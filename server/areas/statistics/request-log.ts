// The one seeded log of API requests behind the dashboard's requests widget, the statistics page
// and (later) the request-log screen, so their counts always agree. It covers the 60 days before
// the data's "now" (createDb's time, down to the hour: decision 012) and is kept as columns of
// typed arrays, oldest first, built on first use: about 150,000 rows would cost a start-up
// second as objects, and most server starts never read them.

export const REQUEST_LOG_DAYS = 60;

export type ServiceNeed = 'none' | 'parcel' | 'parcels' | 'pallet' | 'any' | 'direct' | 'return';

export type Endpoint = {
  method: 'GET' | 'POST';
  /** One of the known API URIs of spec a section 9; also the request type (REQUEST_TYPES). */
  uri: string;
  /** Relative share of the API users' traffic (webhooks: of the carriers' pushes). */
  weight: number;
  services: ServiceNeed;
  /** Time spent waiting for the carrier (ms); [0, 0] when the call never reaches one. */
  outer: readonly [number, number];
  /** Called by carriers, not by API users: no user. */
  webhook?: boolean;
};

export const REQUEST_ENDPOINTS: readonly Endpoint[] = [
  { method: 'POST', uri: '/parcels', weight: 30, services: 'parcel', outer: [250, 2200] },
  { method: 'POST', uri: '/parcels/bulk', weight: 3, services: 'parcels', outer: [1500, 9000] },
  { method: 'POST', uri: '/pallets', weight: 2, services: 'pallet', outer: [400, 3000] },
  { method: 'GET', uri: '/tracking', weight: 26, services: 'parcel', outer: [120, 900] },
  { method: 'GET', uri: '/tracking/by_date_range', weight: 4, services: 'none', outer: [0, 0] },
  { method: 'GET', uri: '/services', weight: 5, services: 'none', outer: [0, 0] },
  { method: 'GET', uri: '/services/credentials', weight: 2, services: 'any', outer: [0, 0] },
  {
    method: 'GET',
    uri: '/services/courier_dates',
    weight: 4,
    services: 'parcel',
    outer: [150, 700],
  },
  { method: 'GET', uri: '/pudo', weight: 6, services: 'parcel', outer: [100, 600] },
  { method: 'GET', uri: '/health_check', weight: 2, services: 'any', outer: [300, 1500] },
  { method: 'GET', uri: '/health_check/detail', weight: 1, services: 'any', outer: [50, 200] },
  {
    method: 'POST',
    uri: '/direct_webhook_tracking',
    weight: 4,
    services: 'direct',
    outer: [0, 0],
    webhook: true,
  },
  {
    method: 'POST',
    uri: '/return_webhook_tracking',
    weight: 1,
    services: 'return',
    outer: [0, 0],
    webhook: true,
  },
];

/** 'POST /parcels': how the dashboard names an endpoint. */
export const endpointName = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.uri}`;

/**
 * The log uses exactly the statistics tiles' success (STATS_SUCCESS_HTTP_CODES: 200, 207) and
 * failed (STATS_FAILED_HTTP_CODES) codes of spec a section 7, so the tiles' request-log links
 * add up to the total; a success is therefore any code below 400.
 */
export const isSuccessCode = (code: number) => code < 400;

/** Column store, oldest first; row i has id i + 1. 0 stands for "none" in user and services. */
export type RequestLog = {
  /** The data's "now" (unix s): every row is earlier. */
  now: number;
  length: number;
  time: Uint32Array;
  user: Uint16Array;
  /** Index into REQUEST_ENDPOINTS. */
  endpoint: Uint8Array;
  code: Uint16Array;
  /** Up to two services per request (bulk calls may name two). */
  serviceA: Uint16Array;
  serviceB: Uint16Array;
  /** 1 when the call used the user's test key (the statistics' mode filter). */
  test: Uint8Array;
  ext: Uint32Array;
  inner: Uint32Array;
  outer: Uint32Array;
};

/** One request as the request-log screen will list it. */
export type RequestLogEntry = {
  id: number;
  request_id: string;
  /** Unix seconds. */
  timestamp: number;
  user_id: number | null;
  service_ids: number[];
  method: Endpoint['method'];
  uri: string;
  request_type: string;
  http_code: number;
  is_test: boolean;
  /** Milliseconds: the whole call, our own work, and the wait for the carrier. */
  ext_time: number;
  inner_time: number;
  outer_time: number;
};

export const endpointOf = (log: RequestLog, index: number) =>
  REQUEST_ENDPOINTS[log.endpoint[index]!]!;

export const serviceIdsOf = (log: RequestLog, index: number): number[] => {
  const a = log.serviceA[index]!;
  const b = log.serviceB[index]!;
  return a === 0 ? [] : b === 0 ? [a] : [Math.min(a, b), Math.max(a, b)];
};

const HEX_BYTES = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/**
 * A 24-hex request id derived from the row id, so it needs no storage and never changes. Hex by
 * byte table: the request log's search index makes one per row (decision 021).
 */
export function requestIdOf(id: number): string {
  let out = '';
  let h = (id * 0x9e3779b1) >>> 0;
  for (let part = 0; part < 3; part += 1) {
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35 + part) >>> 0;
    h = (h ^ (h >>> 16)) >>> 0;
    out +=
      HEX_BYTES[h >>> 24]! +
      HEX_BYTES[(h >>> 16) & 255]! +
      HEX_BYTES[(h >>> 8) & 255]! +
      HEX_BYTES[h & 255]!;
  }
  return out;
}

export function requestLogEntry(log: RequestLog, index: number): RequestLogEntry {
  const endpoint = endpointOf(log, index);
  const user = log.user[index]!;
  return {
    id: index + 1,
    request_id: requestIdOf(index + 1),
    timestamp: log.time[index]!,
    user_id: user === 0 ? null : user,
    service_ids: serviceIdsOf(log, index),
    method: endpoint.method,
    uri: endpoint.uri,
    request_type: endpoint.uri,
    http_code: log.code[index]!,
    is_test: log.test[index] === 1,
    ext_time: log.ext[index]!,
    inner_time: log.inner[index]!,
    outer_time: log.outer[index]!,
  };
}

/** The first row at or after `unix` (log.length when none): rows are in time order. */
export function firstRowFrom(log: RequestLog, unix: number): number {
  let low = 0;
  let high = log.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (log.time[middle]! < unix) low = middle + 1;
    else high = middle;
  }
  return low;
}
