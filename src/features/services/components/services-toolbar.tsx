import { CloseButton, Group, Select, Switch, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { SERVICES_SEARCH_DEBOUNCE_MS } from '@/config/services-constants';
import { userOptions } from '@/lib/list-options';
import { useCommonLists } from '@/lib/session/use-session';
import { SERVICE_KINDS, SERVICE_TYPES } from '../service-kinds';
import { ALL, type ServicesSearch } from '../services-search';

// The list's search box and filters (spec b section 2). The box is the user's text at once and
// the URL's `quickSearch` 500 ms after the last keystroke; the selects go to the URL as chosen.

const ALL_OPTION = { value: ALL, label: 'All' };
const optionsOf = (values: readonly string[]) => [
  ALL_OPTION,
  ...values.map((value) => ({ value, label: value })),
];
const KIND_OPTIONS = optionsOf(SERVICE_KINDS);
const TYPE_OPTIONS = optionsOf(SERVICE_TYPES);

type Patch = (next: Partial<ServicesSearch>, replace?: boolean) => void;

export function ServicesFilters({
  search,
  onChange,
  grouped,
  onGrouped,
}: {
  search: ServicesSearch;
  onChange: Patch;
  grouped: boolean;
  onGrouped: (grouped: boolean) => void;
}) {
  const lists = useCommonLists();
  const users = useMemo(() => [ALL_OPTION, ...userOptions(lists.users)], [lists.users]);
  const select = (name: 'user' | 'kind' | 'type') => ({
    value: search[name],
    onChange: (value: string | null) => onChange({ [name]: value ?? ALL }),
    allowDeselect: false,
    w: { base: '100%', xs: 160 },
  });

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <QuickSearch
        value={search.quickSearch}
        onChange={(quickSearch) => onChange({ quickSearch }, true)}
      />
      <Select label="User" data={users} searchable {...select('user')} />
      <Select label="Kind" data={KIND_OPTIONS} {...select('kind')} />
      <Select label="Type" data={TYPE_OPTIONS} {...select('type')} />
      <Switch
        label="Group by carrier"
        checked={grouped}
        onChange={(event) => onGrouped(event.currentTarget.checked)}
        mb={8}
      />
    </Group>
  );
}

function QuickSearch({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (next: string | undefined) => void;
}) {
  const [text, setText] = useState(value ?? '');
  // What this box last sent: the URL coming back with it is no reason to redraw the text.
  const [pushed, setPushed] = useState(value);
  const push = useDebouncedCallback((next: string) => {
    const trimmed = next.trim() || undefined;
    setPushed(trimmed);
    onChange(trimmed);
  }, SERVICES_SEARCH_DEBOUNCE_MS);
  // The URL changed by other means (back, a link, Discard): the box shows it.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== pushed) {
      setPushed(value);
      setText(value ?? '');
    }
  }

  return (
    <TextInput
      label="Search"
      placeholder="Service name, id, kind, type"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        push(event.currentTarget.value);
      }}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label="Clear search"
            onClick={() => {
              setText('');
              push('');
              push.flush();
            }}
          />
        ) : undefined
      }
      w={{ base: '100%', sm: 300 }}
    />
  );
}
