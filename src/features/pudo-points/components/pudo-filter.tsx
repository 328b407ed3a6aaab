import {
  Button,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSearch } from '@tabler/icons-react';
import { flushSync } from 'react-dom';
import { countryOptions } from '@/lib/list-options';
import { useCommonLists } from '@/lib/session/use-session';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import {
  PUDO_LIMITS,
  PUDO_MODES,
  type PudoPointsData,
} from '@/contract/pudo-points/pudo-points-schemas';
import type { PudoPointsSearch } from '../pudo-points-search';
import {
  afterServiceChange,
  credentialsKeyChoices,
  filterValuesOf,
  pudoFilterErrors,
  type PudoFilterValues,
  searchOfFilter,
  serviceChoices,
  userChoices,
} from '../pudo-rules';

// The search settings (spec c sections 2 and 5): service, credentials key, user, mode, address
// and coordinates. Search writes them to the URL, which runs the search; typed but not searched,
// leaving asks first. It mounts again when the URL's search changes (back, forward, a link).

const ADDRESS_FIELDS = [
  ['city', 'City', PUDO_LIMITS.text],
  ['state', 'State', PUDO_LIMITS.text],
  ['zip', 'Zip', PUDO_LIMITS.zip],
  ['addr1', 'Address line 1', PUDO_LIMITS.text],
  ['addr2', 'Address line 2', PUDO_LIMITS.text],
  ['addr3', 'Address line 3', PUDO_LIMITS.text],
] as const;

export function PudoFilter({
  data,
  search,
  onSearch,
}: {
  data: PudoPointsData;
  search: PudoPointsSearch;
  onSearch: (next: PudoPointsSearch) => void;
}) {
  const { countries } = useCommonLists();
  const form = useForm<PudoFilterValues>({
    initialValues: filterValuesOf(search),
    validate: pudoFilterErrors,
  });
  useUnsavedChanges(form.isDirty());
  const values = form.getValues();
  const keys = credentialsKeyChoices(data, values.service);

  const submit = form.onSubmit((typed) => {
    // Committed before the navigation, so the leave guard no longer holds it back.
    flushSync(() => form.resetDirty());
    onSearch(searchOfFilter(typed));
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Pickup points search">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          <Select
            label="Service"
            withAsterisk
            searchable
            data={serviceChoices(data)}
            {...form.getInputProps('service')}
            onChange={(service) =>
              form.setValues(afterServiceChange(data, form.getValues(), service))
            }
          />
          <Select
            label="Credentials key"
            data={keys}
            disabled={keys.length === 0}
            allowDeselect={false}
            {...form.getInputProps('credentials_key')}
          />
          <Select
            label="User"
            withAsterisk
            searchable
            data={userChoices(data, values.service)}
            nothingFoundMessage={values.service ? 'No users' : 'Choose a service first'}
            {...form.getInputProps('user_id')}
          />
          <Stack gap={4}>
            <Text component="span" size="sm" fw={500} id="pudo-mode-label">
              Mode
            </Text>
            <SegmentedControl
              aria-labelledby="pudo-mode-label"
              data={PUDO_MODES.map((mode) => ({ ...mode }))}
              {...form.getInputProps('mode')}
            />
          </Stack>
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
          <Select
            label="Country"
            searchable
            clearable
            data={countryOptions(countries)}
            {...form.getInputProps('country')}
            value={values.country || null}
            onChange={(country) => form.setFieldValue('country', country ?? '')}
          />
          {ADDRESS_FIELDS.map(([field, label, max]) => (
            <TextInput key={field} label={label} maxLength={max} {...form.getInputProps(field)} />
          ))}
        </SimpleGrid>
        <Group align="flex-end" gap="sm">
          <TextInput label="Latitude" inputMode="decimal" w={160} {...form.getInputProps('lat')} />
          <TextInput label="Longitude" inputMode="decimal" w={160} {...form.getInputProps('lng')} />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            Search
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
