import { useMemo } from 'react';
import { ListScreen } from '@/components/list/list-screen';
import { useListRoute } from '@/components/list/use-list-route';
import { SCREEN } from '@/config/access-urls';
import { LIST_VIEW_KEYS } from '@/config/constants';
import { useAccess } from '@/lib/access';
import { useAccount, useCommonLists } from '@/lib/session/use-session';
import { palletQueries } from '../api/pallet-queries';
import type { Pallet, PalletPage } from '../api/pallet-schemas';
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

/** The pallet list (spec a section 2): filters and paging live in the URL alone. */
export function PalletsPage() {
  const account = useAccount();
  const lists = useCommonLists();
  const canOpenRequests = useAccess().can(SCREEN.requestsLog);
  const route = useListRoute<typeof palletFilters, PalletsSearch>('/_app/pallets', palletFilters);
  const { options, names } = usePalletFilterOptions(lists);
  const columns = useMemo(() => palletColumns(lists, canOpenRequests), [lists, canOpenRequests]);

  return (
    <ListScreen
      title="Pallets"
      route={route}
      query={palletQueries.list(account, route.params)}
      pageOf={pageOf}
      rowKey={rowKey}
      viewKey={LIST_VIEW_KEYS.pallets}
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
