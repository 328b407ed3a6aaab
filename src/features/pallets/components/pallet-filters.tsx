import { MultiSelect, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { DateRangeField } from '@/components/date-range/date-range-field';
import { FilterPanel } from '@/components/list/filter-panel';
import { idFilterError } from '@/lib/list-search';
import { serviceOptions, trackingStatusOptions, userOptions } from '@/lib/list-options';
import type { CommonLists } from '@/lib/session/session-schemas';
import {
  draftOf,
  EMPTY_PALLET_FILTERS,
  filtersOf,
  type PalletFilterDraft,
} from '../pallet-filter-draft';
import type { PalletFilters as Filters } from '../pallets-search';

type FilterLists = Pick<CommonLists, 'services' | 'users' | 'trackingStatuses' | 'hideFilters'>;

/**
 * The pallet filters: a draft of the applied ones (the parent keys this component by them, so a
 * URL change starts a fresh draft). Only pallet services are offered (spec a section 5).
 */
export function PalletFilters({
  applied,
  lists,
  onApply,
  onDiscard,
}: {
  applied: Filters;
  lists: FilterLists;
  onApply: (filters: Filters) => void;
  onDiscard: () => void;
}) {
  const form = useForm<PalletFilterDraft>({
    initialValues: draftOf(applied),
    validate: { id: (value) => idFilterError(value) },
  });
  const services = useMemo(() => serviceOptions(lists.services, 'pallet'), [lists.services]);
  const users = useMemo(() => userOptions(lists.users), [lists.users]);
  const statuses = useMemo(
    () => trackingStatusOptions(lists.trackingStatuses),
    [lists.trackingStatuses],
  );

  const apply = () => {
    if (form.validate().hasErrors) return;
    onApply(filtersOf(form.values));
  };
  const discard = () => {
    // The URL may already hold no filters: the draft is emptied here too.
    form.setValues(draftOf(EMPTY_PALLET_FILTERS));
    form.clearErrors();
    onDiscard();
  };

  return (
    <FilterPanel onApply={apply} onDiscard={discard}>
      <DateRangeField
        label="Date range"
        value={form.values.dates}
        onChange={(dates) => form.setFieldValue('dates', dates)}
        clearable
      />
      <TextInput label="ID" {...form.getInputProps('id')} />
      <TextInput label="Tracking number" {...form.getInputProps('tracking')} />
      <TextInput label="Order reference" {...form.getInputProps('order_reference')} />
      <TextInput label="MAWB number" {...form.getInputProps('mawb_number')} />
      <MultiSelect label="Services" data={services} {...form.getInputProps('service_ids')} />
      {lists.hideFilters.users ? null : (
        <MultiSelect label="Users" data={users} {...form.getInputProps('user_ids')} />
      )}
      <Select
        label="Status"
        data={statuses}
        searchable
        clearable
        {...form.getInputProps('status')}
      />
    </FilterPanel>
  );
}
