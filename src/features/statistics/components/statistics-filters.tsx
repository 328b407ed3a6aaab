import { MultiSelect, Select } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { DateRangeField } from '@/components/date-range/date-range-field';
import { FilterPanel } from '@/components/list/filter-panel';
import { namedOptions, type Option, userOptions } from '@/lib/list-options';
import type { CommonLists } from '@/lib/session/session-schemas';
import type { StatisticsFilterData } from '../api/statistics-schemas';
import {
  draftOf,
  searchOf,
  type StatisticsFilterDraft,
  withNoneOption,
} from '../statistics-filter-draft';
import { STATISTICS_PER, type StatisticsPer } from '../statistics-search';
import { defaultStatisticsFilter, type StatisticsFilter } from '../statistics-filter';

type FilterLists = Pick<CommonLists, 'services' | 'users' | 'hideFilters' | 'currentUser'>;

// Until the filter data has arrived, 'Statistics per' still offers the spec's four choices.
const FALLBACK_PER: Option[] = STATISTICS_PER.map((value) => ({
  value,
  label: value[0]!.toUpperCase() + value.slice(1),
}));

/**
 * The statistics filters (spec a section 2): a draft of the applied ones (the parent keys this
 * component by them, so a URL change starts a fresh draft); Apply writes the URL.
 */
export function StatisticsFilters({
  applied,
  lists,
  filterData,
  now,
  onApply,
  onDiscard,
}: {
  applied: StatisticsFilter;
  lists: FilterLists;
  filterData: StatisticsFilterData | undefined;
  now: Date;
  onApply: (search: ReturnType<typeof searchOf>) => void;
  onDiscard: () => void;
}) {
  const form = useForm<StatisticsFilterDraft>({ initialValues: draftOf(applied) });
  const superAdmin = lists.currentUser.isSuperAdmin;
  const options = useMemo(
    () => ({
      services: withNoneOption(
        lists.services.map((service) => ({ value: String(service.id), label: service.name })),
        'No services',
        superAdmin,
      ),
      users: withNoneOption(userOptions(lists.users), 'No users', superAdmin),
      requestTypes: namedOptions(filterData?.requestType ?? []),
      per: filterData?.graphGroupBy.length ? namedOptions(filterData.graphGroupBy) : FALLBACK_PER,
    }),
    [lists.services, lists.users, superAdmin, filterData],
  );

  const discard = () => {
    // The URL may already hold the defaults: the draft goes back to them here too.
    form.setValues(draftOf(defaultStatisticsFilter(now)));
    onDiscard();
  };

  return (
    <FilterPanel onApply={() => onApply(searchOf(form.values, now))} onDiscard={discard}>
      <DateRangeField
        label="Date range"
        value={form.values.dates}
        onChange={(next) => form.setFieldValue('dates', next)}
      />
      <MultiSelect
        label="Services"
        data={options.services}
        {...form.getInputProps('service_ids')}
      />
      {lists.hideFilters.users ? null : (
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
        value={form.values.statistics_per}
        onChange={(value) => {
          if (value) form.setFieldValue('statistics_per', value as StatisticsPer);
        }}
      />
    </FilterPanel>
  );
}
