import { ActionIcon, Button, Switch } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconTrash } from '@tabler/icons-react';
import { WRITE_ACTION } from '@/config/action-urls';
import { useAccess } from '@/lib/access';
import { confirmAction } from '@/lib/confirm';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { OFFLINE_ACTION_REASON, useOnline } from '@/lib/online';
import { useCommonLists } from '@/lib/session/use-session';
import { useDeleteBarcodeRange, useToggleNotifications } from '../api/barcode-ranges-mutations';
import type { ShownGroup, ShownRange } from '../barcode-ranges-rules';

// The controls of a group and of its ranges (spec b sections 2, 4 and 8): expand, the
// notifications switch ('Notice' for super admins) and delete per range.

export const groupLabel = (group: ShownGroup) =>
  `${group.userName}, ${group.carrierName}, ${group.barcode_group}`;

export function ExpandButton({
  group,
  open,
  onToggle,
  controls,
}: {
  group: ShownGroup;
  open: boolean;
  onToggle: () => void;
  controls: string;
}) {
  const Icon = open ? IconChevronDown : IconChevronRight;
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<Icon size={16} aria-hidden />}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={`Ranges of ${groupLabel(group)}`}
      onClick={onToggle}
    >
      {group.rows.length} {group.rows.length === 1 ? 'range' : 'ranges'}
    </Button>
  );
}

export function NotificationsSwitch({ group }: { group: ShownGroup }) {
  const { currentUser } = useCommonLists();
  const allowed = useAccess().can(WRITE_ACTION.toggleBarcodeNotifications);
  const online = useOnline();
  const toggle = useToggleNotifications();
  return (
    <Switch
      label={currentUser.isSuperAdmin ? 'Notice' : 'Notifications'}
      checked={group.notifications}
      disabled={!allowed || !online}
      title={online ? undefined : OFFLINE_ACTION_REASON}
      onChange={(event) =>
        toggle.mutate(
          {
            user_id: group.user_id,
            carrier_id: group.carrier_id,
            barcode_group: group.barcode_group,
            notifications: event.currentTarget.checked,
          },
          { onError: notifyFailure },
        )
      }
    />
  );
}

export function RangeDeleteButton({ range }: { range: ShownRange }) {
  const allowed = useAccess().can(WRITE_ACTION.deleteBarcodeRange);
  const online = useOnline();
  const remove = useDeleteBarcodeRange();
  if (!allowed) return null;
  const name = `${range.prefix}${range.range_begin} – ${range.prefix}${range.range_end}`;
  const onDelete = async () => {
    const confirmed = await confirmAction({
      text: `Delete the barcode range ${name}?`,
      confirmLabel: 'Delete',
    });
    if (!confirmed) return;
    remove.mutate(range.id, {
      onSuccess: (answer) => notifySuccess(answer.message),
      onError: notifyFailure,
    });
  };
  return (
    <ActionIcon
      variant="subtle"
      color="red"
      aria-label={`Delete range ${name}`}
      title={online ? undefined : OFFLINE_ACTION_REASON}
      disabled={!online}
      loading={remove.isPending}
      onClick={() => void onDelete()}
    >
      <IconTrash size={16} aria-hidden />
    </ActionIcon>
  );
}
