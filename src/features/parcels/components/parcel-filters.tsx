import { MultiSelect, Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMemo } from 'react';
import { DateRangeField } from '@/components/date-range/date-range-field';
import {
  countryOptions,
  namedOptions,
  optionNames,
  serviceOptions,
  trackingStatusOptions,
  userOptions,
} from '@/lib/list-options';
import type { CommonLists } from '@/contract/session/session-schemas';
import type { parcelFilters } from '../parcels-search';

export type ParcelFilterDraft = ReturnType<typeof parcelFilters.empty>;

/** The choices of the parcel filters; the service list leaves pallet services out (spec a section 5). */
export function useParcelFilterOptions(lists: CommonLists) {
  return useMemo(() => {
    const options = {
      services: serviceOptions(
        lists.availableServices.length > 0 ? lists.availableServices : lists.services,
        'parcel',
      ),
      users: userOptions(lists.users),
      statuses: trackingStatusOptions(lists.trackingStatuses),
      countries: countryOptions(lists.countries),
      labelFormats: namedOptions(lists.labelFormats),
      createdStatuses: namedOptions(lists.createdStatuses),
    };
    return {
      options,
      names: optionNames({
        service_ids: options.services,
        user_ids: options.users,
        tracking_statuses: options.statuses,
        sender_countries: options.countries,
        destination_countries: options.countries,
        label_format: options.labelFormats,
        created_status: options.createdStatuses,
      }),
    };
  }, [lists]);
}

/** The parcel filters of spec a section 2, bound to the panel's draft. */
export function ParcelFilterFields({
  form,
  options,
  hideUsers,
}: {
  form: UseFormReturnType<ParcelFilterDraft>;
  options: ReturnType<typeof useParcelFilterOptions>['options'];
  hideUsers: boolean;
}) {
  return (
    <>
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
      {hideUsers ? null : (
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
    </>
  );
}
