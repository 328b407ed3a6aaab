import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

/**
 * Edit and delete of one markup or price entry (spec c section 4: only upcoming entries change),
 * named by what it is and when it starts, e.g. 'Edit markup from 01-12-2026 00:00'.
 */
export function EntryActions({
  noun,
  when,
  editDisabled,
  deleteDisabled,
  onEdit,
  onDelete,
}: {
  noun: 'markup' | 'price';
  when: string;
  editDisabled: boolean;
  deleteDisabled: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        aria-label={`Edit ${noun} from ${when}`}
        disabled={editDisabled}
        onClick={onEdit}
      >
        <IconPencil size={16} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Delete ${noun} from ${when}`}
        disabled={deleteDisabled}
        onClick={onDelete}
      >
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
