import { Alert, Stack } from '@mantine/core';
import { RouterAnchor } from '@/components/router-link';

export function LinkProblem({ text }: { text: string }) {
  return (
    <Stack>
      <Alert color="red" variant="light" role="alert">
        {text}
      </Alert>
      <RouterAnchor to="/login" size="sm">
        Back to log in
      </RouterAnchor>
    </Stack>
  );
}
