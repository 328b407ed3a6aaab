import { MIN_ID_FILTER_LENGTH } from '@/contract/constants';
import { includesWithLayout, latinFromRussianLayout } from '@/lib/keyboard-layout';

// Which records the palette looks up for what was typed (decision 048), through the lists' own
// filters: a tracking number (parcels, pallets), an id (parcels, pallets: digits), a request id
// (24 hex digits, or the start of one), a user's login or id. The server's filters need three
// characters (MIN_ID_FILTER_LENGTH), as the lists' ID filter does. Service names are matched on
// the device, in the common lists.

/** A found record: what the palette shows and where it opens (its details modal over its list). */
export type FoundRecord = {
  kind: 'parcel' | 'pallet' | 'request' | 'user' | 'service';
  id: number;
  /** As its details modal is titled: 'Parcel 1Z…', 'Request 5f2…', 'User anna'. */
  title: string;
  /** What the user typed it by: a tracking number, an id, a request id, a login. */
  identifier: string;
  description: string;
  href: string;
};

/** The palette waits this long after the last key before it asks the server. */
export const LOOKUP_DEBOUNCE_MS = 250;
/** At most this many records of each kind are shown. */
export const RECORDS_PER_KIND = 5;
/** Service names are matched from this many characters (no server call). */
export const MIN_SERVICE_QUERY_LENGTH = 2;

export type LookupKind =
  'parcelTracking' | 'parcelId' | 'palletTracking' | 'palletId' | 'request' | 'user';

export type LookupAccess = {
  parcels: boolean;
  pallets: boolean;
  requests: boolean;
  users: boolean;
};

/** The text looked up: trimmed, and typed in the Latin layout when it was typed in Russian. */
export function lookupText(typed: string): string {
  const text = typed.trim();
  return /[а-яё]/i.test(text) ? latinFromRussianLayout(text) : text;
}

export function lookupPlan(typed: string, access: LookupAccess): LookupKind[] {
  const text = lookupText(typed);
  if (text.length < MIN_ID_FILTER_LENGTH || /\s/.test(text)) return [];
  const digits = /^\d+$/.test(text);
  const hex = /^[0-9a-f]{6,24}$/i.test(text);
  const kinds: LookupKind[] = [];
  if (access.parcels) kinds.push('parcelTracking', ...(digits ? (['parcelId'] as const) : []));
  if (access.pallets) kinds.push('palletTracking', ...(digits ? (['palletId'] as const) : []));
  if (access.requests && hex) kinds.push('request');
  if (access.users) kinds.push('user');
  return kinds;
}

/** 0 when the identifier is what was typed, 1 when it starts with it, 2 otherwise. */
export function identifierRank(identifier: string, text: string): number {
  const id = identifier.toLowerCase();
  const wanted = text.toLowerCase();
  if (id === wanted) return 0;
  return id.startsWith(wanted) ? 1 : 2;
}

/** The services whose name contains what was typed (either layout), best first. */
export function matchingServices<T extends { name: string }>(
  services: readonly T[],
  typed: string,
): T[] {
  const text = typed.trim();
  if (text.length < MIN_SERVICE_QUERY_LENGTH) return [];
  return services
    .filter((service) => includesWithLayout(service.name, text))
    .map((service, index) => ({
      service,
      index,
      rank: identifierRank(service.name, lookupText(text)),
    }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, RECORDS_PER_KIND)
    .map((entry) => entry.service);
}

/** The records found, exact identifiers first, a few of each kind, each record once. */
export function mergeFound(
  answers: ReadonlyArray<readonly FoundRecord[]>,
  text: string,
): FoundRecord[] {
  const seen = new Set<string>();
  const perKind = new Map<string, number>();
  return answers
    .flat()
    .map((record, index) => ({ record, index, rank: identifierRank(record.identifier, text) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.record)
    .filter((record) => {
      const key = `${record.kind}:${record.id}`;
      const count = perKind.get(record.kind) ?? 0;
      if (seen.has(key) || count >= RECORDS_PER_KIND) return false;
      seen.add(key);
      perKind.set(record.kind, count + 1);
      return true;
    });
}
