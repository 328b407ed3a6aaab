import { type SearchMiddleware, stripSearchParams } from '@tanstack/react-router';
import type * as v from 'valibot';
import type { RouteSearches } from './route-searches';

// What a route file says about its URL's search (decision 036), by key: the declarations
// themselves (app/route-searches.ts: schemas, defaults, loader dependencies) load with the
// signed-in frame, so the sign-in page carries none of them and a new screen adds only its path.
// The `_app` route waits for them (`ensureRouteSearches`) before anything signed in renders; a
// match made before that (a URL opened cold) is made again once they are here.

export type RouteSearchKey = keyof RouteSearches;
type Declared<K extends RouteSearchKey> = RouteSearches[K];
export type RouteSearchOf<K extends RouteSearchKey> = v.InferOutput<Declared<K>['schema']>;
type RouteSearchInputOf<K extends RouteSearchKey> = v.InferInput<Declared<K>['schema']>;
type DepsOf<K extends RouteSearchKey> = ReturnType<Declared<K>['deps']>;

/** A Standard Schema (what `validateSearch` takes) that carries its input and output types. */
type TypedValidator<TInput, TOutput> = {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly types?: { readonly input: TInput; readonly output: TOutput };
    readonly validate: (value: unknown) => ValidateResult | Promise<ValidateResult>;
  };
};
type ValidateResult =
  | { readonly value: unknown; readonly issues?: undefined }
  | { readonly issues: ReadonlyArray<{ readonly message: string }> };

let declarations: RouteSearches | null = null;
let loading: Promise<void> | null = null;

/** True once the declarations are here: matches made from now on are final. */
export const routeSearchesReady = (): boolean => declarations !== null;

/** Loads the declarations once (the signed-in frame, a sign-in about to succeed, tests). */
export function loadRouteSearches(): Promise<void> {
  loading ??= import('./route-searches').then(
    ({ ROUTE_SEARCHES }) => {
      declarations = ROUTE_SEARCHES;
    },
    (error: unknown) => {
      // A chunk that failed to load (offline, a new build) is tried again by the next caller.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The route's `validateSearch`: a Standard Schema typed as the declared one (its input is what a
 * link may give, its output what the screen reads) that validates with it once it is here, and
 * before that passes the search on as it came.
 */
export function searchOf<K extends RouteSearchKey>(
  key: K,
): TypedValidator<RouteSearchInputOf<K>, RouteSearchOf<K>> {
  return {
    '~standard': {
      version: 1,
      vendor: 'console-route-search',
      validate: (raw: unknown) => {
        const declared = declarations?.[key];
        return declared ? declared.schema['~standard'].validate(raw) : { value: raw };
      },
    },
  };
}

/**
 * The route's search middlewares: the declared defaults are left out of the URL.
 */
// `any`: a middleware sees the route's search with its parents', which only the route knows;
// what it returns is what it was given, less the declared defaults.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function stripDefaultsOf(key: RouteSearchKey): Array<SearchMiddleware<any>> {
  return [
    (context) => {
      const declared = declarations?.[key];
      if (!declared) return context.next(context.search);
      return stripSearchParams<object>(declared.defaults as never)(context);
    },
  ];
}

/**
 * What the route's loader reads of the search, as its `loaderDeps` (a modal's tab reruns
 * nothing): `loaderDeps: ({ search }) => depsOf('parcels', search)`.
 */
export function depsOf<K extends RouteSearchKey>(key: K, search: RouteSearchOf<K>): DepsOf<K> {
  const declared = declarations?.[key] as
    { deps: (search: RouteSearchOf<K>) => DepsOf<K> } | undefined;
  return declared ? declared.deps(search) : ({} as DepsOf<K>);
}
