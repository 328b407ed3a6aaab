import {
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { AppModal } from '@/components/modal/app-modal';
import { RequiresNetwork } from '@/components/requires-network';
import { WRITE_ACTION } from '@/config/action-urls';
import { useAccess } from '@/lib/access';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useSaveRobotSchedule } from '../api/robot-schedule-mutations';
import {
  ROBOT_LIMITS,
  SCHEDULE_STATUS,
  SCHEDULE_STATUS_LABELS,
  SCHEDULE_STATUSES,
  type ScheduleList,
  type ScheduleRow,
  type ScheduleStatus,
} from '@/contract/cron-robots/cron-robots-schemas';
import type { ScheduleSegment } from '@/contract/cron-robots/schedule-rules';
import {
  cappedNote,
  capSegmentInput,
  draftOf,
  type SaveErrors,
  savePlanOf,
  schedulePreview,
  typeScheduleOf,
} from '../robot-schedule-rules';
import { ScheduleSegmentsField } from './schedule-segments-field';

// A robot's schedule editor (spec c sections 3, 4 and 9): status Off / On / Auto; Off and On edit
// their own schedule segment by segment (capped, not refused), Auto shows its robot type's
// schedule read-only; threads and description. Save sends the capped schedule and toasts the
// server's message; offline it is disabled and the form stays as typed.

const STATUS_DATA = SCHEDULE_STATUSES.map((status) => ({
  value: String(status),
  label: SCHEDULE_STATUS_LABELS[status],
}));

type Notes = Partial<Record<ScheduleSegment, string>>;

export function ScheduleEditor({
  row,
  list,
  onClose,
}: {
  row: ScheduleRow;
  list: Pick<ScheduleList, 'auto_schedule'>;
  onClose: () => void;
}) {
  const canSave = useAccess().can(WRITE_ACTION.saveRobotSchedule);
  const save = useSaveRobotSchedule();
  const [draft, setDraft] = useState(() => draftOf(row, list));
  const [errors, setErrors] = useState<SaveErrors>({});
  const [notes, setNotes] = useState<Notes>({});
  const auto = draft.status === SCHEDULE_STATUS.auto;
  const disabled = !canSave || save.isPending;

  const setSegment = (segment: ScheduleSegment, value: string) => {
    setDraft((prev) => ({ ...prev, segments: { ...prev.segments, [segment]: value } }));
    setErrors((prev) => ({ ...prev, [segment]: undefined }));
    setNotes((prev) => ({ ...prev, [segment]: undefined }));
  };
  // Leaving a box shows the value as it will be kept: capped, with its note.
  const capOnBlur = (segment: ScheduleSegment) => {
    const typed = draft.segments[segment];
    if (typed.trim() === '') return;
    const input = capSegmentInput(segment, typed);
    if (!input.ok) return setErrors((prev) => ({ ...prev, [segment]: input.message }));
    setDraft((prev) => ({ ...prev, segments: { ...prev.segments, [segment]: input.value } }));
    if (input.capped)
      setNotes((prev) => ({ ...prev, [segment]: cappedNote(segment, input.value) }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const plan = savePlanOf(row.fullName, draft);
    if (!plan.ok) return setErrors(plan.errors);
    setErrors({});
    if (!auto) {
      setDraft((prev) => ({ ...prev, segments: plan.segments }));
      setNotes((prev) => {
        const next = { ...prev };
        for (const segment of plan.capped)
          next[segment] = cappedNote(segment, plan.segments[segment]);
        return next;
      });
    }
    save.mutate(plan.body, {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        onClose();
      },
      onError: notifyFailure,
    });
  };

  return (
    <AppModal onClose={onClose} title={`Schedule of ${row.fullName}`} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SegmentedControl
            aria-label="Status"
            data={STATUS_DATA}
            value={String(draft.status)}
            disabled={disabled}
            onChange={(value) =>
              setDraft((prev) => ({ ...prev, status: Number(value) as ScheduleStatus }))
            }
          />
          {auto ? (
            <TextInput
              label="Schedule of the robot type"
              description="Auto runs its robot type's schedule, which is not edited here."
              value={typeScheduleOf(list, row.type)}
              readOnly
              ff="monospace"
            />
          ) : (
            <ScheduleSegmentsField
              segments={draft.segments}
              errors={errors}
              notes={notes}
              preview={schedulePreview(draft.segments)}
              disabled={disabled}
              onChange={setSegment}
              onBlur={capOnBlur}
            />
          )}
          <NumberInput
            label="Threads"
            min={ROBOT_LIMITS.threadsMin}
            max={ROBOT_LIMITS.threadsMax}
            allowDecimal={false}
            allowNegative={false}
            value={draft.threads}
            error={errors.threads}
            disabled={disabled}
            onChange={(threads) => setDraft((prev) => ({ ...prev, threads }))}
          />
          <Textarea
            label="Description"
            // No autosize: it needs document.fonts, which the test DOM lacks.
            rows={2}
            maxLength={ROBOT_LIMITS.description}
            value={draft.description}
            error={errors.description}
            disabled={disabled}
            onChange={(event) => {
              const description = event.currentTarget.value;
              setDraft((prev) => ({ ...prev, description }));
            }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            {canSave ? (
              <RequiresNetwork>
                <Button type="submit" loading={save.isPending}>
                  Save
                </Button>
              </RequiresNetwork>
            ) : null}
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
