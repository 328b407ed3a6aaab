import { Group, Progress, Text } from '@mantine/core';
import { type RangeStats, progressColor } from '@/lib/barcode-range-math';
import { EMPTY_VALUE } from '@/lib/format';

/** What is left of a range, as a bar coloured by the spec's thresholds and its percent. */
export function RangeProgress({ stats }: { stats: RangeStats | null }) {
  if (!stats) return <Text size="sm">{EMPTY_VALUE}</Text>;
  const percent = stats.percentLeft;
  return (
    <Group gap="xs" wrap="nowrap">
      {/* The label on the bar itself (role progressbar), not on its frame. */}
      <Progress.Root w={80}>
        <Progress.Section
          value={percent}
          color={progressColor(percent)}
          aria-label={`${percent}% left`}
        />
      </Progress.Root>
      <Text size="sm">{percent}%</Text>
    </Group>
  );
}
