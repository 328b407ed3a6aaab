import { NONE_VALUE } from './list-search';
import type { CommonLists, ServiceOption } from '@/contract/session/session-schemas';

// Options of the list filters' selects, fed by the common lists (spec a sections 3 and 5).

export type Option = { value: string; label: string };

/** Spec a section 5: a pallet service has 'Pallet' in its name before the first '-'. */
export function isPalletService(name: string): boolean {
  return (name.split('-')[0] ?? '').includes('Pallet');
}

export function serviceOptions(services: ServiceOption[], kind: 'parcel' | 'pallet'): Option[] {
  return services
    .filter((service) => isPalletService(service.name) === (kind === 'pallet'))
    .map((service) => ({ value: String(service.id), label: service.name }));
}

export const userOptions = (users: CommonLists['users']): Option[] =>
  users.map((user) => ({ value: String(user.id), label: user.login }));

export const countryOptions = (countries: CommonLists['countries']): Option[] =>
  countries.map((country) => ({ value: country.code, label: `${country.name} (${country.code})` }));

export const trackingStatusOptions = (statuses: CommonLists['trackingStatuses']): Option[] =>
  statuses.map((status) => ({ value: String(status.code), label: status.name }));

export const namedOptions = (list: ReadonlyArray<{ value: string | number; name: string }>) =>
  list.map((item) => ({ value: String(item.value), label: item.name }));

/** A lookup list's name for a value (status, creation method); 'Unknown' otherwise. */
export function lookupName(
  list: ReadonlyArray<{ value?: string | number; code?: string | number; name: string }>,
  value: string | number | null | undefined,
): string {
  if (value === null || value === undefined) return 'Unknown';
  const found = list.find((item) => String(item.value ?? item.code) === String(value));
  return found?.name ?? 'Unknown';
}

/** Each filter's values to their labels, so a chip of the folded panel reads a name, not an id. */
export function optionNames<K extends string>(
  byFilter: Record<K, readonly Option[]>,
): Record<K, ReadonlyMap<string, string>> {
  return Object.fromEntries(
    Object.entries<readonly Option[]>(byFilter).map(([name, options]) => [
      name,
      new Map(options.map((option) => [option.value, option.label])),
    ]),
  ) as unknown as Record<K, ReadonlyMap<string, string>>;
}

export { NONE_VALUE };

/** Spec a and b section 6: super admins may ask for requests without a service or a user. */
export function withNoneOption(options: Option[], label: string, isSuperAdmin: boolean): Option[] {
  return isSuperAdmin ? [{ value: NONE_VALUE, label }, ...options] : options;
}
