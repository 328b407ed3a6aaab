import { Stack, Text, Timeline } from '@mantine/core';
import { formatUtc } from '@/lib/dayjs';
import type { TrackingEvent } from '../api/parcel-schemas';
import { type TrackingStatus, trackingStatusName } from '../tracking-stepper';

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  if (!value) return null;
  return (
    <Text size="sm">
      <Text span c="dimmed" size="sm">
        {label}:
      </Text>{' '}
      <Text span size="sm">
        {value}
      </Text>
    </Text>
  );
}

const placeOf = (event: TrackingEvent) =>
  [event.location?.city, event.location?.country].filter(Boolean).join(', ');

/** The events of one stepper step, oldest first, as the carrier reported them. */
export function TrackingEvents({
  events,
  statuses,
  color,
}: {
  events: readonly TrackingEvent[];
  statuses: readonly TrackingStatus[];
  color?: string;
}) {
  return (
    <Timeline active={events.length - 1} bulletSize={14} lineWidth={2} color={color}>
      {events.map((event, index) => (
        <Timeline.Item
          key={`${event.date}-${event.event_code}-${index}`}
          title={trackingStatusName(event.event_code, statuses)}
        >
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {formatUtc(event.date * 1000)}
            </Text>
            <Field label="Carrier event code" value={event.carrier_event_code} />
            <Field label="Carrier description" value={event.carrier_description} />
            <Field label="Info" value={event.info} />
            <Field label="Location" value={placeOf(event)} />
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
