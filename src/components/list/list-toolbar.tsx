import { ActionIcon, Group, SegmentedControl, Tooltip } from '@mantine/core';
import { IconLayoutGrid, IconRefresh, IconTable } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { FilterMode } from '@/lib/list-search';
import type { ListView } from './use-list-view';

const MODES: { value: FilterMode; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'live', label: 'Live' },
  { value: 'test', label: 'Test' },
];

/** Mode switch All / Live / Test, the card/table choice (wide screens only) and refresh. */
export function ListToolbar({
  mode,
  onMode,
  view,
  onView,
  tableAvailable,
  refreshing,
  onRefresh,
  children,
}: {
  /** Without it, no mode switch. */
  mode?: FilterMode;
  onMode: (mode: FilterMode) => void;
  view: ListView;
  onView: (view: ListView) => void;
  tableAvailable: boolean;
  refreshing: boolean;
  onRefresh: () => void;
  /** Actions of the screen (e.g. a create link), shown first. */
  children?: ReactNode;
}) {
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="sm">{children}</Group>
      <Group gap="sm">
        {mode ? (
          <SegmentedControl
            aria-label="Mode"
            size="xs"
            data={MODES}
            value={mode}
            onChange={(value) => onMode(value as FilterMode)}
          />
        ) : null}
        {tableAvailable ? (
          <SegmentedControl
            aria-label="View"
            size="xs"
            value={view}
            onChange={(value) => onView(value as ListView)}
            data={[
              {
                value: 'cards',
                label: <ViewLabel icon={<IconLayoutGrid size={14} />} text="Cards" />,
              },
              { value: 'table', label: <ViewLabel icon={<IconTable size={14} />} text="Table" /> },
            ]}
          />
        ) : null}
        <Tooltip label="Refresh">
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Refresh"
            loading={refreshing}
            onClick={onRefresh}
          >
            <IconRefresh size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}

function ViewLabel({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      {icon}
      <span>{text}</span>
    </Group>
  );
}
