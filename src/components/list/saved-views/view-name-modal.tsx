import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { VIEW_NAME_MAX } from './saved-view-rules';

export const VIEW_NOT_SAVED = 'The view could not be saved on this device.';

/** Asks for a view's name (save, rename): the rules' message under the field, nothing saved. */
export function ViewNameModal({
  title,
  initialName,
  submitLabel,
  validate,
  onSubmit,
  onClose,
}: {
  title: string;
  initialName: string;
  submitLabel: string;
  validate: (name: string) => string | null;
  /** Resolves once kept; a rejection is shown in the modal, which stays open. */
  onSubmit: (name: string) => Promise<void>;
  onClose: () => void;
}) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validate(name);
    setError(problem);
    if (problem) return;
    setBusy(true);
    setFailed(false);
    try {
      await onSubmit(name);
      onClose();
    } catch {
      setFailed(true);
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={title} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <TextInput
            label="View name"
            description={`Up to ${VIEW_NAME_MAX} characters, unique on this list`}
            required
            data-autofocus
            value={name}
            error={error}
            onChange={(event) => {
              setName(event.currentTarget.value);
              if (error) setError(null);
            }}
          />
          {failed ? (
            <Alert color="red" role="alert">
              {VIEW_NOT_SAVED}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
