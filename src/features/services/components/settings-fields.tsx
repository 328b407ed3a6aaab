import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  Input,
  NumberInput,
  Select,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import type { ServiceFields, SettingsField } from '@/contract/services/service-settings-schemas';
import { fieldLabel, itemField, newArrayItem, type SettingsValue } from '../settings-form';
import type { SettingsFormValues } from '../settings-keys';

// The inputs of a settings key, drawn from the field specs (spec b section 5). A thin renderer:
// values, defaults and every rule come from settings-form.ts.

type Form = UseFormReturnType<SettingsFormValues>;
type Props = { form: Form; readOnly: boolean };

/** Spec b section 5: no exponent typed into a number ('1e5' is not what a user means). */
function blockExponent(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key === 'e' || event.key === 'E') event.preventDefault();
}

function ScalarInput({
  form,
  readOnly,
  field,
  path,
  label,
  required,
}: Props & { field: SettingsField; path: string; label: string; required: boolean }) {
  const common = {
    label,
    description: field.description,
    withAsterisk: required,
    readOnly,
    ...form.getInputProps(path),
  };
  if (field.enum) {
    return (
      <Select
        {...common}
        data={field.enum.map(String)}
        clearable={!required && !readOnly}
        allowDeselect={!required}
      />
    );
  }
  switch (field.type) {
    case 'boolean':
      return (
        <Switch
          label={label}
          description={field.description}
          disabled={readOnly}
          {...form.getInputProps(path, { type: 'checkbox' })}
        />
      );
    case 'double':
    case 'integer':
      return (
        <NumberInput
          {...common}
          allowDecimal={field.type === 'double'}
          // No clamping: a value out of range is shown and said ('Minimum value: N'), not changed.
          clampBehavior="none"
          hideControls
          onKeyDown={blockExponent}
        />
      );
    default:
      return <TextInput {...common} />;
  }
}

function ArrayField({
  form,
  readOnly,
  field,
  path,
  label,
  required,
}: Props & { field: SettingsField; path: string; label: string; required: boolean }) {
  const rows = (form.getInputProps(path).value ?? []) as SettingsValue[];
  const item = itemField(field);
  const error = form.errors[path];
  return (
    <Fieldset legend={required ? `${label} *` : label} variant="filled">
      <Stack gap="xs">
        {field.description ? <Input.Description>{field.description}</Input.Description> : null}
        {rows.map((_row, index) => {
          const rowLabel = `${label} ${index + 1}`;
          const rowPath = `${path}.${index}`;
          const remove = readOnly ? null : (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove ${rowLabel}`}
              onClick={() => form.removeListItem(path, index)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          );
          if (item.type === 'object') {
            return (
              <Fieldset key={index} legend={rowLabel}>
                <SettingsFields
                  form={form}
                  readOnly={readOnly}
                  fields={item.properties ?? {}}
                  path={rowPath}
                  required={item.required ?? []}
                />
                {remove ? (
                  <Group justify="flex-end" mt="xs">
                    {remove}
                  </Group>
                ) : null}
              </Fieldset>
            );
          }
          return (
            <Group key={index} gap="xs" align="flex-end" wrap="nowrap">
              <div style={{ flex: 1 }}>
                <ScalarInput
                  form={form}
                  readOnly={readOnly}
                  field={item}
                  path={rowPath}
                  label={rowLabel}
                  required
                />
              </div>
              {remove}
            </Group>
          );
        })}
        {error ? <Input.Error role="alert">{error}</Input.Error> : null}
        {readOnly ? null : (
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} />}
              aria-label={`Add item to ${label}`}
              onClick={() => form.insertListItem(path, newArrayItem(field))}
            >
              Add item
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}

/** The inputs of `fields`, whose values sit at `path` in the form. */
export function SettingsFields({
  form,
  readOnly,
  fields,
  path,
  required = [],
}: Props & { fields: ServiceFields; path: string; required?: readonly string[] }) {
  return (
    <Stack gap="sm">
      {Object.entries(fields).map(([name, field]) => {
        const fieldPath = `${path}.${name}`;
        const label = fieldLabel(name, field);
        const isRequired = required.includes(name);
        if (field.type === 'object') {
          return (
            <Fieldset key={name} legend={label} variant="filled">
              {field.description ? (
                <Input.Description mb="xs">{field.description}</Input.Description>
              ) : null}
              <SettingsFields
                form={form}
                readOnly={readOnly}
                fields={field.properties ?? {}}
                path={fieldPath}
                required={field.required ?? []}
              />
            </Fieldset>
          );
        }
        const Component = field.type === 'array' ? ArrayField : ScalarInput;
        return (
          <Component
            key={name}
            form={form}
            readOnly={readOnly}
            field={field}
            path={fieldPath}
            label={label}
            required={isRequired}
          />
        );
      })}
    </Stack>
  );
}
