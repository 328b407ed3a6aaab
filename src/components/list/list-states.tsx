import { Center, Stack, Text, Title } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { QueryError } from '../query-error';

/** Spec a section 2: an empty list says 'No results' / 'There is no data for your request'. */
export function EmptyList() {
  return (
    <Center py="xl">
      <Stack align="center" gap={4}>
        <IconMoodEmpty size={40} stroke={1.5} aria-hidden />
        <Title order={2} fz="h4">
          No results
        </Title>
        <Text c="dimmed">There is no data for your request</Text>
      </Stack>
    </Center>
  );
}

/** The global error block of a list whose first load failed (spec a section 8). */
export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return <QueryError error={error} onRetry={onRetry} />;
}
