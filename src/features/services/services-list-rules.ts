import { DEFAULT_CARRIER_VERSION } from '@/config/services-constants';
import { includesWithLayout } from '@/lib/keyboard-layout';
import type { ServiceListItem } from '@/contract/services/services-schemas';
import { SERVICE_TYPES } from '@/contract/services/service-kinds';
import { ALL, type ServicesSearch } from './services-search';

// The services list's rules (spec b section 2): the quick search over name, id, kind and type
// (with the keyboard-layout fix), the User / Kind / Type filters, and the order and grouping:
// carrier display name, then version (v0, no version, last), then type (pallet, pudo, courier).

type Filters = Pick<ServicesSearch, 'quickSearch' | 'user' | 'kind' | 'type'>;

/** Every word of the search must be found in the name, id, kind or type. */
export function matchesQuickSearch(service: ServiceListItem, quickSearch?: string): boolean {
  const words = (quickSearch ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const fields = [service.name, String(service.id), service.kind, service.type];
  return words.every((word) => fields.some((field) => includesWithLayout(field, word)));
}

export function filterServices(
  services: readonly ServiceListItem[],
  { quickSearch, user, kind, type }: Filters,
): ServiceListItem[] {
  const userId = user === ALL ? null : Number(user);
  return services.filter(
    (service) =>
      (kind === ALL || service.kind === kind) &&
      (type === ALL || service.type === type) &&
      (userId === null || service.users.includes(userId)) &&
      matchesQuickSearch(service, quickSearch),
  );
}

/** The version shown on a card and its group: no version (null or '') is v0. */
export function versionLabel(carrierVersion: string | null): string {
  const version = carrierVersion?.trim();
  return version ? version : DEFAULT_CARRIER_VERSION;
}

const collator = new Intl.Collator('en', { numeric: true });

/** Versions in natural order (v2 before v10), v0 (no version) after every other. */
export function compareVersions(a: string | null, b: string | null): number {
  const left = versionLabel(a);
  const right = versionLabel(b);
  const leftNone = left === DEFAULT_CARRIER_VERSION;
  const rightNone = right === DEFAULT_CARRIER_VERSION;
  if (leftNone !== rightNone) return leftNone ? 1 : -1;
  return collator.compare(left, right);
}

const typeRank = (type: string) => {
  const rank = (SERVICE_TYPES as readonly string[]).indexOf(type);
  return rank === -1 ? SERVICE_TYPES.length : rank;
};

/** Carrier, then version, then type, then name and id: the list's order, grouped or not. */
export function compareServices(a: ServiceListItem, b: ServiceListItem): number {
  return (
    collator.compare(a.carrier_display_name, b.carrier_display_name) ||
    compareVersions(a.carrierVersion, b.carrierVersion) ||
    typeRank(a.type) - typeRank(b.type) ||
    collator.compare(a.name, b.name) ||
    a.id - b.id
  );
}

export const sortServices = (services: readonly ServiceListItem[]) =>
  [...services].sort(compareServices);

export type ServiceSubgroup = { version: string; type: string; services: ServiceListItem[] };
export type CarrierGroup = { carrier: string; count: number; subgroups: ServiceSubgroup[] };

/** Carrier groups, each split by version and type, in the list's order. */
export function groupServices(services: readonly ServiceListItem[]): CarrierGroup[] {
  const groups: CarrierGroup[] = [];
  for (const service of sortServices(services)) {
    let group = groups.at(-1);
    if (group?.carrier !== service.carrier_display_name) {
      group = { carrier: service.carrier_display_name, count: 0, subgroups: [] };
      groups.push(group);
    }
    const version = versionLabel(service.carrierVersion);
    let subgroup = group.subgroups.at(-1);
    if (subgroup?.version !== version || subgroup.type !== service.type) {
      subgroup = { version, type: service.type, services: [] };
      group.subgroups.push(subgroup);
    }
    subgroup.services.push(service);
    group.count += 1;
  }
  return groups;
}
