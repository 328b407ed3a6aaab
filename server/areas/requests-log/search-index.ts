import type { Carrier, Service } from '../../data/carriers';
import { type RequestLog, requestIdOf } from '../statistics/request-log';
import { ipColumnOf, ipPool, prefixesOf, subjectsOf } from './seed';

// The global search of the request log (decision 021): the request id, the IP and the tracking
// number and reference in the bodies, of every row, as one lower-case text ('\n' before each
// row, fields apart by a space) with each row's offset. A search is then the engine's own
// `indexOf` over a few MB instead of 147,000 string builds per call. Built on first use, per log.

export type SearchIndex = {
  text: string;
  /** Offset of row i's '\n'; ascending. */
  starts: Int32Array;
};

const indexes = new WeakMap<RequestLog, SearchIndex>();

function buildIndex(log: RequestLog, services: readonly Service[], carriers: readonly Carrier[]) {
  const prefixes = prefixesOf(services, carriers);
  const ips = ipColumnOf(log, services);
  const { ips: pool } = ipPool();
  const starts = new Int32Array(log.length);
  const parts: string[] = [];
  let offset = 0;
  for (let i = 0; i < log.length; i += 1) {
    const { tracking, reference } = subjectsOf(log, i, prefixes);
    const line = `\n${requestIdOf(i + 1)} ${pool[ips[i]!]} ${tracking} ${reference}`;
    starts[i] = offset;
    offset += line.length;
    parts.push(line);
  }
  // Once over the whole text, not per line; every field is ASCII, so no offset moves.
  return { text: parts.join('').toLowerCase(), starts };
}

export function searchIndexOf(
  log: RequestLog,
  services: readonly Service[],
  carriers: readonly Carrier[],
): SearchIndex {
  let index = indexes.get(log);
  if (!index) {
    index = buildIndex(log, services, carriers);
    indexes.set(log, index);
  }
  return index;
}

/** The row holding text offset `at`: the last row starting at or before it. */
function rowAt(starts: Int32Array, at: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if (starts[middle]! <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The rows whose fields contain `needle` (case-insensitive), ascending. */
export function searchRows(index: SearchIndex, needle: string): number[] {
  const wanted = needle.toLowerCase().replace(/\s+/g, ' ');
  // A space or line break would match across fields.
  if (wanted.includes(' ') || wanted === '') return [];
  const rows: number[] = [];
  let from = 0;
  for (;;) {
    const at = index.text.indexOf(wanted, from);
    if (at < 0) return rows;
    const row = rowAt(index.starts, at);
    rows.push(row);
    from = row + 1 < index.starts.length ? index.starts[row + 1]! : index.text.length;
  }
}

/** The inverse of an odd number modulo 2^32 (Newton's iteration). */
function inverseOf(odd: number): number {
  let inverse = odd;
  for (let step = 0; step < 5; step += 1) inverse = Math.imul(inverse, 2 - Math.imul(odd, inverse));
  return inverse >>> 0;
}
const UNMIX = [0x9e3779b1, 0x85ebca6b, 0xc2b2ae35].map(inverseOf) as [number, number, number];

/**
 * The row id a request id was made from, read back from its first 8 hex digits: each step of
 * requestIdOf's first word can be undone. Checked against requestIdOf, so a change there costs
 * only speed (DECODABLE turns false and the index answers), never a wrong row.
 */
function idOfRequestId(requestId: string): number | undefined {
  let x = Number.parseInt(requestId.slice(0, 8), 16) >>> 0;
  x = (x ^ (x >>> 16)) >>> 0;
  x = Math.imul(x, UNMIX[2]) >>> 0;
  x = (x ^ (x >>> 13) ^ (x >>> 26)) >>> 0;
  x = Math.imul(x, UNMIX[1]) >>> 0;
  x = (x ^ (x >>> 16)) >>> 0;
  const id = Math.imul(x, UNMIX[0]) >>> 0;
  return requestIdOf(id) === requestId ? id : undefined;
}

const isRequestId = (text: string) => /^[0-9a-f]{24}$/.test(text);
/** Whether the read-back still matches requestIdOf; if not, ids are looked up in the index. */
const DECODABLE = idOfRequestId(requestIdOf(123_457)) === 123_457;

/** The row of a whole 24-hex request id, or undefined: read back from the id, no index needed. */
export function rowOfRequestId(
  log: RequestLog,
  requestId: string,
  index: () => SearchIndex,
): number | undefined {
  const id = requestId.trim().toLowerCase();
  if (!isRequestId(id)) return undefined;
  if (DECODABLE) {
    const decoded = idOfRequestId(id);
    return decoded !== undefined && decoded >= 1 && decoded <= log.length ? decoded - 1 : undefined;
  }
  const at = index().text.indexOf(`\n${id} `);
  return at < 0 ? undefined : rowAt(index().starts, at);
}

/**
 * The rows a global search finds, ascending: a whole request id is its row alone (no other
 * field is that long), anything else is looked up in the index.
 */
export function searchedRows(log: RequestLog, needle: string, index: () => SearchIndex): number[] {
  const wanted = needle.trim().toLowerCase();
  if (isRequestId(wanted)) {
    const row = rowOfRequestId(log, wanted, index);
    return row === undefined ? [] : [row];
  }
  return searchRows(index(), wanted);
}
