import { Grid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  OfflineCopyNotice,
  RecordLoader,
  RecordModal,
  useFailOnce,
} from '@/components/record-modal';
import type { Access } from '@/lib/access';
import { entityIdMessage, parseEntityId } from '@/lib/files';
import type { Account } from '@/lib/session/accounts';
import { useCommonLists } from '@/lib/session/common-lists-queries';
import { parcelQueries } from '../api/parcel-queries';
import { isParcelToLoad, type ParcelTab } from '../parcel-details-search';
import { ParcelDetailsTabs } from './parcel-details-tabs';
import { ParcelSidebar } from './parcel-sidebar';

// The parcel details modal over the list (spec a section 2): read-only tabs and a sidebar.
// A parcel that cannot be loaded is said in a toast and the modal goes away (spec a section 8).

type Props = {
  account: Account;
  access: Access;
  /** The route's `data` param: a parcel id, or anything a user typed. */
  data: string;
  tab: ParcelTab;
  onTabChange: (tab: ParcelTab) => void;
  /** Cancel: back to the list. */
  onClose: () => void;
  /** A failed load: back to where the user came from. */
  onLoadFailed: () => void;
};

export function ParcelDetailsModal(props: Props) {
  if (!isParcelToLoad(props.data)) return null;
  if (parseEntityId(props.data) === null) return <InvalidParcel {...props} />;
  return <ParcelDetails {...props} />;
}

function InvalidParcel({ data, onLoadFailed }: Props) {
  useFailOnce(entityIdMessage(data), onLoadFailed);
  return null;
}

function ParcelDetails({ account, access, data, tab, onTabChange, onClose, onLoadFailed }: Props) {
  const lists = useCommonLists(account);
  const query = useQuery(parcelQueries.detail(account, data));
  const parcel = query.data;
  // A refetch that fails while a copy is shown (offline) keeps the copy on screen.
  useFailOnce(parcel ? null : query.error, onLoadFailed);

  return (
    <RecordModal
      title={parcel ? `Parcel ${parcel.tracking_number}` : 'Parcel'}
      onClose={onClose}
      withCancel={Boolean(parcel)}
      remember={Boolean(parcel)}
    >
      {parcel ? (
        <>
          <OfflineCopyNotice updatedAt={query.dataUpdatedAt} />
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <ParcelDetailsTabs
                parcel={parcel}
                lists={lists}
                canOpenServices={access.can('/services')}
                tab={tab}
                onTabChange={onTabChange}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <ParcelSidebar
                parcel={parcel}
                account={account}
                statuses={lists.trackingStatuses}
                access={access}
              />
            </Grid.Col>
          </Grid>
        </>
      ) : (
        <RecordLoader label="Loading parcel" />
      )}
    </RecordModal>
  );
}
