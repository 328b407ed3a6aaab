import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchLabel, type LabelEntity } from './api/bulk-labels-calls';
import { downloadBlob } from '@/lib/files';
import { filesOf, type LabelFileOut } from './bulk-output';
import type { LabelRef, MergeResult } from './label-types';
import { startMerge } from './merge-client';
import { type BulkProgress, runBulkLabels } from './run-bulk-labels';

// One bulk print or download at a time: its progress, its result or failure, and Cancel, which
// aborts the label calls and terminates the merge worker. Leaving the list cancels it too.

export type BulkMode = 'print' | 'download';

/** The User Timing entry of a finished merge (its detail: the number of labels). */
export const MERGE_MEASURE = 'bulk-labels:merged';

export type BulkRun =
  | { phase: 'idle' }
  | { phase: 'running'; mode: BulkMode; progress: BulkProgress }
  | { phase: 'done'; mode: BulkMode; refs: readonly LabelRef[]; result: MergeResult }
  | { phase: 'failed'; mode: BulkMode; message: string };

export function useBulkLabels(entity: LabelEntity) {
  const [run, setRun] = useState<BulkRun>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setRun({ phase: 'idle' });
  }, []);

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(
    (mode: BulkMode, refs: readonly LabelRef[]) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setRun({ phase: 'running', mode, progress: { total: refs.length, fetched: 0, merged: 0 } });
      const started = performance.now();
      runBulkLabels({
        refs,
        fetchLabel: (id, signal) => fetchLabel(entity, id, signal),
        startMerge,
        signal: current.signal,
        onProgress: (progress) => {
          if (!current.signal.aborted) setRun({ phase: 'running', mode, progress });
        },
      }).then(
        (result) => {
          if (current.signal.aborted) return;
          // Click to merged file, for `npm run bench` (scripts/bench-labels.ts).
          performance.measure(MERGE_MEASURE, { start: started, detail: refs.length });
          // Download labels: a single file is saved at once; a mixed selection offers its two.
          const files = filesOf(entity, result);
          if (mode === 'download' && files.length === 1) {
            const [only] = files as [LabelFileOut];
            downloadBlob(only.blob, only.name);
          }
          setRun({ phase: 'done', mode, refs, result });
        },
        (error: unknown) => {
          if (current.signal.aborted) return;
          const message = error instanceof Error ? error.message : String(error);
          setRun({ phase: 'failed', mode, message });
        },
      );
    },
    [entity],
  );

  return { run, start, cancel };
}
