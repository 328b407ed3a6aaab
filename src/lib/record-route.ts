import type { EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import * as v from 'valibot';
import { parseEntityId } from './entity-id';

// A record modal is a child route over its list (`/parcels/$data`, ARCHITECTURE.md): its param is
// an id, the word `create` (the create form's path, no record to load), or anything a user typed;
// its tabs live in the URL under `tab_{prefix}_view`. These are the route's pure parts; the
// component's are in components/record-route.tsx.

export const CREATE = 'create';

export type RecordParam =
  { kind: 'record'; id: number } | { kind: 'create' } | { kind: 'invalid'; raw: string };

export function recordParam(data: string): RecordParam {
  if (data === CREATE) return { kind: 'create' };
  const id = parseEntityId(data);
  return id === null ? { kind: 'invalid', raw: data } : { kind: 'record', id };
}

/**
 * The open tab of a record modal in the URL: `tab_{prefix}_view`, garbage falling back to the
 * first tab, which is also the default stripped from the URL.
 */
export function recordTabs<
  const Prefix extends string,
  const Tabs extends readonly [string, ...string[]],
>(prefix: Prefix, tabs: Tabs) {
  type Tab = Tabs[number];
  // A literal key per modal, so two modals' tabs never merge in the router's search types.
  const key: `tab_${Prefix}_view` = `tab_${prefix}_view`;
  const first = tabs[0] as Tab;
  const field = v.optional(v.fallback(v.picklist(tabs), first), first);
  return {
    key,
    tabs,
    schema: v.object({ [key]: field } as Record<typeof key, typeof field>),
    defaults: { [key]: first } as Record<typeof key, Tab>,
  };
}

/**
 * The loader of a record modal: the record into the query cache (from memory, the network or,
 * offline, its device copy), nothing for `create` or a bad id, and a failure left to the modal,
 * which says so and goes back (spec a section 8).
 */
export async function loadRecord<T, K extends QueryKey>(
  queryClient: QueryClient,
  data: string,
  options: (id: string) => EnsureQueryDataOptions<T, Error, T, K>,
): Promise<void> {
  const param = recordParam(data);
  if (param.kind !== 'record') return;
  await queryClient.ensureQueryData(options(String(param.id))).catch(() => undefined);
}
