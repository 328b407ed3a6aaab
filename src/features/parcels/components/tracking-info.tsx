import { Stack, Stepper, Text, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertOctagon, IconAlertTriangle } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { formatUtc } from '@/lib/dayjs';
import type { TrackingEvent } from '@/contract/parcels/parcel-schemas';
import {
  buildTrackingSteps,
  type StepTone,
  type TrackingStatus,
  type TrackingStep,
} from '../tracking-stepper';
import { TrackingEvents } from './tracking-events';

const TONE_COLORS: Record<StepTone, string | undefined> = {
  default: undefined,
  warning: 'orange',
  danger: 'red',
};

const TONE_ICONS: Record<StepTone, ReactNode> = {
  default: null,
  warning: <IconAlertTriangle size={16} aria-hidden />,
  danger: <IconAlertOctagon size={16} aria-hidden />,
};

const countText = (count: number) =>
  count === 0 ? 'no events' : count === 1 ? '1 event' : `${count} events`;

const stepName = (step: TrackingStep) => `${step.label}: ${countText(step.events.length)}`;

/** The 'Tracking info' tab: the stepper of spec a section 4 and the events of the chosen step. */
export function TrackingInfo({
  events,
  statuses,
}: {
  events: readonly TrackingEvent[];
  statuses: readonly TrackingStatus[];
}) {
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`);
  const { steps, currentIndex, ended } = useMemo(
    () => buildTrackingSteps(events, statuses),
    [events, statuses],
  );
  const [picked, setPicked] = useState<number | null>(null);

  if (currentIndex === -1) {
    return <Text c="dimmed">There are no tracking events for this parcel yet.</Text>;
  }

  // A pick from an older history (the events were refetched) falls back to the current step.
  const shownIndex = picked !== null && steps[picked]?.events.length ? picked : currentIndex;
  const shown = steps[shownIndex] as TrackingStep;
  const current = steps[currentIndex] as TrackingStep;

  return (
    <Stack gap="md">
      <Text fw={500}>Current status: {current.label}</Text>
      <Stepper
        active={ended ? steps.length : currentIndex}
        onStepClick={setPicked}
        orientation={wide ? 'horizontal' : 'vertical'}
        size="sm"
      >
        {steps.map((step, index) => {
          const reached = step.events.length > 0;
          const icon = TONE_ICONS[step.tone];
          return (
            <Stepper.Step
              key={`${index}-${step.category}`}
              label={step.label}
              description={
                reached ? formatUtc((step.events[0] as TrackingEvent).date * 1000) : undefined
              }
              color={TONE_COLORS[step.tone]}
              icon={icon ?? undefined}
              completedIcon={icon ?? undefined}
              allowStepSelect={reached}
              disabled={!reached}
              aria-label={stepName(step)}
              aria-pressed={reached ? index === shownIndex : undefined}
              aria-current={index === currentIndex ? 'step' : undefined}
              mod={{ tone: step.tone }}
            />
          );
        })}
      </Stepper>
      <section aria-label={`Events: ${shown.label}`}>
        <Title order={4} mb="sm">
          Events: {shown.label}
        </Title>
        <TrackingEvents events={shown.events} statuses={statuses} color={TONE_COLORS[shown.tone]} />
      </section>
    </Stack>
  );
}
