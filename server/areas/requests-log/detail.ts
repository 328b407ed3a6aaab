import type {
  RequestLogDetail,
  RequestLogRow,
} from '../../../src/contract/requests-log/requests-log-schemas';
import type { Carrier, Service } from '../../data/carriers';
import type { Db } from '../../data/db';
import type { User } from '../auth/seed';
import { healthCheckIdsOf } from '../health-check/queries';
import type { HealthCheckTable } from '../health-check/seed';
import { endpointOf, type RequestLog, requestIdOf, serviceIdsOf } from '../statistics/request-log';
import { queryOf, requestBody, responseBody, type RowFacts } from './bodies';
import { ipColumnOf, ipPool, memoryOf, mix, prefixesOf, rowRandom, subjectsOf } from './seed';

// One request of the log as the screen lists it, and with its headers and bodies as the details
// modal shows it (spec b section 3's request log entry; decision 021).

export const API_HOST = 'api.shipping.example';

const USER_AGENTS = [
  'GuzzleHttp/7.8.1 curl/8.5.0 PHP/8.3.4',
  'python-requests/2.31.0',
  'okhttp/4.12.0',
  'Java/17.0.10',
  'axios/1.6.8',
  'Go-http-client/2.0',
  '.NET/8.0 (HttpClient)',
  'PostmanRuntime/7.37.0',
];

export type LogContext = {
  log: RequestLog;
  ips: Uint8Array;
  checks: HealthCheckTable;
  users: ReadonlyMap<number, User>;
  services: ReadonlyMap<number, Service>;
  carriers: ReadonlyMap<number, Carrier>;
  prefixes: ReadonlyMap<number, string>;
};

export function logContextOf(db: Db): LogContext {
  const log = db.requestLog.rows();
  return {
    log,
    ips: ipColumnOf(log, db.services),
    checks: db.healthChecks.table(),
    users: new Map(db.users.map((u) => [u.id, u])),
    services: new Map(db.services.map((s) => [s.id, s])),
    carriers: new Map(db.carriers.map((c) => [c.id, c])),
    prefixes: prefixesOf(db.services, db.carriers),
  };
}

const carrierOfService = (context: LogContext) => (serviceId: number) =>
  context.carriers.get(context.services.get(serviceId)?.carrier_id ?? 0);

export function rowOf(context: LogContext, index: number): RequestLogRow {
  const { log } = context;
  const endpoint = endpointOf(log, index);
  const { ips, countries } = ipPool();
  const user = log.user[index]!;
  return {
    id: index + 1,
    requestId: requestIdOf(index + 1),
    httpResponseCode: log.code[index]!,
    requestTime: log.time[index]!,
    execTime: log.ext[index]!,
    innerTime: log.inner[index]!,
    outerTime: log.outer[index]!,
    ip: ips[context.ips[index]!]!,
    country: countries[context.ips[index]!]!,
    requestMethod: endpoint.method,
    uri: endpoint.uri,
    userId: user === 0 ? null : user,
    services: serviceIdsOf(log, index),
    healthCheckIds: healthCheckIdsOf(context.checks, index),
    memoryUsage: memoryOf(log, index),
  };
}

/** XML callers: a quarter of the API users; carriers' return webhooks and a third of the others. */
function speaksXml(user: number, webhook: string | undefined, carrier: Carrier | undefined) {
  if (user !== 0) return mix(user, 4) % 4 === 0;
  if (webhook === '/return_webhook_tracking') return true;
  return webhook !== undefined && mix(carrier?.id ?? 0, 5) % 3 === 0;
}

const lines = (pairs: Array<[string, string | number | undefined]>) =>
  pairs
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');

export function detailOf(context: LogContext, index: number): RequestLogDetail {
  const row = rowOf(context, index);
  const { log } = context;
  const endpoint = endpointOf(log, index);
  const carrier = carrierOfService(context)(log.serviceA[index]!);
  const user = context.users.get(log.user[index]!);
  const webhook = endpoint.webhook ? endpoint.uri : undefined;
  const { tracking, reference } = subjectsOf(log, index, context.prefixes);
  const facts: RowFacts = {
    id: row.id,
    uri: endpoint.uri,
    method: endpoint.method,
    code: row.httpResponseCode,
    time: row.requestTime,
    xml: speaksXml(log.user[index]!, webhook, carrier),
    isTest: log.test[index] === 1,
    serviceIds: row.services,
    serviceNames: new Map([...context.services].map(([id, s]) => [id, s.name])),
    userServiceIds: user?.serviceIds ?? [],
    tracking,
    reference,
    healthChecks: row.healthCheckIds,
    carrierName: carrier?.name ?? '',
  };
  const random = rowRandom(row.id);
  const body = requestBody(facts, random);
  const query = queryOf(facts, random);
  const answer = responseBody(facts, random);
  const type = facts.xml ? 'application/xml' : 'application/json';
  const key = facts.isTest ? 'test' : 'live';
  const requestHeader = lines([
    ['Host', API_HOST],
    [
      'User-Agent',
      webhook
        ? `${facts.carrierName} Webhooks/2.0`
        : USER_AGENTS[(user?.id ?? row.id) % USER_AGENTS.length],
    ],
    ['Accept', row.httpResponseCode === 406 ? 'text/csv' : webhook ? undefined : type],
    ['Accept-Encoding', 'gzip, deflate'],
    ['Content-Type', body ? `${type}; charset=utf-8` : undefined],
    ['Content-Length', body ? Buffer.byteLength(body) : undefined],
    // Keys are logged masked: only their last four characters identify them.
    [
      'X-Api-Key',
      webhook
        ? undefined
        : user
          ? `${key}_********${requestIdOf(user.id).slice(-4)}`
          : `${key}_********`,
    ],
    [
      'X-Signature',
      webhook ? `sha256=${requestIdOf(row.id + 1)}${requestIdOf(row.id + 2)}` : undefined,
    ],
    ['X-Forwarded-For', row.ip ?? undefined],
  ]);
  const responseHeader = lines([
    ['Content-Type', answer ? `${type}; charset=utf-8` : undefined],
    ['Content-Length', Buffer.byteLength(answer)],
    ['Date', new Date((row.requestTime + Math.ceil(row.execTime / 1000)) * 1000).toUTCString()],
    ['X-Request-Id', row.requestId],
    ['X-RateLimit-Limit', user ? 600 : undefined],
    [
      'X-RateLimit-Remaining',
      user ? (row.httpResponseCode === 429 ? 0 : random.int(1, 599)) : undefined,
    ],
    ['Retry-After', row.httpResponseCode === 429 ? 30 : undefined],
    ['WWW-Authenticate', row.httpResponseCode === 401 ? 'ApiKey realm="shipping-api"' : undefined],
  ]);
  return {
    ...row,
    request: {
      method: endpoint.method,
      url: `https://${API_HOST}${endpoint.uri}${query}`,
      header: requestHeader,
      body,
    },
    response: { code: row.httpResponseCode, header: responseHeader, body: answer },
  };
}
