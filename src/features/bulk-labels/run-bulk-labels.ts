import { isApiError } from '@/lib/api/api-error';
import { fileBase64, missingFileMessage } from '@/lib/files';
import type { BulkLabelFile } from '@/contract/bulk-labels/bulk-labels-schemas';
import {
  type LabelInput,
  type LabelRef,
  MAX_LABELS,
  type MergeResult,
  tooManyLabelsMessage,
} from './label-types';
import type { MergeChannel } from './merge-client';

// One bulk print: fetch every selected label (a few at a time) and hand each to the merger as it
// arrives; progress counts what was fetched and what was merged. The signal cancels it all.

/** Label calls in flight at once: fast on a good line, gentle on the server and the browser. */
export const LABEL_CONCURRENCY = 6;

export type BulkProgress = { total: number; fetched: number; merged: number };

/**
 * Runs `task` on every item with at most `limit` running at once; stops starting new ones once
 * `signal` aborts. Resolves when all that started have ended.
 */
export async function forEachBounded<T>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length && !signal?.aborted) {
      const index = next;
      next += 1;
      await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
}

/** What the merger gets for one label answer or failure (never nothing). */
export function labelInputOf(ref: LabelRef, answer: BulkLabelFile | Error): LabelInput {
  if (answer instanceof Error) {
    // A 404 is the spec's 'not found or is empty'; other failures say what went wrong.
    if (isApiError(answer) && answer.status === 404) {
      return { ref, problem: missingFileMessage('label', ref.id) };
    }
    return { ref, problem: answer.message || 'The label could not be fetched' };
  }
  const data = fileBase64(answer);
  if (!data) return { ref, problem: missingFileMessage('label', ref.id) };
  return { ref, type: answer.type, data };
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export async function runBulkLabels({
  refs,
  fetchLabel,
  startMerge,
  signal,
  onProgress,
}: {
  refs: readonly LabelRef[];
  fetchLabel: (id: number, signal: AbortSignal) => Promise<BulkLabelFile>;
  startMerge: (total: number, onMerged: (count: number) => void) => MergeChannel;
  signal: AbortSignal;
  onProgress: (progress: BulkProgress) => void;
}): Promise<MergeResult> {
  if (refs.length === 0) throw new Error('Select at least one label');
  if (refs.length > MAX_LABELS) throw new Error(tooManyLabelsMessage(refs.length));
  const progress: BulkProgress = { total: refs.length, fetched: 0, merged: 0 };
  const channel = startMerge(refs.length, (merged) => {
    progress.merged = merged;
    onProgress({ ...progress });
  });
  const cancel = () => channel.cancel();
  signal.addEventListener('abort', cancel, { once: true });
  try {
    await forEachBounded(
      refs,
      LABEL_CONCURRENCY,
      async (ref, index) => {
        let answer: BulkLabelFile | Error;
        try {
          answer = await fetchLabel(ref.id, signal);
        } catch (error) {
          if (signal.aborted || isAbort(error)) return;
          answer = error instanceof Error ? error : new Error(String(error));
        }
        if (signal.aborted) return;
        progress.fetched += 1;
        onProgress({ ...progress });
        channel.add(index, labelInputOf(ref, answer));
      },
      signal,
    );
    signal.throwIfAborted();
    return await channel.finish();
  } finally {
    signal.removeEventListener('abort', cancel);
  }
}
