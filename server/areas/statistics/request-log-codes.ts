import type { Random } from '../../shared/seed-random';
import type { Endpoint } from './request-log';

// Which HTTP code a generated request gets and how long it took: mostly success, each failure
// where it happens in practice (404 on tracking look-ups, 207 on bulk calls, 500s and timeouts
// during carrier outages). Only the statistics tiles' codes (STATS_SUCCESS_HTTP_CODES and
// STATS_FAILED_HTTP_CODES) occur.

/** Cumulative code tables: [upper bound of the draw, code]; the last entry catches the rest. */
type CodeTable = ReadonlyArray<readonly [number, number]>;
const NORMAL: CodeTable = [
  [0.035, 400],
  [0.039, 403],
  [0.051, 404],
  [0.054, 406],
  [0.06, 429],
  [0.063, 500],
  [1, 200],
];
const TRACKING: CodeTable = [
  [0.02, 400],
  [0.07, 404],
  [0.075, 429],
  [0.078, 500],
  [1, 200],
];
const BULK: CodeTable = [
  [0.04, 400],
  [0.05, 429],
  [0.055, 500],
  [0.5, 207],
  [1, 200],
];
const WEBHOOK: CodeTable = [
  [0.03, 400],
  [0.04, 500],
  [1, 200],
];
const OUTAGE: CodeTable = [
  [0.5, 500],
  [0.56, 429],
  [0.6, 400],
  [1, 200],
];

export function drawCode(table: CodeTable, random: Random): number {
  const draw = random.next();
  for (const [bound, code] of table) if (draw < bound) return code;
  return 200;
}

export const between = ([min, max]: readonly [number, number], random: Random) =>
  min + Math.floor(random.next() * (max - min + 1));

export function codeTableOf(endpoint: Endpoint, inOutage: boolean): CodeTable {
  if (inOutage && endpoint.outer[1] > 0) return OUTAGE;
  if (endpoint.webhook) return WEBHOOK;
  if (endpoint.uri === '/parcels/bulk') return BULK;
  if (endpoint.uri.startsWith('/tracking')) return TRACKING;
  return NORMAL;
}

/** How long the carrier kept us waiting: nothing when the call was refused before reaching it. */
export function outerTimeOf(endpoint: Endpoint, code: number, inOutage: boolean, random: Random) {
  if (endpoint.outer[1] === 0 || code === 401 || code === 403 || code === 406 || code === 429) {
    return 0;
  }
  if (code === 500)
    return inOutage ? between([8000, 30_000], random) : between([2000, 12_000], random);
  const base = between(endpoint.outer, random);
  return code === 200 || code === 207 ? base : Math.round(base * 0.5);
}
