import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
import { IconColumns3 } from '@tabler/icons-react';
import type { Column } from '../list-table';
import { canHide, toggleHidden } from './column-rules';

/**
 * The table's 'Columns' menu: a checkbox per column; the last one shown at every width cannot be
 * hidden.
 */
export function ColumnsMenu<T>({
  columns,
  hidden,
  onHidden,
}: {
  columns: readonly Column<T>[];
  hidden: readonly string[];
  onHidden: (hidden: string[]) => void;
}) {
  const shownCount = columns.length - hidden.length;
  return (
    <Popover position="bottom-end" shadow="md" trapFocus returnFocus withinPortal>
      <Popover.Target>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconColumns3 size={14} aria-hidden />}
          aria-haspopup="dialog"
        >
          Columns{hidden.length > 0 ? ` (${shownCount}/${columns.length})` : ''}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-label="Columns">
        <Stack gap="xs" role="group" aria-label="Shown columns">
          <Text size="sm" fw={600}>
            Shown columns
          </Text>
          {columns.map((column) => {
            const shown = !hidden.includes(column.header);
            return (
              <Checkbox
                key={column.header}
                size="sm"
                label={column.header}
                checked={shown}
                // At least one column stays shown, whatever the width.
                disabled={shown && !canHide(columns, hidden, column.header)}
                onChange={(event) =>
                  onHidden(
                    toggleHidden(columns, hidden, column.header, event.currentTarget.checked),
                  )
                }
              />
            );
          })}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
