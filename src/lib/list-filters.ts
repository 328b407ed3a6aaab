import * as v from 'valibot';
import {
  dateField,
  idField,
  idFilterError,
  modeField,
  pageField,
  quantityField,
  stringListField,
  textField,
} from './list-search';

// A list's filters, declared once by kind (text, ID, list, choice, date range): the URL search
// entries (lib/list-search.ts, every field falling back), the defaults stripped from the URL, the
// filter panel's draft and its way back to the URL, the validation and the active-filter chips
// all derive from the one declaration, so they cannot drift apart.

type Search = Record<string, unknown>;

export type FilterKind<
  Draft,
  Keys extends string = string,
  Entries extends Record<Keys, v.GenericSchema> = Record<Keys, v.GenericSchema>,
> = {
  /** The URL keys this filter owns. */
  keys: readonly Keys[];
  label: string;
  /** Valibot entries of the search schema, one per key, each falling back to no filter. */
  entries: Entries;
  /** Values stripped from the URL when equal (lists are empty by default). */
  defaults: Partial<Record<Keys, unknown>>;
  /** The draft of the URL's value. */
  draftOf: (search: Search) => Draft;
  /** The URL's value of a draft: every key present, so applying also clears. */
  searchOf: (draft: Draft) => Record<Keys, unknown>;
  /** Whether the URL filters by it (not the default). */
  isSet: (search: Search) => boolean;
  /** Short text of the URL's value, for a chip; `names` turns values into their labels. */
  describe: (search: Search, names?: ReadonlyMap<string, string>) => string;
  validate?: (draft: Draft) => string | null;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyKind = FilterKind<any, string, any>;
type One<K extends string, S> = { [P in K]: S };

const blank = (value: string | null | undefined) => value?.trim() || undefined;

/** Free text (`key=value`); blank is no filter. */
export function textFilter<K extends string>(
  key: K,
  label: string,
): FilterKind<string, K, One<K, typeof textField>> {
  return {
    keys: [key],
    label,
    entries: { [key]: textField } as One<K, typeof textField>,
    defaults: {},
    draftOf: (search) => (search[key] as string | undefined) ?? '',
    searchOf: (draft) => ({ [key]: blank(draft) }) as Record<K, unknown>,
    isSet: (search) => search[key] !== undefined,
    describe: (search) => String(search[key] ?? ''),
  };
}

/** The ID filter of spec a section 5: empty or at least 3 characters. */
export function idFilter<K extends string>(
  key: K,
  label = 'ID',
): FilterKind<string, K, One<K, typeof idField>> {
  return {
    ...textFilter(key, label),
    entries: { [key]: idField } as One<K, typeof idField>,
    validate: idFilterError,
  };
}

/** A number typed in a text box (e.g. seconds); blank is no filter, anything else must be a number. */
export const NUMBER_FILTER_MESSAGE = 'Enter a number';

const numberField = v.optional(
  v.fallback(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform((value) => String(value).trim()),
      v.check((value) => /^\d+(\.\d+)?$/.test(value)),
      v.transform((value): string | undefined => value),
    ),
    undefined,
  ),
);

export function numberFilter<K extends string>(
  key: K,
  label: string,
): FilterKind<string, K, One<K, typeof numberField>> {
  return {
    ...textFilter(key, label),
    entries: { [key]: numberField } as One<K, typeof numberField>,
    validate: (value) =>
      value.trim() === '' || /^\d+(\.\d+)?$/.test(value.trim()) ? null : NUMBER_FILTER_MESSAGE,
  };
}

/** A multi-select (`key[]=a&key[]=b`); empty is no filter. */
export function listFilter<K extends string>(
  key: K,
  label: string,
): FilterKind<string[], K, One<K, typeof stringListField>> {
  return {
    keys: [key],
    label,
    entries: { [key]: stringListField } as One<K, typeof stringListField>,
    defaults: { [key]: [] } as Partial<Record<K, unknown>>,
    draftOf: (search) => (search[key] as string[] | undefined) ?? [],
    searchOf: (draft) => ({ [key]: draft }) as Record<K, unknown>,
    isSet: (search) => ((search[key] as string[] | undefined) ?? []).length > 0,
    describe: (search, names) => {
      const values = (search[key] as string[] | undefined) ?? [];
      if (values.length === 1) return names?.get(values[0]!) ?? values[0]!;
      return `${values.length} selected`;
    },
  };
}

/** A single select; none chosen is no filter. */
export function choiceFilter<K extends string>(
  key: K,
  label: string,
): FilterKind<string | null, K, One<K, typeof textField>> {
  return {
    keys: [key],
    label,
    entries: { [key]: textField } as One<K, typeof textField>,
    defaults: {},
    draftOf: (search) => (search[key] as string | undefined) ?? null,
    searchOf: (draft) => ({ [key]: blank(draft) }) as Record<K, unknown>,
    isSet: (search) => search[key] !== undefined,
    describe: (search, names) => {
      const value = String(search[key] ?? '');
      return names?.get(value) ?? value;
    },
  };
}

/**
 * A choice that always has a value (e.g. statistics per day): garbage falls back to the default,
 * which is stripped from the URL and counts as no filter.
 */
