import { MultiSelect, Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMemo } from 'react';
import { DateRangeField } from '@/components/date-range/date-range-field';
import {
  optionNames,
  serviceOptions,
  trackingStatusOptions,
  userOptions,
} from '@/lib/list-options';
import type { CommonLists } from '@/contract/session/session-schemas';
import type { palletFilters } from '../pallets-search';

export type PalletFilterDraft = ReturnType<typeof palletFilters.empty>;

type FilterLists = Pick<CommonLists, 'services' | 'users' | 'trackingStatuses'>;

/** The choices of the pallet filters: only pallet services are offered (spec a section 5). */
export function usePalletFilterOptions(lists: FilterLists) {
  return useMemo(() => {
    const options = {
      services: serviceOptions(lists.services, 'pallet'),
      users: userOptions(lists.users),
      statuses: trackingStatusOptions(lists.trackingStatuses),
    };
    return {
      options,
      names: optionNames({
        service_ids: options.services,
        user_ids: options.users,
        status: options.statuses,
      }),
    };
  }, [lists.services, lists.users, lists.trackingStatuses]);
}

/** The pallet filters of spec a section 2, bound to the panel's draft. */
export function PalletFilterFields({
  form,
  options,
  hideUsers,
}: {
  form: UseFormReturnType<PalletFilterDraft>;
  options: ReturnType<typeof usePalletFilterOptions>['options'];
  hideUsers: boolean;
}) {
  return (
    <>
      <DateRangeField
        label="Date range"
        value={form.getValues().date}
        onChange={(dates) => form.setFieldValue('date', dates)}
        clearable
      />
      <TextInput label="ID" {...form.getInputProps('id')} />
      <TextInput label="Tracking number" {...form.getInputProps('tracking')} />
      <TextInput label="Order reference" {...form.getInputProps('order_reference')} />
      <TextInput label="MAWB number" {...form.getInputProps('mawb_number')} />
      <MultiSelect
        label="Services"
        data={options.services}
        {...form.getInputProps('service_ids')}
      />
      {hideUsers ? null : (
        <MultiSelect label="Users" data={options.users} {...form.getInputProps('user_ids')} />
      )}
      <Select
        label="Status"
        data={options.statuses}
        searchable
        clearable
        {...form.getInputProps('status')}
      />
    </>
  );
}
