import { Checkbox, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { confirmAction } from '@/lib/confirm';
import { notifyFailure, notifySuccess, notifyUndo } from '@/lib/notify';
import { useSaveTrackingStatus } from '../api/tracking-mapping-mutations';
import {
  TRACKING_MAPPING_UI_TEXTS as TEXTS,
  type TrackingMappingItem,
  type TrackingStatusOption,
} from '@/contract/tracking-mapping/tracking-mapping-schemas';
import {
  saveBodyOf,
  type StatusChange,
  statusChange,
  statusSelectData,
  undoBodyOf,
} from '../tracking-mapping-rules';

// The tracking status of one mapping, changed in place (spec c section 4): saved at once with
// 'Status changed' and Undo (the old status saved back). With 'Remap old' ticked the events
// already recorded move too, so it asks first (decision 031).

export const REMAP_OLD_LABEL = 'Remap old statuses';

export function MappingStatusControl({
  item,
  statuses,
  disabled,
  reason,
}: {
  item: TrackingMappingItem;
  statuses: readonly TrackingStatusOption[];
  /** No save access, or offline. */
  disabled: boolean;
  /** Why it is disabled (a tooltip), when it is. */
  reason?: string;
}) {
  const save = useSaveTrackingStatus();
  const [remapOld, setRemapOld] = useState(false);

  // mutateAsync: the undo works from its toast even once the card has left the list (a
  // `?status=0` list drops a mapped status when it reloads).
  const undo = (change: StatusChange) =>
    save
      .mutateAsync(undoBodyOf(change))
      .then((answer) => notifySuccess(answer[0]?.message), notifyFailure);

  const onChange = async (value: string | null) => {
    const change = statusChange(item, value, remapOld);
    if (!change) return;
    if (change.remapOld && !(await confirmAction({ text: TEXTS.remapConfirm, danger: false })))
      return;
    try {
      const answer = await save.mutateAsync(saveBodyOf(change));
      notifyUndo(TEXTS.statusChanged, () => void undo(change));
      // The remap's answer says how many recorded events moved.
      if (change.remapOld && answer[0]) notifySuccess(answer[0].message);
    } catch (error) {
      notifyFailure(error);
    }
  };

  return (
    <Stack gap={6} title={disabled ? reason : undefined}>
      <Select
        label="Tracking status"
        data={statusSelectData(statuses, item.currentTrackingStatus)}
        value={String(item.currentTrackingStatus)}
        onChange={(value) => void onChange(value)}
        searchable
        allowDeselect={false}
        disabled={disabled || save.isPending}
        size="xs"
      />
      <Checkbox
        label={REMAP_OLD_LABEL}
        size="xs"
        checked={remapOld}
        disabled={disabled}
        onChange={(event) => setRemapOld(event.currentTarget.checked)}
      />
    </Stack>
  );
}
