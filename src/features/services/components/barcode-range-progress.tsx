import { Group, Progress, Text } from '@mantine/core';
import type { RangeStats } from '../barcode-range-math';
import { progressColor } from '../barcode-range-math';

/** What is left of a range, as a bar coloured by the spec's thresholds and its percent. */
export function RangeProgress({ stats }: { stats: RangeStats | null }) {
  if (!stats) return <Text size="sm">—</Text>;
  const percent = stats.percentLeft;
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress
        value={percent}
        color={progressColor(percent)}
        w={80}
        aria-label={`${percent}% left`}
      />
      <Text size="sm">{percent}%</Text>
    </Group>
  );
}
