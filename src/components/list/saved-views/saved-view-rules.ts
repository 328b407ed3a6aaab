import * as v from 'valibot';
import type { ListView } from '../use-list-view';

// The rules of a list's saved views (issue 18 §4, decision 051): what a view holds, its name, when
// the list shows it, and reading it back from the device, where anything may have been damaged.

export const VIEW_NAME_MAX = 40;

export const VIEW_NAME_REQUIRED = 'Enter a name for the view';
export const VIEW_NAME_TOO_LONG = `A view name has at most ${VIEW_NAME_MAX} characters`;
export const viewNameTaken = (name: string) => `This list already has a view named "${name}"`;

type Search = Record<string, unknown>;

/** What a view puts back: the filters and mode, cards or table, the panel, the columns. */
export type ViewState = {
  /** The list's filter keys and mode as the URL holds them, without empty values. */
  search: Search;
  view: ListView;
  filtersOpen: boolean;
  /** Headers of the table's hidden columns, sorted. */
  hiddenColumns: string[];
};

export type SavedView = ViewState & {
  id: string;
  list: string;
  name: string;
  createdAt: number;
  updatedAt: number;
};

/** A name as kept: trimmed (inner spaces as typed). */
export const viewName = (name: string) => name.trim();

/** Why a name cannot be used, or null: required, at most 40 characters, unique per list. */
export function viewNameError(
  name: string,
  others: readonly Pick<SavedView, 'id' | 'name'>[],
  ownId?: string,
): string | null {
  const trimmed = viewName(name);
  if (trimmed === '') return VIEW_NAME_REQUIRED;
  if ([...trimmed].length > VIEW_NAME_MAX) return VIEW_NAME_TOO_LONG;
  // 'Open' and 'open ' would be two chips no one can tell apart.
  const folded = trimmed.toLocaleLowerCase();
  const taken = others.find(
    (other) => other.id !== ownId && viewName(other.name).toLocaleLowerCase() === folded,
  );
  return taken ? viewNameTaken(viewName(taken.name)) : null;
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

/** The part of a list's URL search a view keeps: its filter keys and the mode, none empty. */
export function viewSearchOf(search: Search, filterKeys: readonly string[]): Search {
  const kept: Search = {};
  for (const key of [...filterKeys, 'mode']) {
    if (!isEmpty(search[key])) kept[key] = search[key];
  }
  return kept;
}

/**
 * The URL search that opens a view: every filter of the list cleared, then the view's filters and
 * mode, from page 1. Keys the list no longer has are dropped; values it no longer accepts fall
 * back through the route's own search validation.
 */
export function searchOfView(
  view: Pick<ViewState, 'search'>,
  cleared: Search,
  filterKeys: readonly string[],
): Search {
  return {
    ...cleared,
    mode: undefined,
    ...viewSearchOf(view.search, filterKeys),
    page: 1,
  };
}

/** One order for the same set of hidden columns, so a view compares by value. */
export const normalHidden = (hidden: readonly string[]) => [...new Set(hidden)].sort();

// Key order does not matter in a search; array order does (it is the URL's).
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Search)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/** Whether the list shows this view now: same filters and mode, layout, panel and columns. */
export function matchesView(view: ViewState, current: ViewState): boolean {
  return (
    canonical(view.search) === canonical(current.search) &&
    view.view === current.view &&
    view.filtersOpen === current.filtersOpen &&
    canonical(normalHidden(view.hiddenColumns)) === canonical(normalHidden(current.hiddenColumns))
  );
}

const SavedViewSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  list: v.pipe(v.string(), v.minLength(1)),
  name: v.pipe(
    v.string(),
    v.check((name) => viewName(name) !== '' && [...viewName(name)].length <= VIEW_NAME_MAX),
  ),
  // Each value is checked by the list's route when the view is opened.
  search: v.record(v.string(), v.unknown()),
  view: v.picklist(['cards', 'table']),
  filtersOpen: v.boolean(),
  hiddenColumns: v.array(v.string()),
  createdAt: v.pipe(v.number(), v.finite()),
  updatedAt: v.pipe(v.number(), v.finite()),
});

/** The list's views read back from the device, oldest first; a damaged one is left out. */
export function parseViews(rows: readonly unknown[], list: string): SavedView[] {
  const views: SavedView[] = [];
  for (const row of rows) {
    const parsed = v.safeParse(SavedViewSchema, row);
    if (parsed.success && parsed.output.list === list) views.push(parsed.output);
  }
  return views.sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : 1));
}
