import { Group, Kbd, Text } from '@mantine/core';
import { Fragment, useMemo } from 'react';
import { type Column, ListTable } from '@/components/list/list-table';
import { AppModal } from '@/components/modal/app-modal';
import { SHORTCUTS } from '../palette-keys';
import type { GoTarget } from '../palette-screens';

function Keys({ keys, then = false }: { keys: readonly string[]; then?: boolean }) {
  return (
    <Group gap={4} wrap="nowrap">
      {keys.map((key, index) => (
        <Fragment key={key}>
          {index > 0 ? (
            <Text span size="xs" c="dimmed">
              {then ? 'then' : '+'}
            </Text>
          ) : null}
          <Kbd>{key}</Kbd>
        </Fragment>
      ))}
    </Group>
  );
}

type ShortcutRow = { keys: readonly string[]; then: boolean; what: string };

const COLUMNS: readonly Column<ShortcutRow>[] = [
  { header: 'Keys', width: 100, cell: (row) => <Keys keys={row.keys} then={row.then} /> },
  { header: 'What they do', width: 300, cell: (row) => row.what },
];

/** The `?` sheet: every shortcut, and the screens `g` then a letter opens for this account. */
export function ShortcutsHelp({
  opened,
  goTo,
  onClose,
  onClosed,
}: {
  opened: boolean;
  goTo: readonly GoTarget[];
  onClose: () => void;
  onClosed: () => void;
}) {
  const rows = useMemo(
    (): ShortcutRow[] => [
      ...SHORTCUTS.map((shortcut) => ({ keys: shortcut.keys, then: false, what: shortcut.what })),
      ...goTo.map((target) => ({
        keys: ['g', target.key],
        then: true,
        what: `Go to ${target.label}`,
      })),
    ],
    [goTo],
  );
  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      returnFocus={false}
      title="Keyboard shortcuts"
      data-palette
    >
      <Text size="sm" c="dimmed" mb="sm">
        Single keys act outside text fields and open windows.
      </Text>
      <ListTable
        label="Keyboard shortcuts"
        columns={COLUMNS}
        rows={rows}
        rowKey={(row) => row.what}
        maxHeight={null}
      />
    </AppModal>
  );
}
