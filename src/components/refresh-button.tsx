import { ActionIcon, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

/** A screen's refresh icon button, spinning while its read is fetching. */
export function RefreshButton({
  label,
  refreshing,
  onRefresh,
}: {
  /** The accessible name, e.g. 'Refresh overview'. */
  label: string;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  return (
    <Tooltip label="Refresh">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={label}
        loading={refreshing}
        onClick={onRefresh}
      >
        <IconRefresh size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
