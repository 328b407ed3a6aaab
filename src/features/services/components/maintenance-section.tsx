import { ActionIcon, Badge, Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { RequiresNetwork } from '@/components/requires-network';
import { WRITE_ACTION } from '@/config/action-urls';
import { useAccess } from '@/lib/access';
import { confirmAction } from '@/lib/confirm';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { OFFLINE_ACTION_REASON, useOnline } from '@/lib/online';
import { useDeleteMaintenance } from '../api/service-mutations';
import type { Maintenance, ServiceDetail } from '@/contract/services/services-schemas';
import { maintenanceTime, WINDOW_STATUS_COLOR, WINDOW_STATUS_LABEL } from '../maintenance-rules';
import { MaintenanceForm } from './maintenance-form';

/** 'new', a window being edited, or no form open. */
type Editing = 'new' | Maintenance | null;

const windowText = (window: Maintenance) =>
  `${maintenanceTime(window.time_from)} – ${maintenanceTime(window.time_to)}`;

/** The service's maintenance windows in UTC, with add, edit and delete for those allowed. */
export function MaintenanceSection({ service }: { service: ServiceDetail }) {
  const access = useAccess();
  const canSave = access.can(WRITE_ACTION.saveMaintenance);
  const canDelete = access.can(WRITE_ACTION.deleteMaintenance);
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <Stack gap="xs" component="section" aria-label="Maintenance">
      <Group justify="space-between" wrap="nowrap">
        <Title order={3} fz="md">
          Maintenance
        </Title>
        {canSave ? (
          <RequiresNetwork>
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => setEditing('new')}
            >
              Add maintenance
            </Button>
          </RequiresNetwork>
        ) : null}
      </Group>
      <Text size="xs" c="dimmed">
        Times in UTC
      </Text>
      {service.maintenance.length === 0 ? (
        <Text size="sm">No maintenance windows</Text>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          aria-label="Maintenance windows"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
        >
          {service.maintenance.map((window) => (
            <WindowItem
              key={window.id}
              window={window}
              serviceId={service.id}
              onEdit={canSave ? () => setEditing(window) : undefined}
              canDelete={canDelete}
            />
          ))}
        </Stack>
      )}
      {editing ? (
        <MaintenanceForm
          serviceId={service.id}
          window={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}

function WindowItem({
  window,
  serviceId,
  onEdit,
  canDelete,
}: {
  window: Maintenance;
  serviceId: number;
  onEdit?: (() => void) | undefined;
  canDelete: boolean;
}) {
  const remove = useDeleteMaintenance(serviceId);
  const online = useOnline();
  const text = windowText(window);
  const askDelete = async () => {
    const confirmed = await confirmAction({
      text: `Delete the maintenance window ${text}?`,
      confirmLabel: 'Delete',
    });
    if (!confirmed) return;
    remove.mutate(window.id, {
      onSuccess: (answer) => notifySuccess(answer.message),
      onError: notifyFailure,
    });
  };

  return (
    <Stack component="li" gap={2} aria-label={`Maintenance ${text}`}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm">{text}</Text>
        <Group gap={4} wrap="nowrap">
          <Badge size="sm" variant="light" color={WINDOW_STATUS_COLOR[window.status]}>
            {WINDOW_STATUS_LABEL[window.status]}
          </Badge>
          {onEdit ? (
            <Tooltip label={online ? 'Edit' : OFFLINE_ACTION_REASON}>
              <ActionIcon
                variant="subtle"
                aria-label={`Edit maintenance ${text}`}
                disabled={!online}
                onClick={onEdit}
              >
                <IconPencil size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : null}
          {canDelete ? (
            <Tooltip label={online ? 'Delete' : OFFLINE_ACTION_REASON}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete maintenance ${text}`}
                disabled={!online}
                loading={remove.isPending}
                onClick={() => void askDelete()}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      </Group>
      {window.comment ? (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {window.comment}
        </Text>
      ) : null}
    </Stack>
  );
}
