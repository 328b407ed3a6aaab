import { Button, Group } from '@mantine/core';
import { RequiresNetwork } from '@/components/requires-network';

/** A form modal's footer: Cancel (which asks first when something was typed) and the submit. */
export function FormActions({
  submitLabel,
  busy,
  onCancel,
}: {
  submitLabel: string;
  busy: boolean;
  onCancel: () => void;
}) {
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <RequiresNetwork>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </RequiresNetwork>
    </Group>
  );
}
