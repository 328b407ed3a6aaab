import { Button, Group, Paper, SimpleGrid } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

/**
 * The filter panel of a list: the fields edit a draft, Apply writes it to the URL (which alone
 * drives the list), Discard resets the URL to the defaults.
 */
export function FilterPanel({
  children,
  onApply,
  onDiscard,
}: {
  children: ReactNode;
  onApply: () => void;
  onDiscard: () => void;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <Paper withBorder p="md" radius="md" component="form" aria-label="Filters" onSubmit={submit}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
        {children}
      </SimpleGrid>
      <Group justify="flex-end" mt="md" gap="sm">
        <Button variant="default" onClick={onDiscard}>
          Discard
        </Button>
        <Button type="submit">Apply</Button>
      </Group>
    </Paper>
  );
}
