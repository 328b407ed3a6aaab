import { Alert, Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconMoodEmpty } from '@tabler/icons-react';
import { isApiError } from '@/lib/api/api-error';

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
  const detail = isApiError(error) ? error.message : null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle />}
      title="Can't get data from server!"
      role="alert"
    >
      <Stack gap="xs" align="flex-start">
        {detail ? <Text size="sm">{detail}</Text> : null}
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
