import { Fieldset, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { StateInput } from '@/components/state-input';
import type { Option } from '@/lib/list-options';
import type { CommonLists } from '@/contract/session/session-schemas';
import type { AddressKey, ParcelFormValues } from '../parcel-create-form';

/** One address of the create form; the state is a dropdown for countries with a state list. */
export function ParcelCreateAddress({
  form,
  path,
  legend,
  countries,
  states,
}: {
  form: UseFormReturnType<ParcelFormValues>;
  path: AddressKey;
  legend: string;
  countries: Option[];
  states: CommonLists['states'];
}) {
  // The state selector follows the chosen country; only this fieldset redraws for it.
  const country = form.useWatchValue(`${path}.country`);
  const state = form.useWatchValue(`${path}.state`);
  return (
    <Fieldset legend={legend} variant="filled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        <TextInput
          label="Name"
          withAsterisk
          key={form.key(`${path}.name`)}
          {...form.getInputProps(`${path}.name`)}
        />
        <TextInput
          label="Company"
          key={form.key(`${path}.company`)}
          {...form.getInputProps(`${path}.company`)}
        />
        <TextInput
          label="Address line 1"
          withAsterisk
          key={form.key(`${path}.addr1`)}
          {...form.getInputProps(`${path}.addr1`)}
        />
        <TextInput
          label="Address line 2"
          key={form.key(`${path}.addr2`)}
          {...form.getInputProps(`${path}.addr2`)}
        />
        <TextInput
          label="City"
          withAsterisk
          key={form.key(`${path}.city`)}
          {...form.getInputProps(`${path}.city`)}
        />
        <TextInput
          label="ZIP code"
          withAsterisk
          key={form.key(`${path}.zip`)}
          {...form.getInputProps(`${path}.zip`)}
        />
        <Select
          label="Country"
          withAsterisk
          data={countries}
          searchable
          key={form.key(`${path}.country`)}
          {...form.getInputProps(`${path}.country`)}
          onChange={(next) => {
            form.setFieldValue(`${path}.country`, next);
            // A state of the previous country means nothing in the new one.
            form.setFieldValue(`${path}.state`, '');
          }}
        />
        <StateInput
          country={country}
          states={states}
          value={state}
          onChange={(next) => form.setFieldValue(`${path}.state`, next)}
        />
        <TextInput
          label="Phone"
          type="tel"
          key={form.key(`${path}.phone`)}
          {...form.getInputProps(`${path}.phone`)}
        />
        <TextInput
          label="Email"
          type="email"
          key={form.key(`${path}.email`)}
          {...form.getInputProps(`${path}.email`)}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
