import { Badge, Group } from '@mantine/core';
import type { ServiceListItem } from '@/contract/services/services-schemas';
import { versionLabel } from '../services-list-rules';
import { MaintenanceIcon } from './maintenance-badge';

const KIND_COLOR: Record<ServiceListItem['kind'], string> = {
  direct: 'blue',
  pallet: 'grape',
  return: 'orange',
};
const TYPE_COLOR: Record<ServiceListItem['type'], string> = {
  pallet: 'violet',
  pudo: 'teal',
  courier: 'cyan',
};

/** Kind, type and version badges and the maintenance icon, as a card and the sidebar show them. */
export function ServiceBadges({ service }: { service: ServiceListItem }) {
  return (
    <Group gap={6} wrap="wrap">
      <Badge variant="light" color={KIND_COLOR[service.kind]} aria-label={`Kind: ${service.kind}`}>
        {service.kind}
      </Badge>
      <Badge variant="light" color={TYPE_COLOR[service.type]} aria-label={`Type: ${service.type}`}>
        {service.type}
      </Badge>
      <Badge
        variant="outline"
        color="gray"
        aria-label={`Version: ${versionLabel(service.carrierVersion)}`}
      >
        {versionLabel(service.carrierVersion)}
      </Badge>
      <MaintenanceIcon status={service.maintenance_status} />
    </Group>
  );
}

/** A 'disabled' service reads as such; any other status is shown as it is. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="light" color={status === 'disabled' ? 'gray' : 'green'}>
      {status}
    </Badge>
  );
}
