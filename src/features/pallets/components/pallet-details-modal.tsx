import { Alert, Button, Center, Grid, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconWifiOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { cachedAgo } from '@/lib/data-age';
import { entityIdMessage, parseEntityId } from '@/lib/files';
import { notifyFailure } from '@/lib/notify';
import { useOnline } from '@/lib/online';
import type { Account } from '@/lib/session/accounts';
import { useCommonLists } from '@/lib/session/common-lists-queries';
import { palletQueries } from '../api/pallet-queries';
import { PalletDetailTabs, type PalletTab } from './pallet-detail-tabs';
import { PalletSidebar } from './pallet-sidebar';

// The pallet details modal over the list (spec a section 2): read-only tabs and a sidebar. A
// pallet that cannot be loaded is said in a toast and the modal goes away (spec a section 8).

const SMALL_SCREEN = '(max-width: 48em)';

/** 'create' names no pallet (spec a section 2): nothing is loaded. */
export const isPalletToLoad = (data: string) => data !== 'create';

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

/** Fails once per mount: the toast, then the modal closes. */
function useFailOnce(error: unknown, onLoadFailed: () => void) {
  const failed = useRef(false);
  useEffect(() => {
    if (error === null || error === undefined || failed.current) return;
    failed.current = true;
    notifyFailure(error);
    onLoadFailed();
  }, [error, onLoadFailed]);
}

function InvalidPallet({ data, onLoadFailed }: Props) {
  useFailOnce(entityIdMessage(data), onLoadFailed);
  return null;
}

function DetailsFrame({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const small = useMediaQuery(SMALL_SCREEN);
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size="xl"
      fullScreen={small}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function NoPallet({ onClose }: { onClose: () => void }) {
  return (
    <DetailsFrame title="Pallet" onClose={onClose}>
      <Text c="dimmed">No pallet to show.</Text>
    </DetailsFrame>
  );
}

function PalletDetails({ account, data, tab, onTabChange, onClose, onLoadFailed }: Props) {
  const online = useOnline();
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
    <DetailsFrame title={pallet ? `Pallet ${pallet.tracking_number}` : 'Pallet'} onClose={onClose}>
      {pallet ? (
        <>
          {!online ? (
            <Alert color="yellow" icon={<IconWifiOff size={16} aria-hidden />} p="xs">
              Opened offline, {cachedAgo(query.dataUpdatedAt)}
            </Alert>
          ) : null}
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
        <Center py="xl">
          <Loader aria-label="Loading pallet" />
        </Center>
      )}
    </DetailsFrame>
  );
}
