import { Button, Code, CopyButton, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { CopyValueButton } from '@/components/copy-button';
import { COPY_CONFIRMATION_MS } from '@/contract/constants';
import { bodyPreview, byteSize, prettyBody } from '@/lib/body-text';
import { formatCount } from '@/lib/format';

// A logged request's or answer's parts (request log, health checks; spec b section 2): each
// header or body copyable, a body pretty-printed and shown in part when it runs to megabytes.

export function CopyTextButton({ label, value }: { label: string; value: string }) {
  return (
    <CopyButton value={value} timeout={COPY_CONFIRMATION_MS}>
      {({ copied, copy }) => (
        <Button size="xs" variant="light" color={copied ? 'teal' : undefined} onClick={copy}>
          {copied ? 'Copied' : label}
        </Button>
      )}
    </CopyButton>
  );
}

/** A header or body: copyable; a body pretty-printed and shown in part when long. */
export function LoggedText({
  label,
  text,
  body = false,
}: {
  label: string;
  text: string;
  body?: boolean;
}) {
  const pretty = useMemo(() => (body ? prettyBody(text) : text), [body, text]);
  const [all, setAll] = useState(false);
  const { shown, hidden } = all ? { shown: pretty, hidden: 0 } : bodyPreview(pretty);
  return (
    <Stack gap={4} component="section" aria-label={label}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {label}
          {body && text ? (
            <Text span size="xs" c="dimmed" ml={6}>
              {byteSize(new Blob([text]).size)}
            </Text>
          ) : null}
        </Text>
        {text ? <CopyValueButton value={text} label={label.toLowerCase()} /> : null}
      </Group>
      {text ? (
        <ScrollArea.Autosize
          mah={360}
          type="auto"
          // The viewport is what scrolls: it takes the focus, so a keyboard can scroll it too.
          viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': `${label} text` }}
        >
          <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {shown}
          </Code>
        </ScrollArea.Autosize>
      ) : (
        <Text size="sm" c="dimmed">
          Empty
        </Text>
      )}
      {hidden > 0 ? (
        <Button size="xs" variant="subtle" onClick={() => setAll(true)}>
          Show the remaining {formatCount(hidden)} characters
        </Button>
      ) : null}
    </Stack>
  );
}
