import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

// A list's quick search box (spec b and c: services 500 ms, barcode ranges 300 ms): the user's
// text at once, and the URL's `quickSearch` once typing pauses for `debounceMs`.

export function QuickSearch({
  value,
  onChange,
  debounceMs,
  label = 'Search',
  ...input
}: {
  value: string | undefined;
  onChange: (next: string | undefined) => void;
  debounceMs: number;
  label?: string;
} & Pick<TextInputProps, 'placeholder' | 'w'>) {
  const [text, setText] = useState(value ?? '');
  // What this box last sent: the URL coming back with it is no reason to redraw the text.
  const [pushed, setPushed] = useState(value);
  const push = useDebouncedCallback((next: string) => {
    const trimmed = next.trim() || undefined;
    setPushed(trimmed);
    onChange(trimmed);
  }, debounceMs);
  // The URL changed by other means (back, a link, Discard): the box shows it.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== pushed) {
      setPushed(value);
      setText(value ?? '');
    }
  }

  return (
    <TextInput
      label={label}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        push(event.currentTarget.value);
      }}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label="Clear search"
            onClick={() => {
              setText('');
              push('');
              push.flush();
            }}
          />
        ) : undefined
      }
      {...input}
    />
  );
}
