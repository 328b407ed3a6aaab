import '@mantine/dates/styles.css';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { WIDE_SCREEN_BREAKPOINT_PX } from '@/contract/constants';
import {
  calendarMonth,
  draftFromValue,
  hasPastDate,
  maxCalendarDate,
  PAST_DATE_WARNING,
  presets,
  rangeError,
  valueFromDraft,
  type DateRangeDraft,
  type DateRangeValue,
} from './date-range-rules';
import { TimeFields } from './time-part-input';

// Mantine leaves the calendar's arrow buttons unnamed.
const CALENDAR_ARIA_LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
};

/**
 * The picker's contents: a working copy of the range, edited by the calendar, the presets and the
 * time parts, handed out only on Apply. It mounts each time the picker opens, so it starts from
 * the field's current value.
 */
export function DateRangePanel({
  value,
  limits,
  warnPast,
  clearable,
  now,
  onApply,
  onCancel,
}: {
  value: DateRangeValue;
  limits: boolean;
  warnPast: boolean;
  clearable: boolean;
  now: () => Date;
  onApply: (next: DateRangeValue) => void;
  onCancel: () => void;
}) {
  // Read at once: the panel mounts on open, and the calendar's first month depends on it.
  const wide = useMediaQuery(`(min-width: ${WIDE_SCREEN_BREAKPOINT_PX}px)`, false, {
    getInitialValueInEffect: false,
  });
  const columns = wide ? 2 : 1;
  const today = now();
  const [draft, setDraft] = useState<DateRangeDraft>(() => draftFromValue(value));
  // Picking days keeps the months in view; only a preset moves them to its range.
  const [month, setMonth] = useState(() => calendarMonth(draft, today, columns));
  const next = valueFromDraft(draft);
  const error = rangeError(next.from, next.to);
  const update = (patch: Partial<DateRangeDraft>) =>
    setDraft((current) => ({ ...current, ...patch }));

  return (
    <Stack gap="sm">
      <Group align="flex-start" gap="md">
        <Stack gap={4} role="group" aria-label="Presets">
          {presets(today).map((preset) => (
            <Button
              key={preset.label}
              variant="subtle"
              size="compact-sm"
              justify="flex-start"
              onClick={() => {
                const presetDraft = draftFromValue(preset.value);
                setDraft(presetDraft);
                setMonth(calendarMonth(presetDraft, today, columns));
              }}
            >
              {preset.label}
            </Button>
          ))}
        </Stack>
        <Stack gap="sm">
          <DatePicker
            type="range"
            allowSingleDateInRange
            numberOfColumns={columns}
            hideOutsideDates={columns > 1}
            maxDate={limits ? maxCalendarDate(today) : undefined}
            date={month}
            onDateChange={setMonth}
            value={[draft.fromDate, draft.toDate]}
            onChange={([fromDate, toDate]) => update({ fromDate, toDate })}
            ariaLabels={CALENDAR_ARIA_LABELS}
          />
          <Group gap="lg" align="flex-start">
            <TimeFields
              side="from"
              value={draft.fromTime}
              onChange={(t) => update({ fromTime: t })}
            />
            <TimeFields side="to" value={draft.toTime} onChange={(t) => update({ toTime: t })} />
          </Group>
        </Stack>
      </Group>
      {error && (
        <Text role="alert" c="red" size="sm">
          {error}
        </Text>
      )}
      {warnPast && hasPastDate(next, today) && (
        <Alert color="yellow" variant="light" p="xs">
          {PAST_DATE_WARNING}
        </Alert>
      )}
      <Group justify="flex-end" gap="xs">
        {clearable && (
          <Button variant="subtle" color="gray" mr="auto" onClick={() => onApply({})}>
            Clear
          </Button>
        )}
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button disabled={error !== null} onClick={() => onApply(next)}>
          Apply
        </Button>
      </Group>
    </Stack>
  );
}
