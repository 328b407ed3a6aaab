import { Select, TextInput } from '@mantine/core';

type State = { code: string; name: string };

/** Spec a section 5: a dropdown when the country has a known state list, free text otherwise. */
export function StateInput({
  label = 'State',
  country,
  states,
  value,
  onChange,
  readOnly,
}: {
  label?: string;
  country: string | null | undefined;
  states: Record<string, State[]>;
  value: string | null;
  onChange?: (value: string) => void;
  readOnly?: boolean;
}) {
  const known = country ? states[country] : undefined;
  if (known && known.length > 0) {
    return (
      <Select
        label={label}
        data={known.map((state) => ({ value: state.code, label: state.name }))}
        value={value || null}
        onChange={(next) => onChange?.(next ?? '')}
        readOnly={readOnly}
        searchable={!readOnly}
        clearable={!readOnly}
      />
    );
  }
  return (
    <TextInput
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange?.(event.currentTarget.value)}
      readOnly={readOnly}
    />
  );
}
