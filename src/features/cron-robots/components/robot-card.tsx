import { Button, Card, Group, Text } from '@mantine/core';
import { IconPlayerStop, IconTrash } from '@tabler/icons-react';
import { LabelledValue } from '@/components/labelled-value';
import { RequiresNetwork } from '@/components/requires-network';
import type { RunningRobot } from '@/contract/cron-robots/cron-robots-schemas';
import { formatUnixUtc, runningFor } from '../robots-format';
import { FactGrid } from '@/components/fact-grid';

/** One running robot: what it is, since when, and Stop / Delete for accounts that may. */
export function RobotCard({
  robot,
  nowMs,
  onStop,
  onDelete,
  deleting,
}: {
  robot: RunningRobot;
  nowMs: number;
  /** Absent without the stop action. */
  onStop?: (name: string) => void;
  /** Absent without the delete action. */
  onDelete?: (name: string) => void;
  deleting: boolean;
}) {
  return (
    <Card component="li" withBorder padding="md" aria-label={robot.name}>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {robot.name}
      </Text>
      <FactGrid mt="xs">
        <LabelledValue label="Group">{robot.group}</LabelledValue>
        <LabelledValue label="Robot">{robot.robot}</LabelledValue>
        <LabelledValue label="Started (UTC)">{formatUnixUtc(robot.time)}</LabelledValue>
        <LabelledValue label="Running for">{runningFor(robot.time, nowMs)}</LabelledValue>
        <LabelledValue label="PID">{robot.pid}</LabelledValue>
      </FactGrid>
      {onStop || onDelete ? (
        <Group gap="xs" mt="md">
          {onStop ? (
            <RequiresNetwork>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconPlayerStop size={14} aria-hidden />}
                aria-label={`Stop ${robot.name}`}
                onClick={() => onStop(robot.name)}
              >
                Stop
              </Button>
            </RequiresNetwork>
          ) : null}
          {onDelete ? (
            <RequiresNetwork>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                aria-label={`Delete ${robot.name}`}
                loading={deleting}
                onClick={() => onDelete(robot.name)}
              >
                Delete
              </Button>
            </RequiresNetwork>
          ) : null}
        </Group>
      ) : null}
    </Card>
  );
}
