import type { Key } from 'react';

// The rules of selecting a list's rows (issue 18 §2, decision 049): one row, a range with Shift
// (from the last row clicked to this one, on the page shown), or every row of the page. The
// selection is keyed by row key and keeps the rows, so it survives paging; it belongs to one set
// of filters (its scope) and is dropped when they change.

export type PageState = 'none' | 'some' | 'all';

/** The keys a click selects or clears: the range from the anchor when Shift is held and the
 *  anchor is on this page, else the clicked key alone. */
export function rangeOf(
  pageKeys: readonly Key[],
  anchor: Key | null,
  target: Key,
  shift: boolean,
): Key[] {
  const to = pageKeys.indexOf(target);
  const from = shift && anchor !== null ? pageKeys.indexOf(anchor) : -1;
  if (to === -1) return [target];
  if (from === -1) return [target];
  return pageKeys.slice(Math.min(from, to), Math.max(from, to) + 1);
}

/** The selection after setting `keys` (rows found in `rowOf`) to `checked`; a new map. */
export function withKeys<Row>(
  selected: ReadonlyMap<Key, Row>,
  keys: readonly Key[],
  checked: boolean,
  rowOf: (key: Key) => Row | undefined,
): Map<Key, Row> {
  const next = new Map(selected);
  for (const key of keys) {
    const row = rowOf(key);
    if (checked && row !== undefined) next.set(key, row);
    else if (!checked) next.delete(key);
  }
  return next;
}

/** How much of the page is selected: the page checkbox's checked or indeterminate state. */
export function pageStateOf(
  selected: ReadonlyMap<Key, unknown>,
  pageKeys: readonly Key[],
): PageState {
  const count = pageKeys.filter((key) => selected.has(key)).length;
  if (count === 0) return 'none';
  return count === pageKeys.length ? 'all' : 'some';
}

/** The filters a selection belongs to: the list's params less paging (page and page size). */
export function scopeOf(params: Record<string, unknown>): string {
  const { page: _page, quantity: _quantity, ...filters } = params;
  const sorted = Object.keys(filters)
    .sort()
    .map((key) => [key, filters[key]]);
  return JSON.stringify(sorted);
}
