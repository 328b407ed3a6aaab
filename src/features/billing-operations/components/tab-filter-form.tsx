import { Button, Group, Paper, SimpleGrid } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

/** A tab's filter (spec c section 2): its fields, Apply filter and Discard filter. */
export function TabFilterForm({
  label,
  onApply,
  onDiscard,
  children,
}: {
  label: string;
  onApply: () => void;
  onDiscard: () => void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <Paper withBorder p="sm" radius="md" component="form" aria-label={label} onSubmit={submit}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        {children}
      </SimpleGrid>
      <Group justify="flex-end" mt="md" gap="sm">
        <Button variant="default" onClick={onDiscard}>
          Discard filter
        </Button>
        <Button type="submit">Apply filter</Button>
      </Group>
    </Paper>
  );
}
