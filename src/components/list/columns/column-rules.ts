import * as v from 'valibot';
import type { Column } from '../list-table';

// The table's column chooser (issue 18 §4): the user hides columns by header, per list. Hidden
// rather than shown is kept, so a column a new version adds appears by default.

const HiddenSchema = v.array(v.string());

/** The hidden headers read back from storage; anything damaged is none hidden. */
export function parseHidden(stored: string | undefined): string[] {
  if (stored === undefined) return [];
  try {
    const parsed = v.safeParse(HiddenSchema, JSON.parse(stored));
    return parsed.success ? parsed.output : [];
  } catch {
    return [];
  }
}

// The columns the width rules never hide (decision 019), or all when every one has a width.
function steadyOf<T>(columns: readonly Column<T>[]): readonly Column<T>[] {
  const steady = columns.filter((column) => column.from === undefined);
  return steady.length > 0 ? steady : columns;
}

/** At least one column stays shown at every width: one the width rules never hide. */
function keepsOne<T>(columns: readonly Column<T>[], hidden: ReadonlySet<string>): boolean {
  return steadyOf(columns).some((column) => !hidden.has(column.header));
}

/**
 * The hidden headers that apply to these columns, sorted: unknown ones are dropped, and a choice
 * that would leave no column at some width hides none.
 */
export function hiddenOf<T>(columns: readonly Column<T>[], hidden: readonly string[]): string[] {
  const headers = new Set(columns.map((column) => column.header));
  const known = [...new Set(hidden)].filter((header) => headers.has(header)).sort();
  return keepsOne(columns, new Set(known)) ? known : [];
}

/** The columns the user chose, in their order; the table's width rules apply after these. */
export function chosenColumns<T>(columns: readonly Column<T>[], hidden: readonly string[]) {
  const off = new Set(hiddenOf(columns, hidden));
  return off.size === 0 ? columns : columns.filter((column) => !off.has(column.header));
}

/** Whether this column may be hidden now (the last one always shown may not). */
export function canHide<T>(
  columns: readonly Column<T>[],
  hidden: readonly string[],
  header: string,
): boolean {
  return keepsOne(columns, new Set([...hiddenOf(columns, hidden), header]));
}

/** The hidden headers after one column's checkbox changes; a refused change changes nothing. */
export function toggleHidden<T>(
  columns: readonly Column<T>[],
  hidden: readonly string[],
  header: string,
  shown: boolean,
): string[] {
  const current = hiddenOf(columns, hidden);
  if (shown) return current.filter((item) => item !== header);
  return canHide(columns, current, header) ? hiddenOf(columns, [...current, header]) : current;
}
