import { ActionIcon, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { RequiresNetwork } from '@/components/requires-network';
import { WRITE_ACTION } from '@/config/action-urls';
import { confirmAction } from '@/lib/confirm';
import { downloadFile, formatFileSize } from '@/lib/files';
import { notifyFailure } from '@/lib/notify';
import { useAddFile, useDeleteFile } from '../api/carriers-mutations';
import { fetchDocFile } from '../api/carriers-queries';
import type { DocFile, DocPart } from '@/contract/carriers/carriers-schemas';
import { fileDate } from '../carriers-rules';
import { quietly, saving, useCan, type VersionAt } from './docs-write';
import { UploadButton } from './upload-button';

// A part's files (the version's own or a section's): name, date (DD-MM-YYYY, 'No date'), size;
// download for everyone who reads, upload and delete with their action URLs.

export function PartFiles({
  at,
  part,
  files,
  title,
}: {
  at: VersionAt;
  part: DocPart;
  files: DocFile[];
  title: string;
}) {
  const can = useCan();
  const add = useAddFile();
  const remove = useDeleteFile();
  const download = async (fileName: string) => {
    try {
      const answer = await fetchDocFile({ ...at, part, fileName });
      downloadFile(answer, answer.filename || fileName);
    } catch (error) {
      notifyFailure(error);
    }
  };
  const drop = async (fileName: string) => {
    const sure = await confirmAction({
      text: `File ${fileName} will be deleted. Continue?`,
      confirmLabel: 'Delete',
    });
    if (sure) quietly(saving(remove.mutateAsync({ ...at, part, fileName })));
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600} size="sm">
          {title}
        </Text>
        {can(WRITE_ACTION.addCarrierFile) ? (
          <UploadButton
            label={`Upload file (${title})`}
            onUpload={(upload) =>
              saving(add.mutateAsync({ ...at, part, files: [upload] }), 'File uploaded')
            }
          />
        ) : null}
      </Group>
      {files.length === 0 ? (
        <Text size="sm" c="dimmed">
          No uploaded files
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table aria-label={title} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Size</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {files.map((file) => (
                <Table.Tr key={file.fileName}>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{file.fileName}</Table.Td>
                  <Table.Td>{fileDate(file.date)}</Table.Td>
                  <Table.Td>{formatFileSize(file.size)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Download ${file.fileName}`}
                        onClick={() => void download(file.fileName)}
                      >
                        <IconDownload size={16} aria-hidden />
                      </ActionIcon>
                      {can(WRITE_ACTION.deleteCarrierFile) ? (
                        <RequiresNetwork>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={`Delete ${file.fileName}`}
                            onClick={() => void drop(file.fileName)}
                          >
                            <IconTrash size={16} aria-hidden />
                          </ActionIcon>
                        </RequiresNetwork>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
