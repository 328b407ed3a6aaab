import { Button, Center, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

// The page-level screens of spec a section 8 share one layout.
export function StatusPage({
  code,
  title,
  text,
  action,
}: {
  code?: string;
  title: string;
  text?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" maw={520} ta="center">
        {code ? (
          <Text fz={64} fw={800} c="dimmed" lh={1} aria-hidden>
            {code}
          </Text>
        ) : null}
        <Title order={1} fz="h2">
          {title}
        </Title>
        {text ? <Text c="dimmed">{text}</Text> : null}
        {action}
      </Stack>
    </Center>
  );
}

export function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <Button variant="light" onClick={onRetry}>
      Try again
    </Button>
  );
}
