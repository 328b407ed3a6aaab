import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useMemo } from 'react';
import { ListScreen } from '@/components/list/list-screen';
import type { ListBulk } from '@/components/list/selection/list-selection';
import { useListRoute } from '@/components/list/use-list-route';
import { RouterButton } from '@/components/router-link';
import { SCREEN } from '@/config/access-urls';
import { WRITE_ACTION } from '@/config/action-urls';
import { LIST_VIEW_KEYS } from '@/contract/constants';
import { useAccess } from '@/lib/access';
import { useAccount, useCommonLists } from '@/lib/session/use-session';
import { parcelQueries } from '../api/parcel-queries';
import type { ParcelListItem, ParcelPage } from '@/contract/parcels/parcel-schemas';
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

/** Issue 18 §2: the bulk label actions for the selected parcels (composed by the route). */
export type ParcelLabelActions = (refs: { id: number; name: string }[]) => ReactNode;

/**
 * The parcel list (spec a section 2): everything it shows comes from the URL search; offline,
 * the device copy of the page answers (decision 018).
 */
export function ParcelsPage({ labelActions }: { labelActions?: ParcelLabelActions } = {}) {
  const account = useAccount();
  const lists = useCommonLists();
  const access = useAccess();
  const canOpenRequests = access.can(SCREEN.requestsLog);
  // Creating a parcel is a write of its own: reading the list does not grant it.
  const canCreate = access.can(WRITE_ACTION.createParcel);
  const route = useListRoute<typeof parcelFilters, ParcelsSearch>('/_app/parcels', parcelFilters);
  const { options, names } = useParcelFilterOptions(lists);
  const columns = useMemo(() => parcelColumns(lists, canOpenRequests), [lists, canOpenRequests]);
  const bulk = useMemo<ListBulk<ParcelListItem> | undefined>(
    () =>
      labelActions && {
        label: (parcel) => `Select parcel ${parcel.tracking}`,
        actions: (selected) =>
          labelActions([...selected.values()].map((p) => ({ id: p.id, name: p.tracking }))),
      },
    [labelActions],
  );

  return (
    <ListScreen
      title="Parcels"
      route={route}
      query={parcelQueries.list(account, route.params)}
      queryAt={(page, quantity) => parcelQueries.list(account, { ...route.params, page, quantity })}
      pageOf={pageOf}
      rowKey={rowKey}
      viewKey={LIST_VIEW_KEYS.parcels}
      bulk={bulk}
      columns={columns}
      card={(parcel) => (
        <ParcelCard parcel={parcel} {...lookupsOf(parcel, lists, canOpenRequests)} />
      )}
      names={names}
      fields={(form) => (
        <ParcelFilterFields form={form} options={options} hideUsers={lists.hideFilters.users} />
      )}
      actions={
        canCreate ? (
          <RouterButton
            to="/parcels/create"
            search={(prev) => prev}
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
          >
            Create parcel
          </RouterButton>
        ) : undefined
      }
    />
  );
}
