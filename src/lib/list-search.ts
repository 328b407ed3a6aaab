import * as v from 'valibot';
import {
  DEFAULT_PAGE_SIZE,
  FILTER_MODES,
  FIRST_PAGE,
  MIN_ID_FILTER_LENGTH,
  PAGE_SIZES,
} from '@/contract/constants';

// Building blocks of every list route's search schema (spec a section 2, query string
// conventions). The URL arrives through qs, so numbers come as strings and a lone `a=1` stands
// for `a[]=1`. Each field falls back to its default: garbage in a URL never breaks a screen.

export type FilterMode = (typeof FILTER_MODES)[number];

/**
 * The value super admins send in service_ids / user_ids for 'No services' / 'No users'. Here,
 * where the routes' search declarations (decision 036) can read it without the options.
 */
export const NONE_VALUE = '0';

export const listSearchDefaults = {
  page: FIRST_PAGE,
  quantity: DEFAULT_PAGE_SIZE,
  mode: 'all' as FilterMode,
};

export const ID_FILTER_MESSAGE = 'Minimum 3 symbols or empty';

/** The ID filter rule: empty, or at least 3 characters after trimming. */
export function idFilterError(value: string | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' || trimmed.length >= MIN_ID_FILTER_LENGTH ? null : ID_FILTER_MESSAGE;
}

const integerLike = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))]),
  v.transform(Number),
  v.integer(),
);

export const pageField = v.optional(
  v.fallback(v.pipe(integerLike, v.minValue(FIRST_PAGE)), FIRST_PAGE),
  FIRST_PAGE,
);

export const quantityField = v.optional(
  v.fallback(
    v.pipe(
      integerLike,
      v.check((n) => (PAGE_SIZES as readonly number[]).includes(n)),
    ),
    DEFAULT_PAGE_SIZE,
  ),
  DEFAULT_PAGE_SIZE,
);

export const modeField = v.optional(v.fallback(v.picklist(FILTER_MODES), 'all'), 'all');

const trimmedText = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((value) => String(value).trim()),
);

/** Free text; empty or malformed is no filter. */
export const textField = v.optional(
  v.fallback(
    v.pipe(
      trimmedText,
      v.transform((value) => value || undefined),
    ),
    undefined,
  ),
);

/** The ID filter in the URL: shorter than the minimum counts as no filter. */
export const idField = v.optional(
  v.fallback(
    v.pipe(
      trimmedText,
      v.transform((value) => (value.length >= MIN_ID_FILTER_LENGTH ? value : undefined)),
    ),
    undefined,
  ),
);

/** 'DD-MM-YYYY HH:mm:ss', as the date range picker and the server use; anything else is dropped. */
export const DATE_FILTER_PATTERN = /^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2}$/;

export const dateField = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) =>
      typeof value === 'string' && DATE_FILTER_PATTERN.test(value.trim())
        ? value.trim()
        : undefined,
    ),
  ),
);

/** `key[]=a&key[]=b` as strings; a single value counts as a one-element list. */
export const stringListField = v.optional(
  v.fallback(
    v.pipe(
      v.union([v.array(v.union([v.string(), v.number()])), v.string(), v.number()]),
      v.transform((value) =>
        (Array.isArray(value) ? value : [value]).map(String).filter((item) => item !== ''),
      ),
    ),
    [],
  ),
  [],
);
