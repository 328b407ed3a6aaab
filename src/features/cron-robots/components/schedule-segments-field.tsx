import { Fieldset, SimpleGrid, Text, TextInput } from '@mantine/core';
import {
  SCHEDULE_SEGMENTS,
  type ScheduleSegment,
  type ScheduleSegments,
  SEGMENT_LIMITS,
} from '@/contract/cron-robots/schedule-rules';

// The per-segment editor of an Off or On robot's own schedule (spec c sections 3, 4 and 9): one
// box per segment; a value out of range is capped when the box is left (or on save), and the
// capped value shows with its note, never refused.

const SEGMENT_LABELS: Readonly<Record<ScheduleSegment, string>> = {
  month: 'Month',
  weekday: 'Weekday',
  day: 'Day',
  hour: 'Hour',
  minute: 'Minute',
};

const rangeOf = (segment: ScheduleSegment) =>
  `${SEGMENT_LIMITS[segment].min}-${SEGMENT_LIMITS[segment].max}`;

export function ScheduleSegmentsField({
  segments,
  errors,
  notes,
  preview,
  disabled,
  onChange,
  onBlur,
}: {
  segments: ScheduleSegments;
  errors: Partial<Record<ScheduleSegment, string>>;
  notes: Partial<Record<ScheduleSegment, string>>;
  /** The schedule text the segments make, when they make one. */
  preview: string | null;
  disabled: boolean;
  onChange: (segment: ScheduleSegment, value: string) => void;
  onBlur: (segment: ScheduleSegment) => void;
}) {
  return (
    <Fieldset legend="Schedule" variant="unstyled">
      <SimpleGrid cols={{ base: 2, xs: 5 }} spacing="xs">
        {SCHEDULE_SEGMENTS.map((segment) => (
          <TextInput
            key={segment}
            label={SEGMENT_LABELS[segment]}
            description={segment === 'weekday' ? '1-7, Mon 1' : rangeOf(segment)}
            placeholder="*"
            value={segments[segment]}
            error={errors[segment]}
            disabled={disabled}
            autoComplete="off"
            onChange={(event) => onChange(segment, event.currentTarget.value)}
            onBlur={() => onBlur(segment)}
            inputWrapperOrder={['label', 'description', 'input', 'error']}
          />
        ))}
      </SimpleGrid>
      {SCHEDULE_SEGMENTS.filter((segment) => notes[segment]).map((segment) => (
        <Text key={segment} size="xs" c="orange.9" role="status" mt={4}>
          {SEGMENT_LABELS[segment]}: {notes[segment]}
        </Text>
      ))}
      <Text size="xs" c="dimmed" mt="xs">
        Each box: * (every), */N (every N), N, A-B or a list such as 1,15. Values out of range are
        capped.
      </Text>
      {preview ? (
        <Text size="sm" mt={4}>
          Runs: <code>{preview}</code>
        </Text>
      ) : null}
    </Fieldset>
  );
}
