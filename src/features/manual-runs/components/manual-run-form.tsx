import {
  Alert,
  Button,
  Checkbox,
  FileInput,
  Group,
  MultiSelect,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { type FormEvent, useDeferredValue, useMemo, useRef, useState } from 'react';
import { RequiresNetwork } from '@/components/requires-network';
import { WRITE_ACTION } from '@/config/action-urls';
import { useAccess } from '@/lib/access';
import { errorMessages } from '@/lib/api/api-error';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { useRunManual } from '../api/manual-runs-mutations';
import type {
  ManualRunResult,
  ManualRunServices,
} from '@/contract/manual-runs/manual-runs-schemas';
import {
  carrierOptions,
  type CsvFile,
  emptyManualRun,
  eventOptions,
  fileRefusal,
  LEAVE_QUESTION,
  type ManualRunErrors,
  type ManualRunKind,
  manualRunErrors,
  type ManualRunValues,
  numbersFromCsv,
  numbersFromText,
  runBody,
  runNumbers,
  withCarrier,
  withDeleteTrackingEvents,
  withResetParcelStatus,
} from '../manual-runs-rules';

// The run form (spec c sections 2, 4, 5): carrier with version, user, tracking numbers typed or
// from a CSV file; manual tracking adds its options. Running is a write action: offered only
// with its action URL, disabled offline with the reason. Typed numbers ask before they are left.

const RUN_ACTION = {
  tracking: WRITE_ACTION.processManualTracking,
  manifest: WRITE_ACTION.processManualManifest,
} as const;

const FILE_UNREADABLE = 'The file could not be read';

export function ManualRunForm({
  kind,
  lists,
  onResult,
}: {
  kind: ManualRunKind;
  lists: ManualRunServices;
  onResult: (result: ManualRunResult | null) => void;
}) {
  const canRun = useAccess().can(RUN_ACTION[kind]);
  const run = useRunManual(kind);
  const [values, setValues] = useState<ManualRunValues>(emptyManualRun);
  const [errors, setErrors] = useState<ManualRunErrors>({});
  const [chosen, setChosen] = useState<File | null>(null);
  const [file, setFile] = useState<CsvFile | null>(null);
  const [failure, setFailure] = useState<string[] | null>(null);
  /** The input of the last run: left as it is, it asks nothing. */
  const [ranInput, setRanInput] = useState<string | null>(null);
  const reading = useRef<File | null>(null);

  // Typing in a 10,000-line text stays fluid: the count follows a moment later.
  const text = useDeferredValue(values.text);
  const typed = useMemo(() => numbersFromText(text), [text]);
  const count = useMemo(() => runNumbers(typed, file).length, [typed, file]);
  const input = `${values.text}\u0000${chosen?.name ?? ''}`;
  const hasInput = values.text.trim() !== '' || chosen !== null;
  useUnsavedChanges(hasInput && input !== ranInput, { text: LEAVE_QUESTION });

  const carriers = useMemo(() => carrierOptions(lists.carriersWithVersion), [lists]);
  const users = useMemo(
    () =>
      lists.users.map((user) => ({
        value: String(user.id),
        label: `${user.login} – ${user.name}`,
      })),
    [lists],
  );
  const events = useMemo(
    () =>
      'carriersTrackingEvents' in lists
        ? eventOptions(lists.carriersTrackingEvents, values.carrier)
        : [],
    [lists, values.carrier],
  );

  const change = (next: ManualRunValues, field?: keyof ManualRunErrors) => {
    setValues(next);
    if (field && errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  const chooseFile = (next: File | null) => {
    setChosen(next);
    setFile(null);
    reading.current = next;
    const refusal = next ? fileRefusal(next) : null;
    setErrors({ ...errors, file: refusal ?? undefined, text: undefined });
    if (!next || refusal) return;
    next.text().then(
      (content) => {
        // A file chosen since then wins.
        if (reading.current !== next) return;
        setFile({ name: next.name, text: content, numbers: numbersFromCsv(content) });
      },
      () => {
        if (reading.current === next) setErrors((now) => ({ ...now, file: FILE_UNREADABLE }));
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typedNow = numbersFromText(values.text);
    const found = manualRunErrors(kind, values, runNumbers(typedNow, file));
    if (errors.file) found.file = errors.file;
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setFailure(null);
    run.mutate(runBody(kind, values, typedNow, file), {
      onSuccess: (result) => {
        setRanInput(input);
        onResult(result);
      },
      onError: (error) => setFailure(errorMessages(error)),
    });
  };

  const clear = () => {
    setValues(emptyManualRun());
    setErrors({});
    setChosen(null);
    setFile(null);
    reading.current = null;
    setFailure(null);
    onResult(null);
  };

  const tracking = kind === 'tracking';
  return (
    <form noValidate onSubmit={submit} aria-label="Run settings">
      <Stack gap="sm">
        <Select
          label="Carrier"
          withAsterisk
          searchable
          data={carriers}
          value={values.carrier || null}
          error={errors.carrier}
          onChange={(carrier) => change(withCarrier(values, carrier ?? ''), 'carrier')}
        />
        <Select
          label="User"
          withAsterisk
          searchable
          limit={100}
          data={users}
          value={values.user || null}
          error={errors.user}
          onChange={(user) => change({ ...values, user: user ?? '' }, 'user')}
        />
        <Textarea
          label="Tracking numbers"
          description={`One per line, or separated by commas or spaces. ${count} to run.`}
          rows={6}
          value={values.text}
          error={errors.text}
          spellCheck={false}
          onChange={(event) => change({ ...values, text: event.currentTarget.value }, 'text')}
        />
        <FileInput
          label="CSV file"
          description="Only the first column is read; a first row without digits is a header."
          placeholder="Choose a .csv file"
          accept=".csv,text/csv"
          clearable
          clearButtonProps={{ 'aria-label': 'Remove the file' }}
          leftSection={<IconFileTypeCsv size={18} aria-hidden />}
          value={chosen}
          error={errors.file}
          onChange={chooseFile}
        />
        {tracking ? (
          <>
            <Checkbox
              label="Reset parcel status"
              checked={values.resetParcelStatus}
              disabled={values.deleteTrackingEvents}
              description={
                values.deleteTrackingEvents ? 'Not together with deleting events' : undefined
              }
              onChange={(event) =>
                change(withResetParcelStatus(values, event.currentTarget.checked), 'eventsToDelete')
              }
            />
            <Checkbox
              label="Delete tracking events"
              checked={values.deleteTrackingEvents}
              disabled={values.resetParcelStatus}
              description={
                values.resetParcelStatus ? 'Not together with resetting the status' : undefined
              }
              onChange={(event) =>
                change(
                  withDeleteTrackingEvents(values, event.currentTarget.checked),
                  'eventsToDelete',
                )
              }
            />
            {values.deleteTrackingEvents ? (
              <MultiSelect
                label="Tracking events to delete"
                withAsterisk
                searchable
                disabled={!values.carrier}
                placeholder={values.carrier ? 'Choose events' : 'Choose a carrier first'}
                data={events}
                value={values.eventsToDelete}
                error={errors.eventsToDelete}
                onChange={(eventsToDelete) =>
                  change({ ...values, eventsToDelete }, 'eventsToDelete')
                }
              />
            ) : null}
            <Checkbox
              label="Carrier tracking events"
              description="Ask the carrier for the events again instead of reprocessing the stored ones"
              checked={values.carrierTrackingEvents}
              onChange={(event) =>
                change({ ...values, carrierTrackingEvents: event.currentTarget.checked })
              }
            />
          </>
        ) : null}
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure.join('\n')}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={clear}
            disabled={!hasInput && !values.carrier && !values.user}
          >
            Clear
          </Button>
          {canRun ? (
            <RequiresNetwork>
              <Button type="submit" loading={run.isPending}>
                Run
              </Button>
            </RequiresNetwork>
          ) : (
            <Text size="sm" c="dimmed" role="note">
              Your access allows viewing this screen, not running it.
            </Text>
          )}
        </Group>
      </Stack>
    </form>
  );
}
