import { Divider, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { LabelledValue } from '@/components/labelled-value';
import type { ServiceDetail } from '@/contract/services/services-schemas';
import { versionLabel } from '../services-list-rules';
import { MaintenanceIcon } from './maintenance-badge';
import { MaintenanceSection } from './maintenance-section';
import { StatusBadge } from './service-badges';
import { ServiceLogoField } from './service-logo-field';
import { FactGrid } from '@/components/fact-grid';

const FLAGS = [
  ['isPudoAvailable', 'PUDO'],
  ['isTrackingAvailable', 'Tracking'],
  ['isCourierDatesAvailable', 'Courier dates'],
  ['isMailingAvailable', 'Mailing'],
] as const;

/** The details sidebar (spec b section 2): the service's facts, its logo and its maintenance. */
export function ServiceSidebar({ service }: { service: ServiceDetail }) {
  return (
    <Paper withBorder radius="md" p="md" component="aside" aria-label="Service details">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} fz="md">
            Service details
          </Title>
          <MaintenanceIcon status={service.maintenance_status} />
        </Group>
        <ServiceLogoField service={service} />
        <FactGrid>
          <LabelledValue label="Service id">{service.id}</LabelledValue>
          <LabelledValue label="Status">
            <StatusBadge status={service.status} />
          </LabelledValue>
          <LabelledValue label="Kind">{service.kind}</LabelledValue>
          <LabelledValue label="Type">{service.type}</LabelledValue>
          <LabelledValue label="Carrier">{service.carrier_display_name}</LabelledValue>
          <LabelledValue label="Carrier version">
            {versionLabel(service.carrierVersion)}
          </LabelledValue>
        </FactGrid>
        <LabelledValue label="Name">{service.name}</LabelledValue>
        <Stack
          gap={4}
          component="ul"
          aria-label="Availability"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {FLAGS.map(([key, label]) => (
            <Flag key={key} label={label} on={service[key]} />
          ))}
        </Stack>
        <Divider />
        <MaintenanceSection service={service} />
      </Stack>
    </Paper>
  );
}

function Flag({ label, on }: { label: string; on: boolean }) {
  const text = `${label}: ${on ? 'available' : 'not available'}`;
  return (
    <Group component="li" gap="xs" wrap="nowrap">
      <ThemeIcon size="sm" radius="xl" variant="light" color={on ? 'green' : 'gray'} aria-hidden>
        {on ? <IconCheck size={12} /> : <IconX size={12} />}
      </ThemeIcon>
      <Text size="sm">{text}</Text>
    </Group>
  );
}
