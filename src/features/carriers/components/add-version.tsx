import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { AppModal } from '@/components/modal/app-modal';
import { versionNameError } from '../carriers-rules';

// 'Add version' (spec c sections 2 and 5): the name is checked here ('Field is required', 'No
// spaces allowed', 'Version is already exist') and the version is added on this page only; the
// first thing saved in it stores it on the server.

export function AddVersion({
  existing,
  onAdd,
}: {
  existing: readonly string[];
  onAdd: (name: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setOpen(false);
    setName('');
    setError(null);
  };
  const submit = () => {
    const wrong = versionNameError(name, existing);
    setError(wrong);
    if (wrong) return;
    onAdd(name);
    close();
  };
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        Add version
      </Button>
      <AppModal opened={open} onClose={close} title="Add version">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="sm">
            <TextInput
              label="Version name"
              data-autofocus
              value={name}
              error={error}
              onChange={(event) => {
                setName(event.currentTarget.value);
                setError(null);
              }}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit">Add</Button>
            </Group>
          </Stack>
        </form>
      </AppModal>
    </>
  );
}
