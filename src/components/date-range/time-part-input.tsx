import { ActionIcon, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import type { FocusEvent, KeyboardEvent, MouseEvent } from 'react';
import {
  padTimePart,
  stepTimePart,
  TIME_PART_MAX,
  typeTimePart,
  type TimePartKind,
  type TimeParts,
} from './date-range-rules';

export type RangeSide = 'from' | 'to';

const SIDE_NAMES: Record<RangeSide, string> = { from: 'From', to: 'To' };
const KINDS: TimePartKind[] = ['hours', 'minutes', 'seconds'];

// Mantine's TimePicker clamps at the ends; the spec wants the parts to wrap around on the arrows,
// so each part is a spin button of its own with wrapping arrow buttons.
export function TimePartInput({
  side,
  kind,
  value,
  onChange,
}: {
  side: RangeSide;
  kind: TimePartKind;
  value: number;
  onChange: (next: number) => void;
}) {
  const name = `${side} ${kind}`;
  const step = (delta: number) => onChange(stepTimePart(kind, value, delta));
  const selectAll = (event: FocusEvent<HTMLInputElement> | MouseEvent<HTMLInputElement>) =>
    event.currentTarget.select();
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    step(event.key === 'ArrowUp' ? 1 : -1);
  };

  return (
    <Stack gap={2} align="center">
      {/* The arrows stay out of the tab order: the spin button answers the arrow keys itself. */}
      <ActionIcon
        variant="subtle"
        size="sm"
        tabIndex={-1}
        aria-label={`Increase ${name}`}
        onClick={() => step(1)}
      >
        <IconChevronUp size={14} aria-hidden />
      </ActionIcon>
      <TextInput
        aria-label={`${SIDE_NAMES[side]} ${kind}`}
        role="spinbutton"
        aria-valuemin={0}
        aria-valuemax={TIME_PART_MAX[kind]}
        aria-valuenow={value}
        inputMode="numeric"
        autoComplete="off"
        w={44}
        styles={{ input: { textAlign: 'center', paddingInline: 4 } }}
        value={padTimePart(value)}
        onChange={(event) => onChange(typeTimePart(kind, event.currentTarget.value))}
        onFocus={selectAll}
        onClick={selectAll}
        onKeyDown={onKeyDown}
      />
      <ActionIcon
        variant="subtle"
        size="sm"
        tabIndex={-1}
        aria-label={`Decrease ${name}`}
        onClick={() => step(-1)}
      >
        <IconChevronDown size={14} aria-hidden />
      </ActionIcon>
    </Stack>
  );
}

/** The hours, minutes and seconds of one end of the range, grouped under 'From time' or 'To time'. */
export function TimeFields({
  side,
  value,
  onChange,
}: {
  side: RangeSide;
  value: TimeParts;
  onChange: (next: TimeParts) => void;
}) {
  return (
    <Fieldset legend={`${SIDE_NAMES[side]} time`} variant="unstyled">
      <Group gap={4} wrap="nowrap">
        {KINDS.map((kind, index) => (
          <Group key={kind} gap={4} wrap="nowrap">
            {index > 0 && (
              <Text aria-hidden fw={500}>
                :
              </Text>
            )}
            <TimePartInput
              side={side}
              kind={kind}
              value={value[kind]}
              onChange={(next) => onChange({ ...value, [kind]: next })}
            />
          </Group>
        ))}
      </Group>
    </Fieldset>
  );
}
