import { Checkbox, NativeSelect, TextInput } from '@mantine/core';
import type { RobotParameter } from '@/contract/cron-robots/cron-robots-schemas';

// One launch parameter's field, by its type (the contract: string, integer, boolean, select,
// date). Typed values go to the server as they are: its errors[] mark the field (decision 034).

const CHOOSE = { value: '', label: 'Choose…' };

function descriptionOf(parameter: RobotParameter): string {
  if (parameter.type !== 'integer') return parameter.description;
  const bounds =
    parameter.min !== undefined && parameter.max !== undefined
      ? ` (${parameter.min}–${parameter.max})`
      : '';
  return `${parameter.description}${bounds}`;
}

export function RobotParameterField({
  parameter,
  value,
  error,
  onChange,
}: {
  parameter: RobotParameter;
  value: string | boolean;
  error?: string;
  onChange: (value: string | boolean) => void;
}) {
  const common = {
    label: parameter.name,
    description: descriptionOf(parameter),
    withAsterisk: parameter.required,
    error,
  };
  switch (parameter.type) {
    case 'boolean':
      return (
        <Checkbox
          {...common}
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
        />
      );
    case 'select':
      return (
        <NativeSelect
          {...common}
          data={[CHOOSE, ...(parameter.choices ?? [])]}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          inputMode={parameter.type === 'integer' ? 'numeric' : undefined}
          placeholder={parameter.type === 'date' ? 'DD-MM-YYYY' : undefined}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
  }
}
