import { Alert, Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { LoggedText } from '@/components/logged-text';
import { errorMessages } from '@/lib/api/api-error';
import type { ProcessRequestAnswer } from '@/contract/api-console/api-console-schemas';
import { headerText } from '../api-console-rules';

// The response panel (spec c section 2): the API's code, headers and body, the body
// pretty-printed; each part copyable.

export function ResponsePanel({
  answer,
  error,
  pending,
}: {
  answer: ProcessRequestAnswer | undefined;
  error: unknown;
  pending: boolean;
}) {
  return (
    <Card withBorder component="section" aria-label="Response">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} size="h4">
            Response
          </Title>
          {answer && !pending ? (
            <Badge
              color={answer.code < 400 ? 'green' : 'red'}
              variant="light"
              aria-label={`Code ${answer.code}`}
            >
              {answer.code}
            </Badge>
          ) : null}
          {pending ? <Loader size="xs" aria-label="Sending request" /> : null}
        </Group>
        {error && !pending ? (
          <Alert color="red" variant="light" role="alert">
            {errorMessages(error).join('\n')}
          </Alert>
        ) : null}
        {answer ? (
          <>
            <LoggedText label="Response header" text={headerText(answer.header)} />
            <LoggedText label="Response body" text={answer.body} body />
          </>
        ) : !error ? (
          <Text size="sm" c="dimmed">
            Send a request to see the response here.
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
