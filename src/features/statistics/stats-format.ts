import { EMPTY_VALUE } from '@/lib/format';
import type { CommonLists } from '@/contract/session/session-schemas';

// Spec a section 9: numbers are shown the same on every machine (counts: formatCount in lib).

const DECIMAL = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export const formatPercent = (value: number) => `${DECIMAL.format(value)}%`;
export const formatMs = (value: number) => DECIMAL.format(value);

/** Spec a section 8: a stats row without a (known) user shows 'NO USER'. */
export const NO_USER = 'NO USER';

export function userLogin(users: CommonLists['users'], userId: number | null): string {
  if (userId === null) return NO_USER;
  return users.find((user) => user.id === userId)?.login ?? NO_USER;
}

/** The names of a row's services; an id missing from the list shows as '#id'. */
export function serviceNames(services: CommonLists['services'], ids: number[]): string {
  if (ids.length === 0) return EMPTY_VALUE;
  return ids
    .map((id) => services.find((service) => service.id === id)?.name ?? `#${id}`)
    .join(', ');
}

/** A request type's name from the filter data; its raw value when the list does not know it. */
export function requestTypeName(
  types: ReadonlyArray<{ value: string; name: string }>,
  value: string,
): string {
  return types.find((type) => type.value === value)?.name ?? value;
}

/**
 * A statistics row's period as shown (spec a section 9, DD.MM.YYYY): the server's 'DD-MM-YYYY'
 * becomes '23.11.2026', and per hour 'DD-MM-YYYY HH:00' becomes '23.11.2026, 14:00'. Anything
 * else is shown as sent.
 */
export function formatStatsDate(date: string): string {
  const match = /^(\d{2})-(\d{2})-(\d{4})(?: (\d{2}:\d{2}(?::\d{2})?))?$/.exec(date.trim());
  if (!match) return date;
  const [, day, month, year, time] = match;
  return time ? `${day}.${month}.${year}, ${time}` : `${day}.${month}.${year}`;
}