export function fixedChoiceFilter<K extends string, const V extends readonly [string, ...string[]]>(
  key: K,
  label: string,
  values: V,
  fallback: V[number],
) {
  const field = v.optional(v.fallback(v.picklist(values), fallback), fallback);
  return {
    keys: [key],
    label,
    entries: { [key]: field } as One<K, typeof field>,
    defaults: { [key]: fallback } as Partial<Record<K, unknown>>,
    draftOf: (search) => (search[key] as V[number] | undefined) ?? fallback,
    searchOf: (draft) => ({ [key]: draft }) as Record<K, unknown>,
    isSet: (search) => search[key] !== undefined && search[key] !== fallback,
    describe: (search, names) => {
      const value = String(search[key] ?? fallback);
      return names?.get(value) ?? value;
    },
  } satisfies FilterKind<V[number], K, One<K, typeof field>>;
}

export type DateRangeDraft = { from?: string; to?: string };

/** A date range over two URL keys ('DD-MM-YYYY HH:mm:ss' each); either end may be open. */
export function dateRangeFilter<F extends string, T extends string>(
  from: F,
  to: T,
  label: string,
): FilterKind<DateRangeDraft, F | T, One<F | T, typeof dateField>> {
  const ends = (search: Search) => ({
    from: search[from] as string | undefined,
    to: search[to] as string | undefined,
  });
  return {
    keys: [from, to],
    label,
    entries: { [from]: dateField, [to]: dateField } as One<F | T, typeof dateField>,
    defaults: {},
    draftOf: ends,
    searchOf: (draft) =>
      ({ [from]: draft.from || undefined, [to]: draft.to || undefined }) as Record<F | T, unknown>,
    isSet: (search) => search[from] !== undefined || search[to] !== undefined,
    describe: (search) => {
      const { from: start, to: end } = ends(search);
      return `${start ?? '…'} – ${end ?? '…'}`;
    },
  };
}

// ---- A list's filters as one declaration.

type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (
  arg: infer I,
) => void
  ? I
  : never;

type DraftOf<F extends Record<string, AnyKind>> = {
  [N in keyof F]: F[N] extends FilterKind<infer D, string> ? D : never;
};

export type ActiveFilter = { name: string; label: string; text: string };

export function defineFilters<F extends Record<string, AnyKind>>(fields: F) {
  type Draft = DraftOf<F>;
  type Entries = UnionToIntersection<F[keyof F]['entries']>;
  const kinds = Object.entries(fields) as Array<[keyof F & string, AnyKind]>;
  const entries = Object.assign({}, ...kinds.map(([, kind]) => kind.entries)) as Entries;
  const defaults = Object.assign({}, ...kinds.map(([, kind]) => kind.defaults)) as Record<
    string,
    unknown
  >;
  const keys = kinds.flatMap(([, kind]) => kind.keys);

  const draftOf = (search: Search): Draft =>
    Object.fromEntries(kinds.map(([name, kind]) => [name, kind.draftOf(search)])) as Draft;

  const searchOf = (draft: Draft): Search =>
    Object.assign({}, ...kinds.map(([name, kind]) => kind.searchOf(draft[name])));

  return {
    fields,
    /** Valibot entries of the route's search schema. */
    entries,
    /** Stripped from the URL when equal. */
    defaults,
    /** Every URL key the filters own. */
    keys,
    draftOf,
    searchOf,
    /** The draft of no filter at all. */
    empty: (): Draft => draftOf({}),
    /** The URL search of no filter at all: applying it clears every filter. */
    cleared: (): Search => searchOf(draftOf({})),
    /** Per-field validation for the panel's form (Mantine form's `validate`). */
    validate: Object.fromEntries(
      kinds
        .filter(([, kind]) => kind.validate)
        .map(([name, kind]) => [name, (value: unknown) => kind.validate!(value)]),
    ) as Partial<{ [N in keyof F]: (value: Draft[N]) => string | null }>,
    /** The filters the URL applies, for the chips of a collapsed panel. */
    active: (search: Search, names: Partial<Record<keyof F, ReadonlyMap<string, string>>> = {}) =>
      kinds
        .filter(([, kind]) => kind.isSet(search))
        .map(([name, kind]): ActiveFilter => ({
          name,
          label: kind.label,
          text: kind.describe(search, names[name]),
        })),
    /**
     * What the list's query is made of: paging, mode and the filters, nothing else of the URL
     * (a modal's tab over the list must not refetch the list).
     */
    paramsOf: <S extends Search>(search: S): S =>
      Object.fromEntries(
        Object.entries(search).filter(([key]) => LIST_KEYS.has(key) || keys.includes(key)),
      ) as S,
    /** The URL search that removes one filter. */
    without: (name: keyof F & string): Search => {
      const kind = fields[name] as AnyKind;
      return kind.searchOf(kind.draftOf({}));
    },
  };
}

/**
 * Any list's filters, as the kit's components see them (method signatures, so a list's own
 * draft type fits).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any draft fits the kit
export interface ListFilters<Draft extends Record<string, unknown> = Record<string, any>> {
  keys: readonly string[];
  draftOf(search: Search): Draft;
  searchOf(draft: Draft): Search;
  empty(): Draft;
  cleared(): Search;
  validate: object;
  active(
    search: Search,
    names?: Partial<Record<string, ReadonlyMap<string, string>>>,
  ): ActiveFilter[];
  paramsOf<S extends Search>(search: S): S;
  without(name: string): Search;
}

/** Paging and mode of every list (spec a section 2). */
export const listEntries = { page: pageField, quantity: quantityField, mode: modeField };
const LIST_KEYS = new Set(Object.keys(listEntries));
