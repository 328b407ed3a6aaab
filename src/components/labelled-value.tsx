import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A small label over its value, as the pallet card and sidebar show their facts. */
export function LabelledValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}
