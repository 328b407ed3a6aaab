import qs from 'qs';

// One codec for the router's search and for API query strings: bracket arrays
// (`user_ids[]=1&user_ids[]=2`), as the backend expects (spec a, query string conventions).

const PARSE_OPTIONS: qs.IParseOptions = {
  ignoreQueryPrefix: true,
  arrayLimit: 1000,
  depth: 5,
  parameterLimit: 2000,
};

export function parseQuery(search: string): Record<string, unknown> {
  return qs.parse(search, PARSE_OPTIONS);
}

/** Empty strings, nulls and undefined are left out; the result has no leading `?`. */
export function stringifyQuery(params: Record<string, unknown>): string {
  return qs.stringify(params, {
    arrayFormat: 'brackets',
    encodeValuesOnly: true,
    skipNulls: true,
    filter: (_prefix, value: unknown) => (value === '' ? undefined : value),
  });
}

export function parseSearch(search: string): Record<string, unknown> {
  return parseQuery(search);
}

export function stringifySearch(search: Record<string, unknown>): string {
  const query = stringifyQuery(search);
  return query ? `?${query}` : '';
}
