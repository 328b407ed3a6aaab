import type { ErrorComponentProps } from '@tanstack/react-router';
import { useRouter } from '@tanstack/react-router';
import { ErrorPage } from './error-page';

/** The router's error boundary: a spec error screen instead of a blank page. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <ErrorPage
      error={error}
      onRetry={() => {
        reset();
        void router.invalidate();
      }}
    />
  );
}
