import { Input, SegmentedControl, Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useMemo } from 'react';
import { type Option, optionNames } from '@/lib/list-options';
import {
  CARRIER_ERROR_LIMITS,
  type CarrierErrorFilterData,
  MAPPING_FILTER_OPTIONS,
  NOT_MAPPED,
} from '@/contract/carrier-error-mapping/carrier-error-mapping-schemas';
import type { carrierErrorFilters } from '../carrier-error-mapping-search';

// The list's filters (spec c section 2): carrier, error code ('Not mapped' first), the carrier
// error pattern and the mapping filter All / Mapped / Not mapped.

export type CarrierErrorFilterDraft = ReturnType<typeof carrierErrorFilters.empty>;

const MAPPING_OPTIONS = MAPPING_FILTER_OPTIONS.map((option) => ({
  value: option.value || 'all',
  label: option.label,
}));

export function carrierOptions(data: CarrierErrorFilterData | undefined): Option[] {
  return (data?.carriers ?? []).map((carrier) => ({
    value: String(carrier.id),
    label: carrier.name,
  }));
}

export function resultCodeOptions(data: CarrierErrorFilterData | undefined): Option[] {
  return (data?.resultErrorCodes ?? []).map((code) => ({
    value: code.code,
    label: code.description ? `${code.code} (${code.description})` : code.code,
  }));
}

/** The choices and their names for the chips of the folded panel. */
export function useCarrierErrorFilterOptions(data: CarrierErrorFilterData | undefined) {
  return useMemo(() => {
    const carriers = carrierOptions(data);
    const codes = [{ value: NOT_MAPPED, label: 'Not mapped' }, ...resultCodeOptions(data)];
    return {
      options: { carriers, codes },
      names: optionNames({ carrier_id: carriers, error_code: codes, not_mapped: MAPPING_OPTIONS }),
    };
  }, [data]);
}

export function CarrierErrorFilterFields({
  form,
  options,
}: {
  form: UseFormReturnType<CarrierErrorFilterDraft>;
  options: ReturnType<typeof useCarrierErrorFilterOptions>['options'];
}) {
  return (
    <>
      <Select
        label="Carrier"
        data={options.carriers}
        searchable
        clearable
        {...form.getInputProps('carrier_id')}
      />
      <Select
        label="Error code"
        data={options.codes}
        searchable
        clearable
        {...form.getInputProps('error_code')}
      />
      <TextInput
        label="Carrier error pattern"
        maxLength={CARRIER_ERROR_LIMITS.search}
        {...form.getInputProps('carrier_error_pattern')}
      />
      <Input.Wrapper label="Mapping" labelElement="div">
        <SegmentedControl
          fullWidth
          aria-label="Mapping"
          data={MAPPING_OPTIONS}
          {...form.getInputProps('not_mapped')}
        />
      </Input.Wrapper>
    </>
  );
}
