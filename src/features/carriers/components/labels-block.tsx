import { ActionIcon, Center, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconEye, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { FileViewer } from '@/components/file-viewer/file-viewer';
import { AppModal } from '@/components/modal/app-modal';
import { QueryError } from '@/components/query-error';
import { RequiresNetwork } from '@/components/requires-network';
import { WRITE_ACTION } from '@/config/action-urls';
import { confirmAction } from '@/lib/confirm';
import { formatFileSize } from '@/lib/files';
import { useAccount } from '@/lib/session/use-session';
import { useAddLabel, useDeleteLabel } from '../api/carriers-mutations';
import { carrierQueries } from '../api/carriers-queries';
import type { DocFile } from '@/contract/carriers/carriers-schemas';
import { fileDate } from '../carriers-rules';
import { quietly, saving, useCan, type VersionAt } from './docs-write';
import { UploadButton } from './upload-button';

// A version's labels (spec c section 2): viewed in the console's file viewer (PDF, images, ZPL),
// uploaded and deleted with their action URLs; 'No uploaded labels' when there are none.

function LabelViewer({
  at,
  fileName,
  onClose,
}: {
  at: VersionAt;
  fileName: string;
  onClose: () => void;
}) {
  const query = useQuery(carrierQueries.label(useAccount(), { ...at, fileName }));
  return (
    <AppModal onClose={onClose} title={fileName} size="xl">
      {query.data ? (
        <FileViewer
          file={query.data}
          title={`Label ${fileName}`}
          downloadName={query.data.filename || fileName}
          missingMessage={`Label ${fileName} file not found or is empty`}
        />
      ) : query.error ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <Center py="xl">
          <Loader aria-label="Loading" />
        </Center>
      )}
    </AppModal>
  );
}

export function LabelsBlock({ at, labels }: { at: VersionAt; labels: DocFile[] }) {
  const can = useCan();
  const add = useAddLabel();
  const remove = useDeleteLabel();
  const [viewing, setViewing] = useState<string | null>(null);
  const drop = async (fileName: string) => {
    const sure = await confirmAction({
      text: `Label ${fileName} will be deleted. Continue?`,
      confirmLabel: 'Delete',
    });
    if (sure) quietly(saving(remove.mutateAsync({ ...at, fileName })));
  };

  return (
    <Stack gap="xs" component="section" aria-label="Labels">
      <Group justify="space-between">
        <Title order={3} size="h4">
          Labels
        </Title>
        {can(WRITE_ACTION.addCarrierLabel) ? (
          <UploadButton
            label="Upload label"
            forLabels
            onUpload={(upload) =>
              saving(add.mutateAsync({ ...at, files: [upload] }), 'Label uploaded')
            }
          />
        ) : null}
      </Group>
      {labels.length === 0 ? (
        <Text size="sm" c="dimmed">
          No uploaded labels
        </Text>
      ) : (
        <List spacing={4} size="sm" aria-label="Labels">
          {labels.map((label) => (
            <List.Item key={label.fileName}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" style={{ wordBreak: 'break-all' }}>
                  {label.fileName}
                </Text>
                <Text size="xs" c="dimmed">
                  {fileDate(label.date)} · {formatFileSize(label.size)}
                </Text>
                <ActionIcon
                  variant="subtle"
                  aria-label={`View ${label.fileName}`}
                  onClick={() => setViewing(label.fileName)}
                >
                  <IconEye size={16} aria-hidden />
                </ActionIcon>
                {can(WRITE_ACTION.deleteCarrierLabel) ? (
                  <RequiresNetwork>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${label.fileName}`}
                      onClick={() => void drop(label.fileName)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </RequiresNetwork>
                ) : null}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      {viewing ? <LabelViewer at={at} fileName={viewing} onClose={() => setViewing(null)} /> : null}
    </Stack>
  );
}
