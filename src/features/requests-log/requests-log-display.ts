import { formatCount } from '@/lib/format';
import type { CommonLists } from '@/contract/session/session-schemas';
import type { RequestLogRow } from '@/contract/requests-log/requests-log-schemas';

// How a logged request reads in the list (spec b sections 2 and 8).

/** Spec b section 2: a request without a (known) user shows 'NO USER'. */
export const NO_USER = 'NO USER';

/** 2xx is a success (green); anything else red. */
export const isSuccessCode = (code: number) => code >= 200 && code < 300;

/** The flag of an ISO 3166-1 alpha-2 code, as its two regional-indicator letters; '' if none. */
export function countryFlag(country: string | null): string {
  if (!country || !/^[A-Za-z]{2}$/.test(country)) return '';
  return String.fromCodePoint(
    ...[...country.toUpperCase()].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65),
  );
}

/** '1,234 ms (inner 200, outer 1,034)': the whole call and its two parts. */
export function execTimeText(row: Pick<RequestLogRow, 'execTime' | 'innerTime' | 'outerTime'>) {
  return `${formatCount(row.execTime)} ms (inner ${formatCount(row.innerTime)}, outer ${formatCount(row.outerTime)})`;
}

export function userLoginOf(users: CommonLists['users'], userId: number | null): string {
  if (userId === null) return NO_USER;
  return users.find((user) => user.id === userId)?.login ?? NO_USER;
}

/** The row's services by name; an id the list lacks as '#id'; none as '—'. */
export function serviceNamesOf(services: CommonLists['services'], ids: readonly number[]): string {
  if (ids.length === 0) return '—';
  return ids
    .map((id) => services.find((service) => service.id === id)?.name ?? `#${id}`)
    .join(', ');
}
