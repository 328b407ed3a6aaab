import { Group, MultiSelect, Select } from '@mantine/core';
import type { TrackingMappingOverviewFilterData } from '@/contract/tracking-mapping/tracking-mapping-schemas';
import type { OverviewSearch } from '../overview-search';

// The overview's filters (GET /tracking_mapping/forFilterOverview): carriers and one status
// category, applied at once to the URL. Offline they show the stored choices.

export function OverviewFilters({
  data,
  search,
  onChange,
}: {
  data: TrackingMappingOverviewFilterData | undefined;
  search: OverviewSearch;
  onChange: (next: Partial<OverviewSearch>) => void;
}) {
  const carriers = (data?.carriers ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  const categories = (data?.categories ?? []).map((c) => ({ value: c.key, label: c.name }));
  return (
    <Group gap="sm" align="flex-end">
      <MultiSelect
        label="Carriers"
        placeholder={search.carrier.length > 0 ? undefined : 'All carriers'}
        data={carriers}
        value={carriers.length > 0 ? search.carrier : []}
        onChange={(carrier) => onChange({ carrier })}
        searchable
        clearable
        w={{ base: '100%', sm: 360 }}
        nothingFoundMessage="No carriers"
      />
      <Select
        label="Category"
        placeholder="All categories"
        data={categories}
        value={search.category ?? null}
        onChange={(category) => onChange({ category: category ?? undefined })}
        clearable
        w={{ base: '100%', sm: 220 }}
      />
    </Group>
  );
}
