import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { ListScreen } from '@/components/list/list-screen';
import { useListRoute } from '@/components/list/use-list-route';
import { RouterButton } from '@/components/router-link';
import { SCREEN } from '@/config/access-urls';
import { LIST_VIEW_KEYS } from '@/config/constants';
import { useAccess } from '@/lib/access';
import { useAccount, useCommonLists } from '@/lib/session/use-session';
import { parcelQueries } from '../api/parcel-queries';
import type { ParcelListItem, ParcelPage } from '../api/parcel-schemas';
import { parcelFilters, type ParcelsSearch } from '../parcels-search';
import { lookupsOf, ParcelCard } from './parcel-cards';
import { ParcelFilterFields, useParcelFilterOptions } from './parcel-filters';
import { parcelColumns } from './parcel-table';

const pageOf = (page: ParcelPage) => ({
  rows: page.parcels,
  hasMoreItems: page.hasMoreItems,
  total: page.total,
});
const rowKey = (parcel: ParcelListItem) => parcel.id;

/**
 * The parcel list (spec a section 2): everything it shows comes from the URL search; offline,
 * the device copy of the page answers (decision 018).
 */
export function ParcelsPage() {
  const account = useAccount();
  const lists = useCommonLists();
  const canOpenRequests = useAccess().can(SCREEN.requestsLog);
  const route = useListRoute<typeof parcelFilters, ParcelsSearch>('/_app/parcels', parcelFilters);
  const { options, names } = useParcelFilterOptions(lists);
  const columns = useMemo(() => parcelColumns(lists, canOpenRequests), [lists, canOpenRequests]);

  return (
    <ListScreen
      title="Parcels"
      route={route}
      query={parcelQueries.list(account, route.params)}
      pageOf={pageOf}
      rowKey={rowKey}
      viewKey={LIST_VIEW_KEYS.parcels}
      columns={columns}
      card={(parcel) => (
        <ParcelCard parcel={parcel} {...lookupsOf(parcel, lists, canOpenRequests)} />
      )}
      names={names}
      fields={(form) => (
        <ParcelFilterFields form={form} options={options} hideUsers={lists.hideFilters.users} />
      )}
      actions={
        <RouterButton
          to="/parcels/create"
          search={(prev) => prev}
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
        >
          Create parcel
        </RouterButton>
      }
    />
  );
}
