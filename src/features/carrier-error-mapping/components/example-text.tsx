import { Code, Group, Stack, Text } from '@mantine/core';
import { CopyValueButton } from '@/components/copy-button';

// A part of an example call (headers or a body, ready to show: example-texts.ts): copyable, in a box
// that scrolls and takes keyboard focus itself, so it can be scrolled without a mouse. Example
// bodies are short: no partial display as the request log needs.

const MAX_HEIGHT = 360;

export function ExampleText({ label, text }: { label: string; text: string }) {
  return (
    <Stack gap={4} component="section" aria-label={label}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        {text ? <CopyValueButton value={text} label={label.toLowerCase()} /> : null}
      </Group>
      {text ? (
        <Code
          block
          tabIndex={0}
          role="region"
          aria-label={`${label} text`}
          style={{
            maxHeight: MAX_HEIGHT,
            overflow: 'auto',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          {text}
        </Code>
      ) : (
        <Text size="sm" c="dimmed">
          Empty
        </Text>
      )}
    </Stack>
  );
}
