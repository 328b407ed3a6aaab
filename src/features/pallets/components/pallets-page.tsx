import { type ReactNode, useMemo } from 'react';
import { ListScreen } from '@/components/list/list-screen';
import type { ListBulk } from '@/components/list/selection/list-selection';
import { useListRoute } from '@/components/list/use-list-route';
import { SCREEN } from '@/config/access-urls';
import { LIST_VIEW_KEYS } from '@/contract/constants';
import { useAccess } from '@/lib/access';
import { useAccount, useCommonLists } from '@/lib/session/use-session';
import { palletQueries } from '../api/pallet-queries';
import type { Pallet, PalletPage } from '@/contract/pallets/pallet-schemas';
import { palletFilters, type PalletsSearch } from '../pallets-search';
import { PalletCard } from './pallet-card';
import { PalletFilterFields, usePalletFilterOptions } from './pallet-filters';
import { palletColumns } from './pallet-table';

const pageOf = (page: PalletPage) => ({
  rows: page.pallets,
  hasMoreItems: page.hasMoreItems,
  total: page.total,
});
const rowKey = (pallet: Pallet) => pallet.id;

/** Issue 18 §2: the bulk label actions for the selected pallets (composed by the route). */
export type PalletLabelActions = (refs: { id: number; name: string }[]) => ReactNode;

/** The pallet list (spec a section 2): filters and paging live in the URL alone. */
export function PalletsPage({ labelActions }: { labelActions?: PalletLabelActions } = {}) {
  const account = useAccount();
  const lists = useCommonLists();
  const canOpenRequests = useAccess().can(SCREEN.requestsLog);
  const route = useListRoute<typeof palletFilters, PalletsSearch>('/_app/pallets', palletFilters);
  const { options, names } = usePalletFilterOptions(lists);
  const columns = useMemo(() => palletColumns(lists, canOpenRequests), [lists, canOpenRequests]);
  const bulk = useMemo<ListBulk<Pallet> | undefined>(
    () =>
      labelActions && {
        label: (pallet) => `Select pallet ${pallet.tracking_number}`,
        actions: (selected) =>
          labelActions([...selected.values()].map((p) => ({ id: p.id, name: p.tracking_number }))),
      },
    [labelActions],
  );

  return (
    <ListScreen
      title="Pallets"
      route={route}
      query={palletQueries.list(account, route.params)}
      queryAt={(page, quantity) => palletQueries.list(account, { ...route.params, page, quantity })}
      pageOf={pageOf}
      rowKey={rowKey}
      viewKey={LIST_VIEW_KEYS.pallets}
      bulk={bulk}
      columns={columns}
      card={(pallet) => (
        <PalletCard pallet={pallet} lists={lists} canOpenRequests={canOpenRequests} />
      )}
      names={names}
      fields={(form) => (
        <PalletFilterFields form={form} options={options} hideUsers={lists.hideFilters.users} />
      )}
    />
  );
}
