import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { type ReactNode, useCallback } from 'react';
import { entityIdMessage } from '@/lib/entity-id';
import { recordParam } from '@/lib/record-route';
import { useBackOr, useFailOnce } from './record-modal';

// The component side of a record modal route (lib/record-route.ts): its id, its tab in the URL,
// Cancel back to the list, going back after a failed load, and the record's query, which the
// route's loader already asked for (from memory, the network or, offline, its device copy).

/** The lists a record modal sits over. */
type ListPath =
  | '/parcels'
  | '/pallets'
  | '/requests_log'
  | '/healthcheck'
  | '/healthcheck/details'
  | '/services'
  | '/users';

/** `tabKey`: where the modal keeps its open tab in the URL; a modal without tabs leaves it out. */
export function useRecordRoute<Tab extends string>(list: ListPath, tabKey = 'tab') {
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const tab = search[tabKey] as Tab;

  /** Cancel: the list, with its own search (the modal's tab left behind). */
  const close = useCallback(
    () =>
      void navigate({
        to: list,
        search: (prev: Record<string, unknown>) => {
          const { [tabKey]: _tab, ...listSearch } = prev;
          return listSearch;
        },
      } as never),
    [navigate, list, tabKey],
  );
  /** A failed load: back to where the user came from, else the list. */
  const goBack = useBackOr(close);
  const setTab = useCallback(
    (next: Tab) =>
      void navigate({
        to: '.',
        search: (prev: Record<string, unknown>) => ({ ...prev, [tabKey]: next }),
        replace: true,
      } as never),
    [navigate, tabKey],
  );
  return { tab, setTab, close, goBack };
}

/** The record's query: not asked again on mount (the loader did); a failed load said once. */
export function useRecordQuery<T, K extends QueryKey>(
  options: UseQueryOptions<T, Error, T, K>,
  onLoadFailed: () => void,
) {
  const query = useQuery({ ...options, retryOnMount: false });
  // A refetch that fails while the record is shown (offline) keeps it on screen.
  useFailOnce(query.data === undefined ? query.error : null, onLoadFailed);
  return query;
}

/**
 * What a record route's param leads to: `create` (where a list has a create form, it is its own
 * route, which wins), the spec's 'Entity ID is required' for a bad id (said once, then back),
 * else the record.
 */
export function RecordParamSwitch({
  data,
  onLoadFailed,
  create = null,
  children,
}: {
  data: string;
  onLoadFailed: () => void;
  /** What `create` shows on a list without a create form. */
  create?: ReactNode;
  children: (id: string) => ReactNode;
}) {
  const param = recordParam(data);
  if (param.kind === 'create') return <>{create}</>;
  if (param.kind === 'invalid')
    return <InvalidRecord raw={param.raw} onLoadFailed={onLoadFailed} />;
  return <>{children(String(param.id))}</>;
}

function InvalidRecord({ raw, onLoadFailed }: { raw: string; onLoadFailed: () => void }) {
  useFailOnce(entityIdMessage(raw), onLoadFailed);
  return null;
}
