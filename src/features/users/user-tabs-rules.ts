import type { UserDetail, UserService } from '@/contract/users/users-schemas';

// The pure parts of the user modal's Available Services and Api limits tabs (spec b sections 2
// and 3), unit tested apart from the screens.

export type CarrierGroup = { carrier: string; services: UserService[] };

/**
 * The services whose name (or carrier) holds every word typed, grouped by carrier in the order
 * of the carriers' names, each group's services by name.
 */
export function groupServices(services: readonly UserService[], search: string): CarrierGroup[] {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const groups = new Map<string, UserService[]>();
  for (const service of services) {
    const text = `${service.name} ${service.carrier_name}`.toLowerCase();
    if (!words.every((word) => text.includes(word))) continue;
    const list = groups.get(service.carrier_name) ?? [];
    list.push(service);
    groups.set(service.carrier_name, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([carrier, list]) => ({
      carrier,
      services: list.sort((a, b) => a.name.localeCompare(b.name)),
    }));
}

/** The enabled ids with `ids` switched on or off; the order of the ids kept is the original. */
export function switchServices(value: readonly number[], ids: readonly number[], on: boolean) {
  if (!on) {
    const off = new Set(ids);
    return value.filter((id) => !off.has(id));
  }
  const present = new Set(value);
  return [...value, ...ids.filter((id) => !present.has(id))];
}

// Spec b says only that limits are shown with their average usage. The bar's colours are ours:
// red above 90 % of the limit (the user is about to be throttled), yellow above 75 %, else green.
export const LIMIT_DANGER_PERCENT = 90;
export const LIMIT_WARNING_PERCENT = 75;

export type LimitRow = {
  key: string;
  path: string;
  limit: number;
  average: number;
  /** Average usage as a share of the limit, 0-100 (rounded to one decimal). */
  percent: number;
  color: 'red' | 'yellow' | 'green';
};

export function usageColor(percent: number): LimitRow['color'] {
  if (percent > LIMIT_DANGER_PERCENT) return 'red';
  if (percent > LIMIT_WARNING_PERCENT) return 'yellow';
  return 'green';
}

/** One row per limited route key, by API path; a limit of 0 or less counts as used up. */
export function limitRows(
  user: Pick<UserDetail, 'apiLimits' | 'apiLimitsUsageAverage' | 'apiLimitsRoutesMap'>,
): LimitRow[] {
  return Object.entries(user.apiLimits)
    .map(([key, limit]) => {
      const average = user.apiLimitsUsageAverage[key] ?? 0;
      const raw = limit > 0 ? (average / limit) * 100 : 100;
      const percent = Math.round(Math.min(100, Math.max(0, raw)) * 10) / 10;
      const path = user.apiLimitsRoutesMap[key] ?? key;
      return { key, path, limit, average, percent, color: usageColor(raw) };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}
