import { MultiSelect, Select } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMemo } from 'react';
import { DateRangeField } from '@/components/date-range/date-range-field';
import {
  namedOptions,
  type Option,
  optionNames,
  userOptions,
  withNoneOption,
} from '@/lib/list-options';
import type { CommonLists } from '@/contract/session/session-schemas';
import type { StatisticsFilterData } from '@/contract/statistics/statistics-schemas';

import { STATISTICS_PER, type StatisticsPer, type statisticsFilters } from '../statistics-search';

export type StatisticsFilterDraft = ReturnType<typeof statisticsFilters.empty>;

type FilterLists = Pick<CommonLists, 'services' | 'users' | 'currentUser'>;

// Until the filter data has arrived, 'Statistics per' still offers the spec's four choices.
const FALLBACK_PER: Option[] = STATISTICS_PER.map((value) => ({
  value,
  label: value[0]!.toUpperCase() + value.slice(1),
}));

/** The choices of the statistics filters (spec a section 2), and their names for the chips. */
export function useStatisticsFilterOptions(
  lists: FilterLists,
  filterData: StatisticsFilterData | undefined,
) {
  const superAdmin = lists.currentUser.isSuperAdmin;
  return useMemo(() => {
    const options = {
      services: withNoneOption(
        lists.services.map((service) => ({ value: String(service.id), label: service.name })),
        'No services',
        superAdmin,
      ),
      users: withNoneOption(userOptions(lists.users), 'No users', superAdmin),
      requestTypes: namedOptions(filterData?.requestType ?? []),
      per: filterData?.graphGroupBy.length ? namedOptions(filterData.graphGroupBy) : FALLBACK_PER,
    };
    return {
      options,
      names: optionNames({
        service_ids: options.services,
        user_ids: options.users,
        request_types: options.requestTypes,
        statistics_per: options.per,
      }),
    };
  }, [lists.services, lists.users, superAdmin, filterData]);
}

/** The statistics filters, bound to the panel's draft. */
export function StatisticsFilterFields({
  form,
  options,
  hideUsers,
}: {
  form: UseFormReturnType<StatisticsFilterDraft>;
  options: ReturnType<typeof useStatisticsFilterOptions>['options'];
  hideUsers: boolean;
}) {
  return (
    <>
      <DateRangeField
        label="Date range"
        value={form.getValues().date}
        onChange={(next) => form.setFieldValue('date', next)}
      />
      <MultiSelect
        label="Services"
        data={options.services}
        {...form.getInputProps('service_ids')}
      />
      {hideUsers ? null : (
        <MultiSelect label="Users" data={options.users} {...form.getInputProps('user_ids')} />
      )}
      <MultiSelect
        label="Request type"
        data={options.requestTypes}
        {...form.getInputProps('request_types')}
      />
      <Select
        label="Statistics per"
        data={options.per}
        allowDeselect={false}
        value={form.getValues().statistics_per}
        onChange={(value) => {
          if (value) form.setFieldValue('statistics_per', value as StatisticsPer);
        }}
      />
    </>
  );
}
