import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import { IconBookmarkPlus, IconCheck, IconDotsVertical } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmAction } from '@/lib/confirm';
import type { ListFilters } from '@/lib/list-filters';
import { notifyFailure } from '@/lib/notify';
import { useAccount } from '@/lib/session/use-session';
import { useFiltersOpen } from '../list-filter-panel';
import type { ListView } from '../use-list-view';
import {
  matchesView,
  normalHidden,
  type SavedView,
  searchOfView,
  viewName,
  viewNameError,
  type ViewState,
  viewSearchOf,
} from './saved-view-rules';
import { useSavedViews } from './use-saved-views';
import { VIEW_NOT_SAVED, ViewNameModal } from './view-name-modal';

// Issue 18 §4 (decision 051): named views of a list (filters and mode, cards or table, the folded
// panel, the columns) per account, as chips above the list. A chip opens its view; the chip of
// the view the list shows now is marked.

type Search = Record<string, unknown>;

export type SavedViewsProps = {
  /** The list's name (its route path): views are kept per account and list. */
  list: string;
  filters: Pick<ListFilters, 'keys' | 'cleared'>;
  /** The URL's search of the list. */
  search: Search;
  /** Patches the URL's search (the list route's `patch`). */
  onSearch: (search: Search) => void;
  /** The cards/table choice, when the list has a table. */
  view?: { choice: ListView; set: (view: ListView) => void };
  /** The table's hidden columns, when the list has a table. */
  columns?: { hidden: readonly string[]; set: (hidden: string[]) => void };
};

type Editing = { kind: 'save' } | { kind: 'rename'; view: SavedView } | null;

export function SavedViews({ list, filters, search, onSearch, view, columns }: SavedViewsProps) {
  const account = useAccount();
  const { views, add, put, remove } = useSavedViews(account, list);
  const [filtersOpen, setFiltersOpen] = useFiltersOpen(list);
  const [editing, setEditing] = useState<Editing>(null);

  const current: ViewState = {
    search: viewSearchOf(search, filters.keys),
    view: view?.choice ?? 'cards',
    filtersOpen,
    hiddenColumns: normalHidden(columns?.hidden ?? []),
  };

  const open = (saved: SavedView) => {
    onSearch(searchOfView(saved, filters.cleared(), filters.keys));
    setFiltersOpen(saved.filtersOpen);
    view?.set(saved.view);
    columns?.set(saved.hiddenColumns);
  };

  const save = (name: string) => add({ ...current, list, name: viewName(name) });
  const rename = (saved: SavedView) => (name: string) => put({ ...saved, name: viewName(name) });
  const update = async (saved: SavedView) => {
    try {
      await put({ ...saved, ...current });
    } catch {
      notifyFailure(VIEW_NOT_SAVED);
    }
  };
  const drop = async (saved: SavedView) => {
    const confirmed = await confirmAction({
      title: 'Delete view',
      text: `Delete the view "${saved.name}" of this list? The list itself is not changed.`,
      confirmLabel: 'Delete',
    });
    if (!confirmed) return;
    try {
      await remove(saved.id);
    } catch {
      notifyFailure('The view could not be deleted on this device.');
    }
  };

  return (
    <Group gap="xs" wrap="wrap">
      {views.length > 0 ? (
        <Group gap="xs" wrap="wrap" role="list" aria-label="Saved views">
          {views.map((saved) => (
            <ViewChip
              key={saved.id}
              view={saved}
              active={matchesView(saved, current)}
              onOpen={() => open(saved)}
              onRename={() => setEditing({ kind: 'rename', view: saved })}
              onUpdate={() => void update(saved)}
              onDelete={() => void drop(saved)}
            />
          ))}
        </Group>
      ) : null}
      <Button
        size="xs"
        variant="subtle"
        leftSection={<IconBookmarkPlus size={14} aria-hidden />}
        onClick={() => setEditing({ kind: 'save' })}
      >
        Save view
      </Button>
      {editing ? (
        <ViewNameModal
          title={editing.kind === 'save' ? 'Save current view' : 'Rename view'}
          initialName={editing.kind === 'save' ? '' : editing.view.name}
          submitLabel={editing.kind === 'save' ? 'Save' : 'Rename'}
          validate={(name) =>
            viewNameError(name, views, editing.kind === 'rename' ? editing.view.id : undefined)
          }
          onSubmit={editing.kind === 'save' ? save : rename(editing.view)}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Group>
  );
}

function ViewChip({
  view,
  active,
  onOpen,
  onRename,
  onUpdate,
  onDelete,
}: {
  view: SavedView;
  active: boolean;
  onOpen: () => void;
  onRename: () => void;
  onUpdate: () => void;
  onDelete: () => void;
}) {
  const variant = active ? 'filled' : 'light';
  return (
    <Group role="listitem" gap={2} wrap="nowrap">
      <Button
        size="xs"
        radius="xl"
        variant={variant}
        aria-current={active ? 'true' : undefined}
        leftSection={active ? <IconCheck size={14} aria-hidden /> : undefined}
        onClick={onOpen}
      >
        {view.name}
      </Button>
      <Menu position="bottom-start" withinPortal>
        <Menu.Target>
          <ActionIcon
            size="md"
            radius="xl"
            variant="subtle"
            aria-label={`Actions of view ${view.name}`}
          >
            <IconDotsVertical size={14} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={onRename}>Rename</Menu.Item>
          <Menu.Item onClick={onUpdate} disabled={active}>
            Update with current
          </Menu.Item>
          <Menu.Item color="red" onClick={onDelete}>
            Delete
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
