import { Stack, Text, Timeline } from '@mantine/core';
import { formatUtc } from '@/lib/dayjs';
import type { TrackingEvent, TrackingLocation } from '@/contract/parcels/parcel-schemas';
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

const joined = (parts: readonly (string | null | undefined)[], separator = ', ') =>
  parts.filter(Boolean).join(separator);

/** Who was there: the name, else the company, or both when they differ. */
export function placeNameOf(location: TrackingLocation | null): string {
  if (!location) return '';
  const { name, company } = location;
  return name && company && name !== company ? `${name} (${company})` : (name ?? company ?? '');
}

/** Spec a section 3: the street lines, then zip and city, state and country, on one line. */
export function placeAddressOf(location: TrackingLocation | null): string {
  if (!location) return '';
  return joined([
    location.addr1,
    location.addr2,
    location.addr3,
    joined([location.zip, location.city], ' '),
    location.state,
    location.country,
  ]);
}

/**
 * The events of one stepper step, oldest first, as the carrier reported them: the event time
 * (UTC), the carrier's own wording of it and when the platform received it, the carrier data and
 * where it happened (name, address with zip, phone).
 */
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
            <Field label="Carrier time" value={event.date_formatted} />
            <Field label="Received" value={formatUtc(event.dateAdded * 1000)} />
            <Field label="Carrier event code" value={event.carrier_event_code} />
            <Field label="Carrier description" value={event.carrier_description} />
            <Field label="Info" value={event.info} />
            <Field label="Place" value={placeNameOf(event.location)} />
            <Field label="Location" value={placeAddressOf(event.location)} />
            <Field label="Phone" value={event.location?.phone} />
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
