import type { PaletteItem, ScreenEntry, ScreenGroup } from './palette-items';

// The screens the palette and the `g` shortcuts open: the sidebar's entries, as the sidebar
// shows them to the account (filtered by its access before they get here), found by their name,
// their section and the words of their route (`requests_log` is 'requests log').

/** `g` then this letter opens the screen at that path (shown in the palette and the help sheet). */
export const GO_KEYS: Readonly<Record<string, string>> = {
  '/dashboard': 'd',
  '/stats_requests': 't',
  '/parcels': 'p',
  '/pallets': 'a',
  '/requests_log': 'r',
  '/healthcheck': 'h',
  '/services': 's',
  '/users': 'u',
  '/billing_clients': 'b',
  '/api_console': 'c',
};

/** The words of a route: '/billing_clients' is 'billing clients', '/app/version' 'app version'. */
export function routeWords(path: string): string {
  return path
    .split(/[/_-]+/)
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

/** The screen items of the visible groups; external links (the API docs) are not screens. */
export function screenItems(
  groups: readonly ScreenGroup[],
  targetOf: (entry: ScreenEntry) => string,
): PaletteItem[] {
  return groups.flatMap((group) =>
    group.entries
      .filter((entry) => !entry.external && entry.to !== '')
      .map((entry): PaletteItem => {
        const key = GO_KEYS[entry.to];
        return {
          id: `screen:${entry.to}`,
          group: 'Screens',
          label: entry.label,
          description: group.label ?? undefined,
          keywords: [routeWords(entry.to), ...(group.label ? [group.label] : [])],
          href: targetOf(entry),
          icon: entry.icon,
          hint: key ? `g ${key}` : undefined,
        };
      }),
  );
}

export type GoTarget = { key: string; label: string; href: string };

/** The `g` shortcuts this account has: the lettered screens among its visible entries. */
export function goTargets(
  groups: readonly ScreenGroup[],
  targetOf: (entry: ScreenEntry) => string,
): GoTarget[] {
  const entries = groups.flatMap((group) => group.entries);
  return Object.entries(GO_KEYS).flatMap(([path, key]) => {
    const entry = entries.find((candidate) => candidate.to === path && !candidate.external);
    return entry ? [{ key, label: entry.label, href: targetOf(entry) }] : [];
  });
}
