import { MultiSelect, Select, TagsInput, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMemo } from 'react';
import { DateRangeField } from '@/components/date-range/date-range-field';
import { namedOptions, optionNames, userOptions, withNoneOption } from '@/lib/list-options';
import type { CommonLists } from '@/contract/session/session-schemas';
import type { RequestLogFilterData } from '@/contract/requests-log/requests-log-schemas';
import { type LogMode, offersFilter } from '../requests-log-mode';
import {
  EXEC_TIME_TYPES,
  type ExecTimeType,
  type requestsLogFilters,
} from '../requests-log-search';

export type RequestLogFilterDraft = ReturnType<typeof requestsLogFilters.empty>;

const ANY = 'Any';
const METHODS = [ANY, 'GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const EXEC_TIME_TYPE_LABEL: Record<ExecTimeType, string> = {
  ext_time: 'Ext time',
  inner_time: 'Inner time',
  outer_time: 'Outer time',
};

type FilterLists = Pick<CommonLists, 'services' | 'users' | 'currentUser'>;

/** The choices of the request-log filters (spec b section 2) and their names for the chips. */
export function useRequestLogFilterOptions(
  lists: FilterLists,
  filterData: RequestLogFilterData | undefined,
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
      codes: (filterData?.codesList ?? []).map((code) => ({
        value: String(code),
        label: String(code),
      })),
      uris: filterData?.uriList ?? [],
      requestTypes: namedOptions(filterData?.requestType ?? []),
    };
    return {
      options,
      names: optionNames({
        service_ids: options.services,
        user_ids: options.users,
        request_types: options.requestTypes,
      }),
    };
  }, [lists.services, lists.users, superAdmin, filterData]);
}

/** The request-log filters of the mode, bound to the panel's draft. */
export function RequestLogFilterFields({
  form,
  options,
  mode,
  hideUsers,
}: {
  form: UseFormReturnType<RequestLogFilterDraft>;
  options: ReturnType<typeof useRequestLogFilterOptions>['options'];
  mode: LogMode;
  hideUsers: boolean;
}) {
  const values = form.getValues();
  return (
    <>
      <DateRangeField
        label="Date range"
        clearable
        value={values.date}
        onChange={(next) => form.setFieldValue('date', next)}
      />
      {offersFilter('global_search', mode) ? (
        <TextInput label="Global search" {...form.getInputProps('global_search')} />
      ) : null}
      <MultiSelect
        label="Resp Code"
        data={options.codes}
        {...form.getInputProps('http_response_codes')}
      />
      {offersFilter('request_method', mode) ? (
        <Select
          label="Req method"
          data={METHODS}
          allowDeselect={false}
          value={values.request_method ?? ANY}
          onChange={(value) =>
            form.setFieldValue('request_method', !value || value === ANY ? null : value)
          }
        />
      ) : null}
      <TextInput label="Ext time (s)" inputMode="decimal" {...form.getInputProps('ext_time')} />
      <Select
        label="Ext time type"
        data={EXEC_TIME_TYPES.map((value) => ({ value, label: EXEC_TIME_TYPE_LABEL[value] }))}
        allowDeselect={false}
        value={values.ext_time_type}
        onChange={(value) => {
          if (value) form.setFieldValue('ext_time_type', value as ExecTimeType);
        }}
      />
      {hideUsers ? null : (
        <MultiSelect label="Users" data={options.users} {...form.getInputProps('user_ids')} />
      )}
      {offersFilter('uris', mode) ? (
        // Any URI may be typed in as well as picked (spec b section 2).
        <TagsInput
          label="URI"
          data={options.uris}
          clearable
          acceptValueOnBlur
          {...form.getInputProps('uris')}
        />
      ) : null}
      <TextInput label="IP address" {...form.getInputProps('ip')} />
      <MultiSelect
        label="Carrier service"
        data={options.services}
        {...form.getInputProps('service_ids')}
      />
      {offersFilter('request_types', mode) ? (
        <MultiSelect
          label="Request types"
          data={options.requestTypes}
          {...form.getInputProps('request_types')}
        />
      ) : null}
    </>
  );
}
