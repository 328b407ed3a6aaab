import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { type Column, ListTable } from '@/components/list/list-table';
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

/** The columns of a part's files; delete only with its action URL (spec c section 6). */
function fileColumns({
  canDelete,
  onDownload,
  onDelete,
}: {
  canDelete: boolean;
  onDownload: (fileName: string) => void;
  onDelete: (fileName: string) => void;
}): Column<DocFile>[] {
  return [
    { header: 'Name', width: 220, cell: (file) => file.fileName },
    { header: 'Date', width: 110, cell: (file) => fileDate(file.date) },
    { header: 'Size', width: 90, cell: (file) => formatFileSize(file.size) },
    {
      header: 'Actions',
      width: 80,
      align: 'right',
      cell: (file) => (
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <ActionIcon
            variant="subtle"
            aria-label={`Download ${file.fileName}`}
            onClick={() => onDownload(file.fileName)}
          >
            <IconDownload size={16} aria-hidden />
          </ActionIcon>
          {canDelete ? (
            <RequiresNetwork>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete ${file.fileName}`}
                onClick={() => onDelete(file.fileName)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </RequiresNetwork>
          ) : null}
        </Group>
      ),
    },
  ];
}

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
  const download = useCallback(
    async (fileName: string) => {
      try {
        const answer = await fetchDocFile({ ...at, part, fileName });
        downloadFile(answer, answer.filename || fileName);
      } catch (error) {
        notifyFailure(error);
      }
    },
    [at, part],
  );
  const { mutateAsync: removeFile } = remove;
  const drop = useCallback(
    async (fileName: string) => {
      const sure = await confirmAction({
        text: `File ${fileName} will be deleted. Continue?`,
        confirmLabel: 'Delete',
      });
      if (sure) quietly(saving(removeFile({ ...at, part, fileName })));
    },
    [at, part, removeFile],
  );
  const canDelete = can(WRITE_ACTION.deleteCarrierFile);
  const columns = useMemo(
    () =>
      fileColumns({
        canDelete,
        onDownload: (fileName) => void download(fileName),
        onDelete: (fileName) => void drop(fileName),
      }),
    [canDelete, download, drop],
  );

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
        <ListTable
          label={title}
          columns={columns}
          rows={files}
          rowKey={(file) => file.fileName}
          maxHeight={null}
        />
      )}
    </Stack>
  );
}
