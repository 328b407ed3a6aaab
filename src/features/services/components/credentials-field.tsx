import {
  Button,
  Group,
  Input,
  PasswordInput,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type ReactNode, useState } from 'react';
import type { CredentialFieldSpec } from '@/contract/services/services-schemas';
import {
  isKeyFileField,
  joinRange,
  keyFileSummary,
  splitRange,
  wrapKeyFile,
} from '../credentials-rules';

// One typed credential field (spec b section 3). Every value is masked until revealed: single
// lines by the password input's own toggle, the others (key files, ranges, choices) behind a
// summary with a 'Reveal' button. Nothing here logs or stores a value.

type FieldProps = {
  field: string;
  spec: CredentialFieldSpec;
  value: string;
  error?: string | undefined;
  readOnly: boolean;
  onChange: (value: string) => void;
};

const MASK = '••••••••';
// Browsers must not offer to remember or fill these as the user's own passwords.
const NO_AUTOFILL = { autoComplete: 'off', 'data-1p-ignore': true, 'data-lpignore': 'true' };

function describe(spec: CredentialFieldSpec, note?: string): string | undefined {
  const uses = spec.required.length > 0 ? `Required for ${spec.required.join(', ')}` : null;
  return [spec.description, uses, note].filter(Boolean).join('. ') || undefined;
}

/** A value shown only on request; hiding again is one click too. */
function Masked({
  label,
  description,
  error,
  summary,
  children,
}: {
  label: string;
  description?: string | undefined;
  error?: string | undefined;
  summary: string;
  children: ReactNode;
}) {
  const [revealed, setRevealed] = useState(false);
  return (
    <Input.Wrapper label={label} description={description} error={error}>
      <Stack gap={4} mt={4}>
        <Group gap="xs" wrap="nowrap">
          {revealed ? null : (
            <Text size="sm" c="dimmed" aria-label={`${label}: hidden`}>
              {summary}
            </Text>
          )}
          <Button
            size="compact-xs"
            variant="subtle"
            aria-label={`${revealed ? 'Hide' : 'Reveal'} ${label}`}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? 'Hide' : 'Reveal'}
          </Button>
        </Group>
        {revealed ? children : null}
      </Stack>
    </Input.Wrapper>
  );
}

function KeyFileField({ field, spec, value, error, readOnly, onChange }: FieldProps) {
  const label = spec.title || field;
  return (
    <Masked
      label={label}
      description={describe(spec, 'Key file, wrapped at 64 characters')}
      error={error}
      summary={keyFileSummary(value)}
    >
      <Textarea
        aria-label={label}
        value={value}
        readOnly={readOnly}
        // No autosize: it needs document.fonts, which the test DOM lacks.
        rows={8}
        styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={(event) => {
          const wrapped = wrapKeyFile(event.currentTarget.value);
          if (wrapped !== event.currentTarget.value) onChange(wrapped);
        }}
        error={Boolean(error)}
        spellCheck={false}
        {...NO_AUTOFILL}
      />
    </Masked>
  );
}

function RangeField({ field, spec, value, error, readOnly, onChange }: FieldProps) {
  const label = spec.title || field;
  const [begin, end] = splitRange(value);
  return (
    <Masked
      label={label}
      description={describe(spec, 'Whole numbers, begin below end')}
      error={error}
      summary={value ? MASK : 'Empty'}
    >
      <Group grow gap="xs">
        <TextInput
          aria-label={`${label}: begin`}
          placeholder="Begin"
          inputMode="numeric"
          value={begin}
          readOnly={readOnly}
          error={Boolean(error)}
          onChange={(event) => onChange(joinRange(event.currentTarget.value.trim(), end))}
          {...NO_AUTOFILL}
        />
        <TextInput
          aria-label={`${label}: end`}
          placeholder="End"
          inputMode="numeric"
          value={end}
          readOnly={readOnly}
          error={Boolean(error)}
          onChange={(event) => onChange(joinRange(begin, event.currentTarget.value.trim()))}
          {...NO_AUTOFILL}
        />
      </Group>
    </Masked>
  );
}

function EnumField({ field, spec, value, error, readOnly, onChange }: FieldProps) {
  const label = spec.title || field;
  const choices = spec.choices ?? [];
  const data = value && !choices.includes(value) ? [value, ...choices] : choices;
  return (
    <Masked
      label={label}
      description={describe(spec)}
      error={error}
      summary={value ? MASK : 'Empty'}
    >
      <Select
        aria-label={label}
        data={data}
        value={value || null}
        readOnly={readOnly}
        clearable={!readOnly}
        error={Boolean(error)}
        onChange={(next) => onChange(next ?? '')}
      />
    </Masked>
  );
}

export function CredentialsField(props: FieldProps) {
  const { field, spec, value, error, readOnly, onChange } = props;
  if (isKeyFileField(field)) return <KeyFileField {...props} />;
  if (spec.type === 'range') return <RangeField {...props} />;
  if (spec.type === 'enum') return <EnumField {...props} />;
  const generated = spec.type === 'autogenerated-range';
  return (
    <PasswordInput
      label={spec.title || field}
      description={describe(spec, generated ? 'Generated by the server; read only' : undefined)}
      value={value}
      readOnly={readOnly || generated}
      error={error}
      // The password input does not say it is invalid to assistive technology by itself.
      aria-invalid={error ? true : undefined}
      visibilityToggleButtonProps={{ 'aria-label': `Reveal or hide ${spec.title || field}` }}
      onChange={(event) => onChange(event.currentTarget.value)}
      {...NO_AUTOFILL}
    />
  );
}
