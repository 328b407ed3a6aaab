import { type RangeStats, rangeStats, sumStats } from '@/lib/barcode-range-math';
import { includesWithLayout } from '@/lib/keyboard-layout';
import type {
  BarcodeRangeGroup,
  BarcodeRangeRow,
} from '@/contract/barcode-ranges/barcode-ranges-schemas';
import type { BarcodeRangesSearch } from './barcode-ranges-search';

// The page's rules (spec b section 2, spec c section 5): the whole list is one answer, searched
// and ordered on the device (instant, and the same offline). Remaining values and shares shown
// and sorted are computed here with BigInt from the ranges' own numbers.

export type ShownRange = BarcodeRangeRow & { stats: RangeStats | null };
export type ShownGroup = BarcodeRangeGroup & { stats: RangeStats; rows: ShownRange[] };

/** A group's identity: one user's ranges of one carrier and barcode group. */
export const groupKey = (
  group: Pick<BarcodeRangeGroup, 'user_id' | 'carrier_id' | 'barcode_group'>,
) => `${group.user_id}:${group.carrier_id}:${group.barcode_group}`;

/** Every word must be found (as typed, or typed in the Russian layout) in one of the fields. */
export function matchesQuickSearch(group: BarcodeRangeGroup, quickSearch?: string): boolean {
  const words = (quickSearch ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const fields = [
    group.userName,
    group.carrierName,
    group.barcode_group,
    ...group.ranges.map((range) => range.prefix).filter(Boolean),
  ];
  return words.every((word) => fields.some((field) => includesWithLayout(field, word)));
}

function withStats(group: BarcodeRangeGroup): ShownGroup {
  const rows = group.ranges.map((range) => ({
    ...range,
    stats: rangeStats(range.range_begin, range.range_end, range.range_current),
  }));
  return { ...group, rows, stats: sumStats(rows.map((row) => row.stats)) };
}

const collator = new Intl.Collator('en', { numeric: true });

/** By the share left (exact: compared as fractions of BigInts), then user, carrier, group. */
export function compareGroups(a: ShownGroup, b: ShownGroup, sorting: BarcodeSorting): number {
  // a.remaining / a.total against b.remaining / b.total, without rounding either.
  const left = a.stats.remaining * (b.stats.total || 1n);
  const right = b.stats.remaining * (a.stats.total || 1n);
  const byShare = left === right ? 0 : left < right ? -1 : 1;
  return (
    (sorting === 'desc' ? -byShare : byShare) ||
    collator.compare(a.userName, b.userName) ||
    collator.compare(a.carrierName, b.carrierName) ||
    collator.compare(a.barcode_group, b.barcode_group)
  );
}

type BarcodeSorting = BarcodeRangesSearch['sorting'];

/** What the page shows, in order: the matching groups with their BigInt figures. */
export function shownGroups(
  groups: readonly BarcodeRangeGroup[],
  { quickSearch, sorting }: Pick<BarcodeRangesSearch, 'quickSearch' | 'sorting'>,
): ShownGroup[] {
  return groups
    .filter((group) => matchesQuickSearch(group, quickSearch))
    .map(withStats)
    .sort((a, b) => compareGroups(a, b, sorting));
}

/** The group with its notifications switched, for the optimistic update of the list. */
export function withNotifications(
  groups: readonly BarcodeRangeGroup[] | undefined,
  key: string,
  notifications: boolean,
): BarcodeRangeGroup[] | undefined {
  return groups?.map((group) => (groupKey(group) === key ? { ...group, notifications } : group));
}
