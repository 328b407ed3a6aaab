import { Button } from '@mantine/core';
import { useCanGoBack, useRouter } from '@tanstack/react-router';
import { IconArrowLeft } from '@tabler/icons-react';
import { StatusPage } from '@/components/status-page';

export function NotFoundPage() {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return (
    <StatusPage
      code="404"
      title="Opps! Page not found"
      text="Don`t worry. Return to the previous page."
      action={
        <Button
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          onClick={() => (canGoBack ? router.history.back() : void router.navigate({ to: '/' }))}
        >
          back to previous page
        </Button>
      }
    />
  );
}
