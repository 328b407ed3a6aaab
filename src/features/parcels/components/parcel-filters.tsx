import { MultiSelect, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { DateRangeField } from '@/components/date-range/date-range-field';
import { FilterPanel } from '@/components/list/filter-panel';
import {
  countryOptions,
  namedOptions,
  serviceOptions,
  trackingStatusOptions,
  userOptions,
} from '@/lib/list-options';
import { idFilterError } from '@/lib/list-search';
import type { CommonLists } from '@/lib/session/session-schemas';
import type { ParcelFilters } from '../parcels-search';

/** The panel's draft: what the user is editing before Apply writes it to the URL. */
export type ParcelFilterDraft = {
  date: { from?: string; to?: string };
  id: string;
  tracking: string;
  reference: string;
  service_ids: string[];
  user_ids: string[];
  tracking_statuses: string[];
  sender_countries: string[];
  destination_countries: string[];
  label_format: string | null;
  created_status: string | null;
};

export function draftOf(filters: Partial<ParcelFilters>): ParcelFilterDraft {
  return {
    date: { from: filters.date_from, to: filters.date_to },
    id: filters.id ?? '',
    tracking: filters.tracking ?? '',
    reference: filters.reference ?? '',
    service_ids: filters.service_ids ?? [],
    user_ids: filters.user_ids ?? [],
    tracking_statuses: filters.tracking_statuses ?? [],
    sender_countries: filters.sender_countries ?? [],
    destination_countries: filters.destination_countries ?? [],
    label_format: filters.label_format ?? null,
    created_status: filters.created_status ?? null,
  };
}

const textOrNone = (value: string | null) => value?.trim() || undefined;

/** Every filter key is present, so applying a draft also clears what it no longer holds. */
export function filtersOf(draft: ParcelFilterDraft): ParcelFilters {
  return {
    date_from: draft.date.from || undefined,
    date_to: draft.date.to || undefined,
    id: textOrNone(draft.id),
    tracking: textOrNone(draft.tracking),
    reference: textOrNone(draft.reference),
    service_ids: draft.service_ids,
    user_ids: draft.user_ids,
    tracking_statuses: draft.tracking_statuses,
    sender_countries: draft.sender_countries,
    destination_countries: draft.destination_countries,
    label_format: textOrNone(draft.label_format),
    created_status: textOrNone(draft.created_status),
  };
}

/** The parcel filters of spec a section 2; the service list leaves pallet services out (section 5). */
export function ParcelFilterForm({
  filters,
  lists,
  onApply,
  onDiscard,
}: {
  filters: ParcelFilters;
  lists: CommonLists;
  onApply: (filters: ParcelFilters) => void;
  onDiscard: () => void;
}) {
  const form = useForm<ParcelFilterDraft>({
    mode: 'controlled',
    initialValues: draftOf(filters),
    validate: { id: idFilterError },
    validateInputOnChange: ['id'],
  });
  const options = useMemo(
    () => ({
      services: serviceOptions(
        lists.availableServices.length > 0 ? lists.availableServices : lists.services,
        'parcel',
      ),
      users: userOptions(lists.users),
      statuses: trackingStatusOptions(lists.trackingStatuses),
      countries: countryOptions(lists.countries),
      labelFormats: namedOptions(lists.labelFormats),
      createdStatuses: namedOptions(lists.createdStatuses),
    }),
    [lists],
  );

  const apply = () => {
    if (form.validate().hasErrors) return;
    onApply(filtersOf(form.getValues()));
  };
  const discard = () => {
    form.setValues(draftOf({}));
    form.clearErrors();
    onDiscard();
  };

  return (
    <FilterPanel onApply={apply} onDiscard={discard}>
      <DateRangeField
        label="Created"
        clearable
        value={form.getValues().date}
        onChange={(next) => form.setFieldValue('date', next)}
      />
      <TextInput label="ID" {...form.getInputProps('id')} />
      <TextInput label="Tracking number" {...form.getInputProps('tracking')} />
      <TextInput label="Reference" {...form.getInputProps('reference')} />
      <MultiSelect
        label="Services"
        data={options.services}
        {...form.getInputProps('service_ids')}
      />
      {lists.hideFilters.users ? null : (
        <MultiSelect label="Users" data={options.users} {...form.getInputProps('user_ids')} />
      )}
      <MultiSelect
        label="Status"
        data={options.statuses}
        {...form.getInputProps('tracking_statuses')}
      />
      <MultiSelect
        label="Sender countries"
        data={options.countries}
        {...form.getInputProps('sender_countries')}
      />
      <MultiSelect
        label="Destination countries"
        data={options.countries}
        {...form.getInputProps('destination_countries')}
      />
      <Select
        label="Label format"
        data={options.labelFormats}
        clearable
        {...form.getInputProps('label_format')}
      />
      <Select
        label="Created status"
        data={options.createdStatuses}
        clearable
        {...form.getInputProps('created_status')}
      />
    </FilterPanel>
  );
}
