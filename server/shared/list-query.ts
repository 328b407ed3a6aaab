import qs from 'qs';
import {
  DEFAULT_PAGE_SIZE,
  FILTER_MODES,
  FIRST_PAGE,
  MIN_ID_FILTER_LENGTH,
  PAGE_SIZES,
} from '../../src/contract/constants';
import { parseApiDateTime } from '../../src/contract/dates';

// The list query of every area (spec a sections 2 and 5): paging, text, bracket lists, dates and
// the filters most lists share, read from the bracket-format query string. Anything malformed is
// ignored rather than refused, as the console's own search schemas do. The numbers are the
// console's own (src/contract/constants.ts), so both ends page and filter alike.

export type Query = Record<string, unknown>;

export function parseQueryOf(url: string): Query {
  const search = new URL(url).search;
  return qs.parse(search, { ignoreQueryPrefix: true, arrayLimit: 1000, depth: 5 }) as Query;
}

export const text = (query: Query, key: string): string | undefined => {
  const value = query[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

/** `key[]=a&key[]=b` (or a single `key=a`), as strings. */
export const list = (query: Query, key: string): string[] => {
  const value = query[key];
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values.filter((v): v is string => typeof v === 'string' && v !== '');
};

export const numberSet = (query: Query, key: string): Set<number> | undefined => {
  const values = list(query, key)
    .map(Number)
    .filter((n) => Number.isFinite(n));
  return values.length > 0 ? new Set(values) : undefined;
};

/**
 * DATE_FILTER_FORMAT, 'DD-MM-YYYY HH:mm:ss' (time optional), in UTC, as unix seconds; undefined
 * for no real date or one outside the contract's range (src/contract/dates.ts): a list ignores it.
 */
export const parseFilterDate = (value: string | undefined): number | undefined =>
  parseApiDateTime(value);

export type FilterMode = (typeof FILTER_MODES)[number];

/** The live/test mode filter; anything else is 'all'. */
export function modeOf(query: Query): FilterMode {
  const mode = text(query, 'mode');
  return FILTER_MODES.find((known) => known === mode) ?? 'all';
}

export type Paging = { page: number; quantity: number };

export function pagingOf(query: Query): Paging {
  const page = Number(text(query, 'page') ?? FIRST_PAGE);
  const quantity = Number(text(query, 'quantity') ?? DEFAULT_PAGE_SIZE);
  return {
    page: Number.isInteger(page) && page >= FIRST_PAGE ? page : FIRST_PAGE,
    quantity: (PAGE_SIZES as readonly number[]).includes(quantity) ? quantity : DEFAULT_PAGE_SIZE,
  };
}

/**
 * One page of the rows that pass, whether any pass after it, and how many pass in all (the
 * optional `total` of a list answer, which the console's filter panel shows).
 */
export function pageOf<T>(rows: T[], keep: (row: T) => boolean, { page, quantity }: Paging) {
  const skip = (page - 1) * quantity;
  const items: T[] = [];
  let total = 0;
  for (const row of rows) {
    if (!keep(row)) continue;
    total += 1;
    if (total > skip && items.length < quantity) items.push(row);
  }
  return { items, hasMoreItems: total > skip + items.length, total };
}

export const includesText = (value: string | null, needle: string | undefined) =>
  needle === undefined || (value ?? '').toLowerCase().includes(needle.toLowerCase());

export type CommonFilter = {
  mode: FilterMode;
  from?: number;
  to?: number;
  id?: string;
  serviceIds?: Set<number>;
  userIds?: Set<number>;
  status?: number;
};

export function commonFilterOf(query: Query): CommonFilter {
  const id = text(query, 'id');
  const status = Number(text(query, 'status'));
  return {
    mode: modeOf(query),
    from: parseFilterDate(text(query, 'date_from')),
    to: parseFilterDate(text(query, 'date_to')),
    id: id && id.length >= MIN_ID_FILTER_LENGTH ? id : undefined,
    serviceIds: numberSet(query, 'service_ids'),
    userIds: numberSet(query, 'user_ids'),
    status: text(query, 'status') !== undefined && Number.isFinite(status) ? status : undefined,
  };
}

export function passesCommon(
  filter: CommonFilter,
  row: {
    id: number;
    isTest: boolean;
    created: number;
    serviceId: number;
    userId: number | null;
    status: number | null;
  },
): boolean {
  if (filter.mode === 'live' && row.isTest) return false;
  if (filter.mode === 'test' && !row.isTest) return false;
  if (filter.from !== undefined && row.created < filter.from) return false;
  if (filter.to !== undefined && row.created > filter.to) return false;
  if (filter.id !== undefined && !String(row.id).includes(filter.id)) return false;
  if (filter.serviceIds && !filter.serviceIds.has(row.serviceId)) return false;
  if (filter.userIds && (row.userId === null || !filter.userIds.has(row.userId))) return false;
  if (filter.status !== undefined && row.status !== filter.status) return false;
  return true;
}
