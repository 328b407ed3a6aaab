import {
  ActionIcon,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type KeyboardEvent, useId, useState } from 'react';
import {
  ADDITIONAL_LIMITS,
  type AdditionalField,
  type AdditionalFieldType,
  emptyValueOf,
  fieldNameError,
  normaliseFieldName,
  removeFieldText,
} from '@/contract/shared/additional-fields';
import { confirmAction } from '@/lib/confirm';

const TYPES = [
  { value: 'string', label: 'String' },
  { value: 'boolean', label: 'Boolean' },
];

/**
 * The custom fields of a record (spec a section 5): each with its value (text, or a switch for a
 * Boolean) and a remove button that asks first; below, a row to add one by name and type. Names
 * lose their spaces to underscores; a name already there is refused with the spec's text.
 */
export function AdditionalFieldsEditor({
  value,
  onChange,
  label = 'Additional fields',
}: {
  value: readonly AdditionalField[];
  onChange: (next: AdditionalField[]) => void;
  label?: string;
}) {
  const [name, setName] = useState('');
  const [type, setType] = useState<AdditionalFieldType>('string');
  const [error, setError] = useState<string | null>(null);
  const names = value.map((field) => field.name);
  const typeLabelId = useId();

  const add = () => {
    const problem = fieldNameError(name, names);
    setError(problem);
    if (problem) return;
    onChange([...value, { name: normaliseFieldName(name), value: emptyValueOf(type) }]);
    setName('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the field; it must not submit the form around the editor.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  const remove = async (field: AdditionalField) => {
    if (!(await confirmAction({ text: removeFieldText(field.name) }))) return;
    onChange(value.filter((other) => other.name !== field.name));
  };
  const setValue = (fieldName: string, next: string | boolean) =>
    onChange(value.map((field) => (field.name === fieldName ? { ...field, value: next } : field)));

  return (
    <Stack gap="xs" role="group" aria-label={label}>
      <Text fw={500} size="sm">
        {label}
      </Text>
      {value.length === 0 ? (
        <Text size="sm" c="dimmed">
          No additional fields.
        </Text>
      ) : (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {value.map((field) => (
            <Group key={field.name} component="li" gap="xs" wrap="nowrap" align="center">
              {typeof field.value === 'boolean' ? (
                <Switch
                  label={field.name}
                  checked={field.value}
                  onChange={(event) => setValue(field.name, event.currentTarget.checked)}
                  style={{ flex: 1 }}
                />
              ) : (
                <TextInput
                  label={field.name}
                  value={field.value}
                  maxLength={ADDITIONAL_LIMITS.value}
                  onChange={(event) => setValue(field.name, event.currentTarget.value)}
                  style={{ flex: 1 }}
                />
              )}
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove field ${field.name}`}
                onClick={() => void remove(field)}
                mt={typeof field.value === 'boolean' ? 0 : 'lg'}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
      <Group gap="xs" align="flex-start" wrap="wrap">
        <TextInput
          label="Field name"
          value={name}
          error={error}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
          style={{ flex: '1 1 12rem' }}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id={typeLabelId}>
            Type
          </Text>
          <SegmentedControl
            aria-labelledby={typeLabelId}
            data={TYPES}
            value={type}
            onChange={(next) => setType(next as AdditionalFieldType)}
          />
        </Stack>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={add}
          mt={25}
        >
          Add field
        </Button>
      </Group>
    </Stack>
  );
}
