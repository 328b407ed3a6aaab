import { Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyList, ListError } from './list-states';

/**
 * What a list shows for its query: a loader on the first load, the global error block when the
 * first load failed (data already shown stays on a later failure), 'No results', or the items.
 */
export function ListBody<T>({
  data,
  error,
  isEmpty,
  onRetry,
  children,
}: {
  data: T | undefined;
  error: unknown;
  isEmpty: (data: T) => boolean;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}) {
  if (data === undefined) {
    if (error) return <ListError error={error} onRetry={onRetry} />;
    return (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (isEmpty(data)) return <EmptyList />;
  return <>{children(data)}</>;
}
