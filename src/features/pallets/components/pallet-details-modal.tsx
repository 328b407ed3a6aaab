import { Grid, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { OfflineCopyNotice, RecordLoader, RecordModal } from '@/components/record-modal';
import { RecordParamSwitch, useRecordQuery, useRecordRoute } from '@/components/record-route';
import { useAccount, useCommonLists } from '@/lib/session/use-session';
import { palletQueries } from '../api/pallet-queries';
import { PALLET_TAB_KEY, type PalletTab } from '../pallet-details-search';
import { PalletDetailTabs } from './pallet-detail-tabs';
import { PalletSidebar } from './pallet-sidebar';

// The pallet details modal over the list (spec a section 2): read-only tabs and a sidebar. A
// pallet that cannot be loaded is said in a toast and the modal goes away (spec a section 8).

const route = getRouteApi('/_app/pallets/$data');

export function PalletDetailsModal() {
  const { data } = route.useParams();
  const record = useRecordRoute<PalletTab>('/pallets', PALLET_TAB_KEY);
  return (
    <RecordParamSwitch
      data={data}
      onLoadFailed={record.goBack}
      // Pallets are not created here (spec a section 2): the word names no pallet.
      create={
        <RecordModal withCancel title="Pallet" onClose={record.close}>
          <Text c="dimmed">No pallet to show.</Text>
        </RecordModal>
      }
    >
      {(id) => <PalletDetails id={id} {...record} />}
    </RecordParamSwitch>
  );
}

function PalletDetails({
  id,
  tab,
  setTab,
  close,
  goBack,
}: { id: string } & ReturnType<typeof useRecordRoute<PalletTab>>) {
  const account = useAccount();
  const lists = useCommonLists();
  const query = useRecordQuery(palletQueries.detail(account, id), goBack);
  const pallet = query.data;

  return (
    <RecordModal
      details
      withCancel
      title={pallet ? `Pallet ${pallet.tracking_number}` : 'Pallet'}
      onClose={close}
      remember={Boolean(pallet)}
    >
      {pallet ? (
        <>
          <OfflineCopyNotice updatedAt={query.dataUpdatedAt} />
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <PalletDetailTabs pallet={pallet} lists={lists} tab={tab} onTabChange={setTab} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <PalletSidebar pallet={pallet} />
            </Grid.Col>
          </Grid>
        </>
      ) : (
        <RecordLoader label="Loading pallet" />
      )}
    </RecordModal>
  );
}
