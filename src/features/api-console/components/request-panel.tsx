import {
  Alert,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ClipboardEvent, useEffect, useState } from 'react';
import { RequiresNetwork } from '@/components/requires-network';
import { WRITE_ACTION } from '@/config/action-urls';
import { useAccess } from '@/lib/access';
import { takeApiConsoleHandoff } from '@/lib/api-console-handoff';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import {
  API_CONSOLE_LIMITS,
  API_FORMATS,
  API_KEY_NAMES,
  API_METHODS,
  type ApiConsoleData,
  type ApiMethod,
  type ProcessRequestAnswer,
  type ProcessRequestBody,
} from '@/contract/api-console/api-console-schemas';
import {
  API_CONSOLE_MESSAGES,
  type ApiConsoleValues,
  bodyIsJson,
  consoleErrors,
  initialConsoleValues,
  pastedValues,
  requestOf,
  showsFormat,
  withMethod,
} from '../api-console-rules';

// The request panel (spec c sections 2-5): user (the current user by default), api key name,
// api url, method, format (GET only; POST forces json) and the body. A request-log entry fills
// the form when pasted into the body or read by 'Paste request', or when the request log hands
// one over ('Open in API console'). Sending needs the action URL and the network.

type Send = UseMutationResult<ProcessRequestAnswer, Error, ProcessRequestBody>;

const canReadClipboard = () =>
  typeof navigator !== 'undefined' && typeof navigator.clipboard?.readText === 'function';

export function RequestPanel({ data, send }: { data: ApiConsoleData; send: Send }) {
  const canSend = useAccess().can(WRITE_ACTION.sendApiConsoleRequest);
  const lists = { users: data.users, apiUrls: data.api_urls };
  const form = useForm<ApiConsoleValues>({
    initialValues: initialConsoleValues(data.users[0]?.id),
    validate: consoleErrors,
  });
  const [invalid, setInvalid] = useState(false);
  useUnsavedChanges(form.isDirty());
  const values = form.getValues();

  const fill = (text: string): boolean => {
    const pasted = pastedValues(text, form.getValues(), lists);
    if (!pasted) return false;
    form.setValues(pasted);
    form.clearErrors();
    setInvalid(false);
    notifySuccess(API_CONSOLE_MESSAGES.filled);
    return true;
  };

  // An entry the request log handed over fills the form once, as a paste would.
  useEffect(() => {
    const entry = takeApiConsoleHandoff();
    const handed = entry ? pastedValues(entry, form.getValues(), lists) : null;
    if (!handed) return;
    form.setValues(handed);
    notifySuccess(API_CONSOLE_MESSAGES.filled);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const pasteFromClipboard = async () => {
    let text: string;
    try {
      text = await navigator.clipboard.readText();
    } catch {
      return notifyFailure('Could not read the clipboard');
    }
    if (!fill(text)) notifyFailure(API_CONSOLE_MESSAGES.notRequestLog);
  };

  const onBodyPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    if (fill(event.clipboardData.getData('text/plain'))) event.preventDefault();
  };

  const chosenUrl = data.api_urls.find((u) => u.url === values.api_url);
  const submit = form.onSubmit(
    (typed) => {
      setInvalid(false);
      send.mutate(requestOf(typed), { onSuccess: () => form.resetDirty() });
    },
    () => setInvalid(true),
  );

  return (
    <Card withBorder component="section" aria-label="Request">
      <form noValidate onSubmit={submit} aria-label="API request">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h4">
              Request
            </Title>
            {canReadClipboard() ? (
              <Button variant="light" size="xs" onClick={() => void pasteFromClipboard()}>
                Paste request
              </Button>
            ) : null}
          </Group>
          <Select
            label="User"
            withAsterisk
            searchable
            allowDeselect={false}
            data={data.users.map((u) => ({ value: String(u.id), label: `${u.login} (${u.name})` }))}
            {...form.getInputProps('user_id')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label="API key name"
              withAsterisk
              allowDeselect={false}
              data={[...API_KEY_NAMES]}
              {...form.getInputProps('api_key_name')}
            />
            <Select
              label="API url"
              withAsterisk
              searchable
              data={data.api_urls.map((u) => ({
                value: u.url,
                label: `${u.url} (${u.methods.join(', ')})`,
              }))}
              description={
                chosenUrl
                  ? `${chosenUrl.description}${
                      chosenUrl.required.length ? `; needs ${chosenUrl.required.join(', ')}` : ''
                    }`
                  : undefined
              }
              {...form.getInputProps('api_url')}
              onChange={(url) => {
                const entry = data.api_urls.find((u) => u.url === url);
                const only = entry?.methods.length === 1 ? entry.methods[0] : undefined;
                const next = { ...form.getValues(), api_url: url };
                form.setValues(only ? withMethod(next, only) : next);
              }}
            />
            <Select
              label="Method"
              allowDeselect={false}
              data={[...API_METHODS]}
              value={values.method}
              onChange={(method) => {
                if (method) form.setValues(withMethod(form.getValues(), method as ApiMethod));
              }}
            />
            {showsFormat(values.method) ? (
              <Select
                label="Format"
                allowDeselect={false}
                data={[...API_FORMATS]}
                {...form.getInputProps('format')}
              />
            ) : null}
          </SimpleGrid>
          <Textarea
            label={bodyIsJson(values) ? 'JSON body' : 'Parameters'}
            description={
              bodyIsJson(values)
                ? 'A JSON object; paste a request-log entry to fill the form'
                : 'As a query string: name=value&other=value'
            }
            // Fixed rows: Mantine's autosize needs document.fonts and stalls the test DOM.
            rows={12}
            maxLength={API_CONSOLE_LIMITS.jsonBody}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            onPaste={onBodyPaste}
            {...form.getInputProps('json_body')}
          />
          {invalid ? (
            <Alert color="red" variant="light" role="alert">
              {API_CONSOLE_MESSAGES.formInvalid}
            </Alert>
          ) : null}
          {canSend ? (
            <Group>
              <RequiresNetwork>
                <Button type="submit" loading={send.isPending}>
                  Send
                </Button>
              </RequiresNetwork>
            </Group>
          ) : null}
        </Stack>
      </form>
    </Card>
  );
}
