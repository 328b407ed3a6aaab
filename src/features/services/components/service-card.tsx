import { Card, Group, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { LabelledValue } from '@/components/labelled-value';
import { RouterAnchor } from '@/components/router-link';
import type { ServiceListItem } from '@/contract/services/services-schemas';
import { SERVICE_TAB_KEY } from '../services-search';
import { ServiceBadges, StatusBadge } from './service-badges';
import { ServiceLogo } from './service-logo';
import { FactGrid } from '@/components/fact-grid';

/** The list's search without a modal's tab: another service opens on its own default tab. */
export function listSearch<T extends object>(prev: T): Omit<T, typeof SERVICE_TAB_KEY> {
  const { [SERVICE_TAB_KEY]: _tab, ...list } = prev as T & { [SERVICE_TAB_KEY]?: unknown };
  return list;
}

const DISABLED_STYLE = {
  borderStyle: 'dashed',
  background: 'light-dark(var(--mantine-color-gray-1), var(--mantine-color-dark-6))',
} as const;

/** One service (spec b section 2); a 'disabled' one is greyed with a dashed border. */
export const ServiceCard = memo(function ServiceCard({ service }: { service: ServiceListItem }) {
  const disabled = service.status === 'disabled';
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="md"
      aria-label={service.name}
      data-disabled={disabled || undefined}
      style={disabled ? DISABLED_STYLE : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
          <Stack gap={6} style={{ minWidth: 0 }}>
            <ServiceBadges service={service} />
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              <RouterAnchor
                to="/services/$data"
                params={{ data: String(service.id) }}
                search={listSearch}
              >
                {service.name}
              </RouterAnchor>
            </Text>
          </Stack>
          <ServiceLogo logo={service.logo} name={service.name} />
        </Group>
        <FactGrid>
          <LabelledValue label="Service id">{service.id}</LabelledValue>
          <LabelledValue label="Status">
            <StatusBadge status={service.status} />
          </LabelledValue>
        </FactGrid>
      </Stack>
    </Card>
  );
});
