import { Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconMoodEmpty } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { LOAD_FAILED, QueryError } from '@/components/query-error';

// One dashboard widget (spec a section 2): a titled card that loads and fails on its own, so a
// failing endpoint never blanks the page.

export const DEFAULT_WIDGET_ERROR = LOAD_FAILED;

export function WidgetCard({
  title,
  heading,
  controls,
  children,
}: {
  /** The widget's name: the card is a region labelled by it. */
  title: string;
  /** What the title shows, e.g. a link; the plain title otherwise. */
  heading?: ReactNode;
  controls?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card withBorder component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="xs">
          <Title order={2} fz="h4" id={id}>
            {heading ?? title}
          </Title>
          {controls}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/** A widget's state message ('Everything is fine', 'No data found'). */
export function WidgetMessage({ children, ok = false }: { children: ReactNode; ok?: boolean }) {
  const Icon = ok ? IconCircleCheck : IconMoodEmpty;
  return (
    <Center py="md">
      <Group gap="xs" c={ok ? 'green' : 'dimmed'}>
        <Icon size={20} aria-hidden />
        <Text fw={500}>{children}</Text>
      </Group>
    </Center>
  );
}

export function WidgetError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  return <QueryError title={title} error={error} onRetry={onRetry} />;
}

/**
 * A loader on the first load, the widget's own error when it failed (data already shown stays on a
 * later failed poll), 'No data found', or the content.
 */
export function WidgetBody<T>({
  data,
  error,
  onRetry,
  errorTitle = DEFAULT_WIDGET_ERROR,
  isEmpty,
  children,
}: {
  data: T | undefined;
  error: unknown;
  onRetry: () => void;
  errorTitle?: string;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (data === undefined) {
    if (error) return <WidgetError title={errorTitle} error={error} onRetry={onRetry} />;
    return (
      <Center py="md">
        <Loader size="sm" aria-label="Loading" />
      </Center>
    );
  }
  if (isEmpty(data)) return <WidgetMessage>No data found</WidgetMessage>;
  return <>{children(data)}</>;
}
