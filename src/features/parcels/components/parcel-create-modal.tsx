import {
  Alert,
  Button,
  Fieldset,
  Group,
  List,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm, type UseFormReturnType } from '@mantine/form';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { AdditionalFieldsEditor } from '@/components/additional-fields/additional-fields-editor';
import { AppModal } from '@/components/modal/app-modal';
import { useReturnFocus } from '@/components/record-modal';
import { RequiresNetwork } from '@/components/requires-network';
import { errorMessages } from '@/lib/api/api-error';
import { countryOptions, serviceOptions } from '@/lib/list-options';
import { notifySuccess } from '@/lib/notify';
import { useAccount, useCommonLists } from '@/lib/session/use-session';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { useCreateParcel } from '../api/parcel-mutations';
import type { CreatedParcel } from '@/contract/parcels/parcel-schemas';
import {
  DIMENSION_UNITS,
  initialParcelValues,
  parcelFormSchema,
  type ParcelFormValues,
  serverFieldErrors,
  toNewParcel,
  WEIGHT_UNITS,
} from '../parcel-create-form';
import { ParcelCreateAddress } from './parcel-create-address';
import { ParcelCreateItems } from './parcel-create-items';

const SIDES = [
  ['length', 'Length'],
  ['width', 'Width'],
  ['height', 'Height'],
] as const;

const validate = schemaResolver(parcelFormSchema, { sync: true });

/**
 * Manual parcel creation over the list (docs/decisions/009). Leaving with typed data asks first;
 * offline the form stays editable and only the submit waits for the network.
 */
export function ParcelCreateModal({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  /** Called once the parcel exists and nothing typed is pending any more. */
  onCreated: (parcel: CreatedParcel) => void;
}) {
  const account = useAccount();
  const lists = useCommonLists();
  const [initialValues] = useState(initialParcelValues);
  // Uncontrolled: a keystroke does not redraw the whole form; only the dirty flag is state.
  const [dirty, setDirty] = useState(false);
  const form = useForm<ParcelFormValues>({
    mode: 'uncontrolled',
    initialValues,
    validate,
    onValuesChange: () => setDirty(form.isDirty()),
  });
  const create = useCreateParcel(account);
  const created = create.data;
  // A route over the list, as the record modals: Cancel gives focus back to 'Create parcel'.
  useReturnFocus();
  const options = useMemo(
    () => ({
      services: serviceOptions(lists.availableServices, 'parcel'),
      countries: countryOptions(lists.countries),
    }),
    [lists],
  );

  // Once created, the typed data is saved: the guard is lifted before the details open. Its own
  // guard, not FormModal's: the route closes it by a plain navigation, which this guard's blocker
  // asks about; FormModal would ask first, and the blocker again.
  useUnsavedChanges(dirty && !created);
  const announce = useEffectEvent((parcel: CreatedParcel) => onCreated(parcel));
  useEffect(() => {
    if (created) announce(created);
  }, [created]);

  const submit = form.onSubmit(
    (values) =>
      create.mutate(toNewParcel(values), {
        onSuccess: (parcel) => notifySuccess(`Parcel ${parcel.tracking_number} created`),
        onError: (error) => form.setErrors(serverFieldErrors(error)),
      }),
    (_errors, _values, event) => {
      // Errors may sit far down a long form: bring the first one into view.
      const formElement = event?.currentTarget;
      requestAnimationFrame(() =>
        formElement?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
    },
  );

  return (
    <AppModal onClose={onClose} title="Create parcel" size="xl">
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="xs">
            <Select
              label="Service"
              withAsterisk
              data={options.services}
              searchable
              key={form.key('service_id')}
              {...form.getInputProps('service_id')}
            />
            <TextInput
              label="Reference"
              key={form.key('reference')}
              {...form.getInputProps('reference')}
            />
            <Switch
              label="Test parcel"
              mt={{ sm: 'xl' }}
              key={form.key('is_test')}
              {...form.getInputProps('is_test', { type: 'checkbox' })}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <ParcelCreateAddress
              form={form}
              path="sender_address"
              legend="Sender address"
              countries={options.countries}
              states={lists.states}
            />
            <ParcelCreateAddress
              form={form}
              path="destination_address"
              legend="Destination address"
              countries={options.countries}
              states={lists.states}
            />
          </SimpleGrid>
          <Fieldset legend="Weight and dimensions" variant="filled">
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
              <NumberInput
                label="Weight"
                withAsterisk
                min={0}
                decimalScale={3}
                allowNegative={false}
                key={form.key('weight')}
                {...form.getInputProps('weight')}
              />
              <Select
                label="Weight unit"
                data={WEIGHT_UNITS}
                allowDeselect={false}
                key={form.key('weight_uom')}
                {...form.getInputProps('weight_uom')}
              />
              <Select
                label="Dimensions unit"
                data={DIMENSION_UNITS}
                allowDeselect={false}
                key={form.key('dimensions_uom')}
                {...form.getInputProps('dimensions_uom')}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="xs" mt="xs">
              {SIDES.map(([side, label]) => (
                <NumberInput
                  label={label}
                  withAsterisk
                  min={0}
                  decimalScale={2}
                  allowNegative={false}
                  key={form.key(side)}
                  {...form.getInputProps(side)}
                />
              ))}
            </SimpleGrid>
          </Fieldset>
          <Fieldset legend="Items" variant="filled">
            <ParcelCreateItems form={form} countries={options.countries} />
          </Fieldset>
          <Fieldset legend="Additional fields" variant="filled">
            <ParcelAdditionalFields form={form} />
          </Fieldset>
          <ServerErrors error={create.error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <RequiresNetwork>
              <Button type="submit" loading={create.isPending}>
                Create parcel
              </Button>
            </RequiresNetwork>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}

/** The parcel's custom fields; only this part redraws as they change (the form is uncontrolled). */
function ParcelAdditionalFields({ form }: { form: UseFormReturnType<ParcelFormValues> }) {
  const fields = form.useWatchValue('additional');
  return (
    <AdditionalFieldsEditor
      label="Custom fields of the parcel"
      value={fields}
      onChange={(next) => form.setFieldValue('additional', next)}
    />
  );
}

function ServerErrors({ error }: { error: unknown }) {
  if (!error) return null;
  const messages = errorMessages(error);
  return (
    <Alert color="red" variant="light" role="alert" title="The parcel was not created">
      <List size="sm">
        {messages.map((message) => (
          <List.Item key={message}>{message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
