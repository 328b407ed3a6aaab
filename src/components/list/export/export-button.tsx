import {
  Alert,
  Button,
  Group,
  Modal,
  Progress,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import type { CsvColumn } from '@/lib/csv';
import {
  CSV_SEPARATOR_KEY,
  type CsvSeparator,
  DEFAULT_CSV_SEPARATOR,
  separatorOf,
} from '@/lib/csv-separator';
import { errorMessages } from '@/lib/api/api-error';
import { formatCount } from '@/lib/format';
import { notifyInfo, notifySuccess } from '@/lib/notify';
import { useOnline } from '@/lib/online';
import { EXPORT_ROW_CAP, type ExportProgress } from './export-pages';
import { type ExportSource, runExport } from './export-run';

// The export control of every list (issue 18 §3, decision 050): a button, then a dialog with
// the separator (kept per device), the number of rows when known, a progress bar with Cancel,
// and a clear error when a page fails (nothing half-written is saved). Sources that need the
// server are off offline, with the reason; rows the screen already holds export offline too.

export const EXPORT_OFFLINE_REASON = 'You are offline: exporting needs a connection.';

const SEPARATORS: { value: CsvSeparator; label: string }[] = [
  { value: ';', label: 'Semicolon (;)' },
  { value: ',', label: 'Comma (,)' },
];

type State =
  | { step: 'idle' }
  | { step: 'running'; progress: ExportProgress }
  | { step: 'failed'; messages: string[] };

export type ExportButtonProps<Row> = {
  /** The list's name: the dialog's title and the file name's stem. */
  name: string;
  /** The file name's stem when it is not the name (e.g. the spec's 'barcode_ranges.csv'). */
  fileName?: string;
  /** The file's columns (a server download has the server's own). */
  columns: readonly CsvColumn<Row>[];
  source: ExportSource<Row>;
  /** How many rows the filters select, when the screen knows. */
  total?: number;
  /** The button's text (default 'Export CSV'). */
  label?: string;
  size?: 'xs' | 'sm';
};

const isAbort = (error: unknown) =>
  (error instanceof Error || error instanceof DOMException) &&
  (error.name === 'AbortError' || error.name === 'ExportCancelled');

/** 'Exported 300 of 1,240 rows', or without the total when the server does not say. */
export function progressText(progress: ExportProgress): string {
  const done = formatCount(progress.done);
  return progress.total === undefined
    ? `Exported ${done} rows`
    : `Exported ${done} of ${formatCount(progress.total)} rows`;
}

export function ExportButton<Row>({
  name,
  fileName,
  columns,
  source,
  total,
  label = 'Export CSV',
  size = 'xs',
}: ExportButtonProps<Row>) {
  const online = useOnline();
  const [opened, setOpened] = useState(false);
  const [state, setState] = useState<State>({ step: 'idle' });
  const [separator, setSeparator] = useLocalStorage<CsvSeparator>({
    key: CSV_SEPARATOR_KEY,
    defaultValue: DEFAULT_CSV_SEPARATOR,
    getInitialValueInEffect: false,
    serialize: (value) => value,
    deserialize: separatorOf,
  });
  const controller = useRef<AbortController | null>(null);
  const needsServer = source.kind !== 'rows';
  const offline = needsServer && !online;
  const known = source.kind === 'rows' ? source.rows.length : total;
  const running = state.step === 'running';

  const cancel = () => controller.current?.abort();
  const close = () => {
    cancel();
    setOpened(false);
    setState({ step: 'idle' });
  };
  const start = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setState({ step: 'running', progress: { done: 0, total: known } });
    try {
      const result = await runExport({
        name: (fileName ?? name).replace(/\.csv$/i, ''),
        columns,
        source,
        separator,
        signal: abort.signal,
        onProgress: (progress) =>
          setState({ step: 'running', progress: { ...progress, total: progress.total ?? known } }),
      });
      setOpened(false);
      setState({ step: 'idle' });
      notifySuccess(`Exported ${formatCount(result.rows)} rows to ${result.fileName}`);
      if (result.capped) {
        notifyInfo(
          `Only the first ${formatCount(EXPORT_ROW_CAP)} rows were exported: narrow the filters to export the rest.`,
          'Export cut',
        );
      }
    } catch (error) {
      if (abort.signal.aborted || isAbort(error)) setState({ step: 'idle' });
      else setState({ step: 'failed', messages: errorMessages(error) });
    } finally {
      if (controller.current === abort) controller.current = null;
    }
  };

  return (
    <>
      <Button
        size={size}
        variant="default"
        leftSection={<IconDownload size={14} aria-hidden />}
        disabled={offline}
        title={offline ? EXPORT_OFFLINE_REASON : undefined}
        onClick={() => setOpened(true)}
      >
        {label}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={`Export ${name}`}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text size="sm">{scopeText(source, known)}</Text>
          <SegmentedControl
            aria-label="Separator"
            data={SEPARATORS}
            value={separator}
            onChange={(value) => setSeparator(separatorOf(value))}
            disabled={running}
          />
          {state.step === 'running' ? <ExportProgressBar source={source} state={state} /> : null}
          {state.step === 'failed' ? (
            <Alert color="red" title="Export failed" role="alert">
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {state.messages.join('\n')}
              </Text>
              <Text size="sm">Nothing was saved.</Text>
            </Alert>
          ) : null}
          {offline ? (
            <Text size="sm" c="dimmed" role="note">
              {EXPORT_OFFLINE_REASON}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={running ? cancel : close}>
              Cancel
            </Button>
            <Button
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={running}
              disabled={offline}
              onClick={() => void start()}
            >
              {state.step === 'failed' ? 'Try again' : 'Export'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

function scopeText(source: ExportSource<unknown>, known: number | undefined): string {
  if (source.kind === 'server') return 'The server’s file of every row the current filters select.';
  if (known === undefined) return 'Every row the current filters select.';
  const rows = `${formatCount(known)} ${known === 1 ? 'row' : 'rows'}`;
  if (known > EXPORT_ROW_CAP) {
    return `${rows} match the current filters: only the first ${formatCount(EXPORT_ROW_CAP)} will be exported.`;
  }
  return source.kind === 'rows' ? `${rows} as shown.` : `${rows} match the current filters.`;
}

function ExportProgressBar({
  source,
  state,
}: {
  source: ExportSource<unknown>;
  state: { progress: ExportProgress };
}) {
  const { done, total } = state.progress;
  if (source.kind === 'server') {
    return (
      <Stack gap={4}>
        <Progress value={100} animated aria-label="Export progress" />
        <Text size="sm">Downloading the file…</Text>
      </Stack>
    );
  }
  const value = total ? Math.min(100, Math.round((done / total) * 100)) : 0;
  return (
    <Stack gap={4}>
      <Progress value={value} animated={!total} aria-label="Export progress" />
      <Text size="sm" role="status">
        {progressText(state.progress)}
      </Text>
    </Stack>
  );
}
