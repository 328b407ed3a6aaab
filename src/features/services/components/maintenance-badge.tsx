import { ThemeIcon, Tooltip } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import type { ServiceListItem } from '@/contract/services/services-schemas';
import { serviceMaintenance } from '../maintenance-rules';

/** The maintenance icon of a card and the sidebar: red in progress, yellow scheduled. */
export function MaintenanceIcon({ status }: { status: ServiceListItem['maintenance_status'] }) {
  const state = serviceMaintenance(status);
  if (!state) return null;
  return (
    <Tooltip label={state.label}>
      <ThemeIcon
        role="img"
        aria-label={state.label}
        color={state.color}
        variant="light"
        size="md"
        radius="xl"
      >
        <IconTool size={16} aria-hidden />
      </ThemeIcon>
    </Tooltip>
  );
}
