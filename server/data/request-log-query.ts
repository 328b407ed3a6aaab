import { endpointName, firstRowFrom, REQUEST_ENDPOINTS, type RequestLog } from './request-log';

// Filtering the request log, shared by the dashboard and the statistics so both count the same
// rows the same way. Filters mirror the request-log screen's (spec a section 7, spec b).

export type RequestMode = 'all' | 'live' | 'test';

export type RequestFilter = {
  /** Unix seconds, both inclusive. */
  from: number;
  to: number;
  /** 0 matches requests without a user. */
  userIds?: ReadonlySet<number>;
  /** 0 matches requests without a service; otherwise any of the request's services. */
  serviceIds?: ReadonlySet<number>;
  /** Request types: values of REQUEST_TYPES (the endpoints' URIs). */
  requestTypes?: ReadonlySet<string>;
  codes?: ReadonlySet<number>;
  mode?: RequestMode;
};

/** Calls `visit` with the index of every row that passes, oldest first. */
export function eachRequest(
  log: RequestLog,
  filter: RequestFilter,
  visit: (index: number) => void,
): void {
  const { userIds, serviceIds, codes, mode = 'all' } = filter;
  const endpoints = filter.requestTypes
    ? REQUEST_ENDPOINTS.map((e) => filter.requestTypes?.has(e.uri) ?? false)
    : undefined;
  const end = firstRowFrom(log, filter.to + 1);
  for (let i = firstRowFrom(log, filter.from); i < end; i += 1) {
    if (endpoints && !endpoints[log.endpoint[i]!]) continue;
    if (userIds && !userIds.has(log.user[i]!)) continue;
    if (codes && !codes.has(log.code[i]!)) continue;
    if (mode !== 'all' && (log.test[i] === 1) !== (mode === 'test')) continue;
    if (serviceIds) {
      const a = log.serviceA[i]!;
      const b = log.serviceB[i]!;
      const hit = a === 0 ? serviceIds.has(0) : serviceIds.has(a) || (b !== 0 && serviceIds.has(b));
      if (!hit) continue;
    }
    visit(i);
  }
}

export const VOLUME_POINT_SECONDS = 600;

/**
 * The dashboard's requests widget: one point per 600 s over [from, from + points * 600), and
 * the requests per endpoint, most used first.
 */
export function requestVolume(log: RequestLog, from: number, points: number, userId?: number) {
  const totals = new Array<number>(points).fill(0);
  const perEndpoint = new Array<number>(REQUEST_ENDPOINTS.length).fill(0);
  const filter: RequestFilter = {
    from,
    to: from + points * VOLUME_POINT_SECONDS - 1,
    userIds: userId === undefined ? undefined : new Set([userId]),
  };
  eachRequest(log, filter, (i) => {
    const point = Math.floor((log.time[i]! - from) / VOLUME_POINT_SECONDS);
    totals[point] = (totals[point] ?? 0) + 1;
    perEndpoint[log.endpoint[i]!] = (perEndpoint[log.endpoint[i]!] ?? 0) + 1;
  });
  return {
    requests: totals.map((totalRequests, point) => ({
      period: from + point * VOLUME_POINT_SECONDS,
      totalRequests,
    })),
    uriData: REQUEST_ENDPOINTS.map((endpoint, index) => ({
      uri: endpointName(endpoint),
      requestsCount: perEndpoint[index] ?? 0,
    }))
      .filter((entry) => entry.requestsCount > 0)
      .sort((a, b) => b.requestsCount - a.requestsCount || a.uri.localeCompare(b.uri)),
  };
}
