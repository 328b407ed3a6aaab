import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { AppModal } from '@/components/modal/app-modal';
import { closeAsked } from '@/components/modal/form-modal';
import { UNSAVED_CHANGES_TEXT } from '@/lib/unsaved-changes';
import type { CredentialValues } from '@/contract/services/services-schemas';
import { canImport, importCredentials } from '../credentials-import-rules';
import { type CredentialsMode, modeKey } from '../credentials-rules';

/**
 * Spec b section 5: an account's credentials from pasted JSON. `{ "field": "value" }` sets the
 * mode being edited; `{ "field": { "live": "…", "test": "…" } }` sets either or both.
 */
export function CredentialsImportModal({
  name,
  fieldKeys,
  current,
  mode,
  onClose,
  onImport,
}: {
  name: string;
  fieldKeys: readonly string[];
  current: CredentialValues;
  mode: CredentialsMode;
  onClose: () => void;
  onImport: (values: CredentialValues) => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  // What was pasted is not thrown away by a stray click outside. Not the kit's FormModal: leaving
  // the service asks only the credentials tab's question, when its accounts changed (a guard here
  // too would ask it twice).
  const close = async () => {
    if (await closeAsked(Boolean(text.trim()), UNSAVED_CHANGES_TEXT)) onClose();
  };
  const submit = () => {
    const result = importCredentials(text, fieldKeys, current, mode);
    if ('error' in result) setError(result.error);
    else onImport(result.values);
  };
  return (
    <AppModal onClose={() => void close()} title={`Import credentials: ${name}`} size="lg">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {`Paste a JSON object of field names and values; a plain value goes to ${modeKey(mode)} mode, {"live": …, "test": …} sets each. Fields: ${fieldKeys.join(', ')}.`}
        </Text>
        <Textarea
          label="Credentials JSON"
          value={text}
          // No autosize: it needs document.fonts, which the test DOM lacks.
          rows={8}
          spellCheck={false}
          autoComplete="off"
          styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
          error={error}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setError(null);
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => void close()}>
            Cancel
          </Button>
          <Button disabled={!canImport(text)} onClick={submit}>
            Import
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
