import type { ReactNode } from 'react';
import { RequestLogLink } from '@/components/request-log-link';
import { RouterAnchor } from '@/components/router-link';
import { NO_DATA } from '../pallet-display';
import { PALLET_TAB_KEY } from '../pallet-details-search';

/** The list's search without the details modal's open tab: a new pallet opens on its first tab. */
function listSearch<T extends object>(prev: T): Omit<T, typeof PALLET_TAB_KEY> {
  const { [PALLET_TAB_KEY]: _tab, ...list } = prev as T & { [PALLET_TAB_KEY]?: unknown };
  return list;
}

/** Spec a sections 2 and 8: the request log link needs access to it; no id shows 'No data'. */
export function RequestIdLink({
  requestId,
  canOpen,
}: {
  requestId: string | null;
  canOpen: boolean;
}) {
  return <RequestLogLink requestId={requestId} canOpen={canOpen} empty={NO_DATA} />;
}

/** A parcel's details modal over the parcel list. */
export function ParcelLink({ id, children }: { id: number; children: ReactNode }) {
  return (
    <RouterAnchor to="/parcels/$data" params={{ data: String(id) }}>
      {children}
    </RouterAnchor>
  );
}

/** The details modal of a pallet, over the list, keeping the list's search. */
export function PalletLink({ id, children }: { id: number; children: ReactNode }) {
  return (
    <RouterAnchor to="/pallets/$data" params={{ data: String(id) }} search={listSearch}>
      {children}
    </RouterAnchor>
  );
}

/** The label viewer of a pallet; `name` tells the many 'Label' links of a list apart. */
export function PalletLabelLink({
  id,
  name,
  children,
}: {
  id: number;
  name?: string;
  children: ReactNode;
}) {
  return (
    <RouterAnchor
      to="/pallets/label/$id"
      params={{ id: String(id) }}
      search={listSearch}
      aria-label={name}
    >
      {children}
    </RouterAnchor>
  );
}
