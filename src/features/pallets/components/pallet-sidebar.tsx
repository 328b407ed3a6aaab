import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileBarcode } from '@tabler/icons-react';
import { CopyValueButton } from '@/components/copy-button';
import { useAccess } from '@/lib/access';
import { notifyFailure } from '@/lib/notify';
import { useAccount, useCommonLists } from '@/lib/session/use-session';
import { SCREEN } from '@/config/access-urls';
import { usePalletFileDownload } from '../api/pallet-mutations';
import type { PalletFileKind } from '../api/pallet-queries';
import type { Pallet } from '@/contract/pallets/pallet-schemas';
import {
  createdText,
  labelFormatNameOf,
  statusNameOf,
  typeLabel,
  userLoginOf,
} from '../pallet-display';
import { LabelledValue } from '@/components/labelled-value';
import { PalletLabelLink, RequestIdLink } from './pallet-links';

/** The details sidebar (spec a section 2): the pallet's facts, then its three files. */
export function PalletSidebar({ pallet }: { pallet: Pallet }) {
  const account = useAccount();
  const lists = useCommonLists();
  const access = useAccess();
  const download = usePalletFileDownload(account);
  const downloading = (kind: PalletFileKind) =>
    download.isPending && download.variables?.kind === kind;
  const save = (kind: PalletFileKind) =>
    download.mutate({ kind, id: pallet.id }, { onError: (error) => notifyFailure(error) });

  return (
    <Paper withBorder radius="md" p="md" component="aside" aria-label="Pallet details">
      <Stack gap="sm">
        <Title order={3} fz="md">
          Pallet details
        </Title>
        <LabelledValue label="ID">{pallet.id}</LabelledValue>
        <LabelledValue label="Tracking number">
          <Group gap={4} wrap="nowrap">
            <span>{pallet.tracking_number}</span>
            <CopyValueButton value={pallet.tracking_number} label="tracking number" />
          </Group>
        </LabelledValue>
        <LabelledValue label="Type">{typeLabel(pallet.type)}</LabelledValue>
        <LabelledValue label="User">{userLoginOf(lists, pallet.user_id)}</LabelledValue>
        <LabelledValue label="Date created">{createdText(pallet)}</LabelledValue>
        <LabelledValue label="Request ID">
          <RequestIdLink requestId={pallet.request_id} canOpen={access.can(SCREEN.requestsLog)} />
        </LabelledValue>
        <LabelledValue label="Status">{statusNameOf(lists, pallet.status)}</LabelledValue>

        <Divider />
        <Title order={3} fz="md">
          Files
        </Title>
        <LabelledValue label={`Label (${labelFormatNameOf(lists, pallet.labelFormat)})`}>
          {pallet.has_label ? (
            <PalletLabelLink id={pallet.id}>
              <Group gap={4} component="span">
                <IconFileBarcode size={16} aria-hidden />
                Open label
              </Group>
            </PalletLabelLink>
          ) : (
            'No label'
          )}
        </LabelledValue>
        <LabelledValue label="Manifest">
          {pallet.manifest_file ? (
            <FileButton
              name={pallet.manifest_file}
              action="Download manifest"
              loading={downloading('manifest')}
              onClick={() => save('manifest')}
            />
          ) : (
            'No manifest'
          )}
        </LabelledValue>
        <LabelledValue label="User file">
          {pallet.user_file ? (
            <FileButton
              name={pallet.user_file}
              action="Download user file"
              loading={downloading('user_file')}
              onClick={() => save('user_file')}
            />
          ) : (
            'No user file'
          )}
        </LabelledValue>
      </Stack>
    </Paper>
  );
}

function FileButton({
  name,
  action,
  loading,
  onClick,
}: {
  name: string;
  action: string;
  loading: boolean;
  onClick: () => void;
}) {
  return (
    <Stack gap={4} align="flex-start">
      <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Text>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconDownload size={14} aria-hidden />}
        loading={loading}
        onClick={onClick}
      >
        {action}
      </Button>
    </Stack>
  );
}
