import { Grid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import {
  OfflineCopyNotice,
  RecordLoader,
  RecordModal,
  useFailOnce,
} from '@/components/record-modal';
import { entityIdMessage, parseEntityId } from '@/lib/files';
import type { Account } from '@/lib/session/accounts';
import { useCommonLists } from '@/lib/session/common-lists-queries';
import { palletQueries } from '../api/pallet-queries';
import { isPalletToLoad, type PalletTab } from '../pallet-details-search';
import { PalletDetailTabs } from './pallet-detail-tabs';
import { PalletSidebar } from './pallet-sidebar';

// The pallet details modal over the list (spec a section 2): read-only tabs and a sidebar. A
// pallet that cannot be loaded is said in a toast and the modal goes away (spec a section 8).

type Props = {
  account: Account;
  /** The route's `data` param: a pallet id, `create`, or anything a user typed. */
  data: string;
  tab: PalletTab;
  onTabChange: (tab: PalletTab) => void;
  /** Cancel: back to the list. */
  onClose: () => void;
  /** A failed load: back to where the user came from. */
  onLoadFailed: () => void;
};

export function PalletDetailsModal(props: Props) {
  if (!isPalletToLoad(props.data)) return <NoPallet onClose={props.onClose} />;
  if (parseEntityId(props.data) === null) return <InvalidPallet {...props} />;
  return <PalletDetails {...props} />;
}

function InvalidPallet({ data, onLoadFailed }: Props) {
  useFailOnce(entityIdMessage(data), onLoadFailed);
  return null;
}

function NoPallet({ onClose }: { onClose: () => void }) {
  return (
    <RecordModal withCancel title="Pallet" onClose={onClose}>
      <Text c="dimmed">No pallet to show.</Text>
    </RecordModal>
  );
}

function PalletDetails({ account, data, tab, onTabChange, onClose, onLoadFailed }: Props) {
  const lists = useCommonLists(account);
  const query = useQuery({
    ...palletQueries.detail(account, data),
    // The loader already tried; its error is the answer, not a cue to ask again.
    retryOnMount: false,
  });
  const pallet = query.data;
  // A refetch that fails while a copy is shown (offline) keeps the copy on screen.
  useFailOnce(pallet ? null : query.error, onLoadFailed);

  return (
    <RecordModal
      withCancel
      title={pallet ? `Pallet ${pallet.tracking_number}` : 'Pallet'}
      onClose={onClose}
      remember={Boolean(pallet)}
    >
      {pallet ? (
        <>
          <OfflineCopyNotice updatedAt={query.dataUpdatedAt} />
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <PalletDetailTabs pallet={pallet} lists={lists} tab={tab} onTabChange={onTabChange} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <PalletSidebar account={account} pallet={pallet} lists={lists} />
            </Grid.Col>
          </Grid>
        </>
      ) : (
        <RecordLoader label="Loading pallet" />
      )}
    </RecordModal>
  );
}
