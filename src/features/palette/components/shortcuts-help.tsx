import { Group, Kbd, Modal, Table, Text } from '@mantine/core';
import { Fragment } from 'react';
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
  const rows = [
    ...SHORTCUTS.map((shortcut) => ({ keys: shortcut.keys, then: false, what: shortcut.what })),
    ...goTo.map((target) => ({
      keys: ['g', target.key],
      then: true,
      what: `Go to ${target.label}`,
    })),
  ];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onClosed}
      returnFocus={false}
      title="Keyboard shortcuts"
      closeButtonProps={{ 'aria-label': 'Close' }}
      data-palette
    >
      <Text size="sm" c="dimmed" mb="sm">
        Single keys act outside text fields and open windows.
      </Text>
      <Table striped aria-label="Keyboard shortcuts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Keys</Table.Th>
            <Table.Th>What they do</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.what}>
              <Table.Td>
                <Keys keys={row.keys} then={row.then} />
              </Table.Td>
              <Table.Td>{row.what}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
