import { layoutVariants } from '@/lib/keyboard-layout';
import type { PaletteItem } from './palette-items';

// How the palette finds and orders what was typed (decision 048): case-insensitive, as typed or
// typed in the Russian layout by mistake ('здфддуеы' is 'pallets'); the name first, then the
// other words. Lower ranks come first; null is no match.

type Searchable = Pick<PaletteItem, 'label' | 'description' | 'keywords'>;

const words = (text: string) => text.split(/[\s:_/().,-]+/).filter(Boolean);

function rankOf(item: Searchable, query: string): number | null {
  const label = item.label.toLowerCase();
  const others = [item.description ?? '', ...(item.keywords ?? [])].map((text) =>
    text.toLowerCase(),
  );
  if (label === query) return 0;
  if (label.startsWith(query)) return 1;
  if (words(label).some((word) => word.startsWith(query))) return 2;
  if (label.includes(query)) return 3;
  if (others.some((text) => text.startsWith(query) || words(text).some((w) => w.startsWith(query))))
    return 4;
  if (others.some((text) => text.includes(query))) return 5;
  // Several words may each be found anywhere: 'billing conf' is Billing's Configuration.
  const tokens = words(query);
  const all = [label, ...others].join(' ');
  if (tokens.length > 1 && tokens.every((token) => all.includes(token))) return 6;
  return null;
}

/** The item's rank for the query (its best over the layout variants); null when it is not found. */
export function matchRank(item: Searchable, query: string): number | null {
  const variants = layoutVariants(query);
  if (variants[0] === '') return 0;
  let best: number | null = null;
  for (const variant of variants) {
    const rank = rankOf(item, variant);
    if (rank !== null && (best === null || rank < best)) best = rank;
  }
  return best;
}

/** The items found, best first; equal ranks keep their given order. */
export function rankItems<T extends Searchable>(items: readonly T[], query: string): T[] {
  return items
    .map((item, index) => ({ item, index, rank: matchRank(item, query) }))
    .filter((entry): entry is { item: T; index: number; rank: number } => entry.rank !== null)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.item);
}

type GroupName = PaletteItem['group'];

/**
 * The order of the palette's groups: with nothing typed, recent records first; else the group
 * with the best match first (its best rank), screens before records before the others on a
 * tie, so 'pall' opens Pallets before the service 'Pallet Geodis'. Empty groups go last.
 */
export function groupOrder(
  best: Readonly<Record<GroupName, number | null>>,
  query: string,
): GroupName[] {
  if (query.trim() === '') return ['Recent', 'Screens', 'Actions', 'Records'];
  const tieOrder: GroupName[] = ['Screens', 'Records', 'Recent', 'Actions'];
  const rank = (group: GroupName) => best[group] ?? Number.POSITIVE_INFINITY;
  return [...tieOrder].sort(
    (a, b) => rank(a) - rank(b) || tieOrder.indexOf(a) - tieOrder.indexOf(b),
  );
}
