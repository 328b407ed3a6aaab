import { Group, Select, Switch } from '@mantine/core';
import { useMemo } from 'react';
import { QuickSearch } from '@/components/quick-search';
import { SERVICES_SEARCH_DEBOUNCE_MS } from '@/config/services-constants';
import { userOptions } from '@/lib/list-options';
import { useCommonLists } from '@/lib/session/use-session';
import { SERVICE_KINDS, SERVICE_TYPES } from '@/contract/services/service-kinds';
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
        debounceMs={SERVICES_SEARCH_DEBOUNCE_MS}
        placeholder="Service name, id, kind, type"
        w={{ base: '100%', sm: 300 }}
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
