import { List } from '@mantine/core';
import { useEffect } from 'react';
import { onlineManager } from '@tanstack/react-query';
import { OfflinePage } from '@/components/offline-page';
import { RetryButton, StatusPage } from '@/components/status-page';
import { isApiError } from '@/lib/api/api-error';

// Spec a section 8's page-level screens, chosen by what failed.

export type ErrorPageKind = 'forbidden' | 'no-data' | 'offline' | 'unexpected';

export function errorPageKind(error: unknown, online: boolean): ErrorPageKind {
  if (isApiError(error)) {
    if (error.status === 403) return 'forbidden';
    if (error.failure.kind === 'network' && !online) return 'offline';
    return 'no-data';
  }
  return 'unexpected';
}

export function ErrorPage({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const kind = errorPageKind(error, onlineManager.isOnline());
  // Back online, an offline failure retries by itself.
  useEffect(() => {
    if (kind !== 'offline' || !onRetry) return;
    return onlineManager.subscribe((online) => {
      if (online) onRetry();
    });
  }, [kind, onRetry]);
  const retry = onRetry ? <RetryButton onRetry={onRetry} /> : null;
  switch (kind) {
    case 'forbidden':
      return (
        <StatusPage
          code="403"
          title="Access forbidden!"
          text="You don't have permissions to access this source"
        />
      );
    case 'offline':
      return <OfflinePage action={retry} />;
    case 'no-data':
      return (
        <StatusPage
          title="Can't get data from server!"
          text={
            isApiError(error) ? (
              <List component="span" listStyleType="none" display="block">
                {error.messages.map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List>
            ) : null
          }
          action={retry}
        />
      );
    case 'unexpected':
      return (
        <StatusPage
          title="Something went wrong!"
          text="The page could not be shown. Try again, or go back to the previous page."
          action={retry}
        />
      );
  }
}
