import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { confirmAction } from '@/lib/confirm';
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
  // What was pasted is not thrown away by a stray click outside.
  const close = async () => {
    if (!text.trim()) return onClose();
    const leave = await confirmAction({
      text: UNSAVED_CHANGES_TEXT,
      confirmLabel: 'Leave',
      cancelLabel: 'Stay',
    });
    if (leave) onClose();
  };
  const submit = () => {
    const result = importCredentials(text, fieldKeys, current, mode);
    if ('error' in result) setError(result.error);
    else onImport(result.values);
  };
  return (
    <Modal opened onClose={() => void close()} title={`Import credentials: ${name}`} size="lg">
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
    </Modal>
  );
}
