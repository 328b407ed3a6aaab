import { Alert, Button, Center, Grid, Group, Loader, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconWifiOff } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import type { Access } from '@/lib/access';
import { cachedAgo } from '@/lib/data-age';
import { entityIdMessage, parseEntityId } from '@/lib/files';
import { notifyFailure } from '@/lib/notify';
import { useOnline } from '@/lib/online';
import type { Account } from '@/lib/session/accounts';
import { useCommonLists } from '@/lib/session/common-lists-queries';
import { parcelQueries } from '../api/parcel-queries';
import { ParcelDetailsTabs, type ParcelTab } from './parcel-details-tabs';
import { ParcelSidebar } from './parcel-sidebar';

// The parcel details modal over the list (spec a section 2): read-only tabs and a sidebar.
// A parcel that cannot be loaded is said in a toast and the modal goes away (spec a section 8).

const SMALL_SCREEN = '(max-width: 48em)';

/** 'create' is the create form's path, never a parcel to load (spec a section 2). */
export const isParcelToLoad = (data: string) => data !== 'create';

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

function InvalidParcel({ data, onLoadFailed }: Props) {
  useFailOnce(entityIdMessage(data), onLoadFailed);
  return null;
}

function ParcelDetails({ account, access, data, tab, onTabChange, onClose, onLoadFailed }: Props) {
  const small = useMediaQuery(SMALL_SCREEN);
  const online = useOnline();
  const lists = useCommonLists(account);
  const query = useQuery(parcelQueries.detail(account, data));
  const parcel = query.data;
  // A refetch that fails while a copy is shown (offline) keeps the copy on screen.
  useFailOnce(parcel ? null : query.error, onLoadFailed);

  return (
    <Modal
      opened
      onClose={onClose}
      title={parcel ? `Parcel ${parcel.tracking_number}` : 'Parcel'}
      size="xl"
      fullScreen={small}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {parcel ? (
        <Stack gap="md">
          {!online ? (
            <Alert color="yellow" icon={<IconWifiOff size={16} aria-hidden />} p="xs">
              Opened offline, {cachedAgo(query.dataUpdatedAt)}
            </Alert>
          ) : null}
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
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
          </Group>
        </Stack>
      ) : (
        <Center py="xl">
          <Loader aria-label="Loading parcel" />
        </Center>
      )}
    </Modal>
  );
}
