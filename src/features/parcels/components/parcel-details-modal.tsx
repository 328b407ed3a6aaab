import { Grid } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { OfflineCopyNotice, RecordLoader, RecordModal } from '@/components/record-modal';
import { RecordParamSwitch, useRecordQuery, useRecordRoute } from '@/components/record-route';
import { SCREEN } from '@/config/access-urls';
import { useAccess } from '@/lib/access';
import { useAccount, useCommonLists } from '@/lib/session/use-session';
import { parcelQueries } from '../api/parcel-queries';
import { PARCEL_TAB_KEY, type ParcelTab } from '../parcel-details-search';
import { ParcelDetailsTabs } from './parcel-details-tabs';
import { ParcelSidebar } from './parcel-sidebar';

// The parcel details modal over the list (spec a section 2): read-only tabs and a sidebar.
// A parcel that cannot be loaded is said in a toast and the modal goes away (spec a section 8).

const route = getRouteApi('/_app/parcels/$data');

export function ParcelDetailsModal() {
  const { data } = route.useParams();
  const record = useRecordRoute<ParcelTab>('/parcels', PARCEL_TAB_KEY);
  return (
    <RecordParamSwitch data={data} onLoadFailed={record.goBack}>
      {(id) => <ParcelDetails id={id} {...record} />}
    </RecordParamSwitch>
  );
}

function ParcelDetails({
  id,
  tab,
  setTab,
  close,
  goBack,
}: { id: string } & ReturnType<typeof useRecordRoute<ParcelTab>>) {
  const account = useAccount();
  const lists = useCommonLists();
  const access = useAccess();
  const query = useRecordQuery(parcelQueries.detail(account, id), goBack);
  const parcel = query.data;

  return (
    <RecordModal
      details
      title={parcel ? `Parcel ${parcel.tracking_number}` : 'Parcel'}
      onClose={close}
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
                canOpenServices={access.can(SCREEN.services)}
                tab={tab}
                onTabChange={setTab}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <ParcelSidebar parcel={parcel} />
            </Grid.Col>
          </Grid>
        </>
      ) : (
        <RecordLoader label="Loading parcel" />
      )}
    </RecordModal>
  );
}
