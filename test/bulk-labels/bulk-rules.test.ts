import { describe, expect, it } from 'vitest';
import {
  pageStateOf,
  rangeOf,
  scopeOf,
  withKeys,
} from '../../src/components/list/selection/selection-rules';
import { ApiError } from '../../src/lib/api/api-error';
import { filesOf, summaryOf } from '../../src/features/bulk-labels/bulk-output';
import type { LabelInput, MergeResult } from '../../src/features/bulk-labels/label-types';
import type { MergeChannel } from '../../src/features/bulk-labels/merge-client';
import {
  forEachBounded,
  LABEL_CONCURRENCY,
  labelInputOf,
  runBulkLabels,
} from '../../src/features/bulk-labels/run-bulk-labels';

describe('selection rules', () => {
  const page = [11, 12, 13, 14, 15];

  it('a click selects one row; Shift selects the range from the last click, either way', () => {
    expect(rangeOf(page, null, 13, false)).toEqual([13]);
    expect(rangeOf(page, 12, 14, false)).toEqual([14]);
    expect(rangeOf(page, 12, 14, true)).toEqual([12, 13, 14]);
    expect(rangeOf(page, 15, 12, true)).toEqual([12, 13, 14, 15]);
    expect(rangeOf(page, 13, 13, true)).toEqual([13]);
  });

  it('Shift with the last click on another page selects the one row', () => {
    expect(rangeOf(page, 99, 12, true)).toEqual([12]);
    expect(rangeOf(page, null, 12, true)).toEqual([12]);
  });

  it('sets and clears rows, keeping those of other pages', () => {
    const rows = new Map(page.map((key) => [key, { id: key }]));
    const before = new Map([[1, { id: 1 }]]);
    const added = withKeys(before, [12, 13], true, (key) => rows.get(key as number));
    expect([...added.keys()]).toEqual([1, 12, 13]);
    expect(before.size).toBe(1);
    const removed = withKeys(added, [13, 1], false, (key) => rows.get(key as number));
    expect([...removed.keys()]).toEqual([12]);
    // A key with no row on the page is not selected.
    expect(withKeys(before, [77], true, () => undefined).has(77)).toBe(false);
  });

  it("says whether none, some or all of the page's rows are selected", () => {
    expect(pageStateOf(new Map(), page)).toBe('none');
    expect(pageStateOf(new Map([[1, 0]]), page)).toBe('none');
    expect(pageStateOf(new Map([[12, 0]]), page)).toBe('some');
    expect(pageStateOf(new Map(page.map((key) => [key, 0])), page)).toBe('all');
    expect(pageStateOf(new Map([[12, 0]]), [])).toBe('none');
  });

  it('a selection belongs to the filters, not to the page or its size', () => {
    const base = { page: 1, quantity: 32, mode: 'all', user_ids: ['2'] };
    expect(scopeOf({ ...base, page: 3, quantity: 16 })).toBe(scopeOf(base));
    expect(scopeOf({ quantity: 32, user_ids: ['2'], mode: 'all', page: 1 })).toBe(scopeOf(base));
    expect(scopeOf({ ...base, mode: 'live' })).not.toBe(scopeOf(base));
    expect(scopeOf({ ...base, user_ids: ['3'] })).not.toBe(scopeOf(base));
  });
});

describe('fetching the labels', () => {
  it('runs at most `limit` tasks at once and every task once', async () => {
    let running = 0;
    let peak = 0;
    const seen: number[] = [];
    await forEachBounded(
      Array.from({ length: 20 }, (_, i) => i),
      6,
      async (item) => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 1));
        seen.push(item);
        running -= 1;
      },
    );
    expect(peak).toBe(6);
    expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('turns an answer or a failure into what the merger gets', () => {
    const ref = { id: 5, name: 'T5' };
    expect(labelInputOf(ref, { type: 'pdf', data: 'JVBE' })).toEqual({
      ref,
      type: 'pdf',
      data: 'JVBE',
    });
    expect(labelInputOf(ref, { type: 'pdf', content: 'QQ==', data: '' })).toMatchObject({
      data: 'QQ==',
    });
    expect(labelInputOf(ref, { type: 'pdf', data: '' })).toEqual({
      ref,
      problem: 'label 5 file not found or is empty',
    });
    const notFound = new ApiError({ kind: 'http', status: 404, statusText: 'Not Found', body: {} });
    expect(labelInputOf(ref, notFound)).toEqual({
      ref,
      problem: 'label 5 file not found or is empty',
    });
    expect(labelInputOf(ref, new ApiError({ kind: 'network' }))).toEqual({
      ref,
      problem: "Can't get response from server.",
    });
  });

  const emptyResult: MergeResult = {
    pdf: null,
    pdfLabels: 0,
    pdfPages: 0,
    zpl: null,
    zplLabels: 0,
    zplIds: [],
    problems: [],
  };

  function fakeMerge() {
    const added: Array<[number, LabelInput]> = [];
    let cancelled = false;
    const start = (total: number, onMerged: (count: number) => void): MergeChannel => ({
      add: (index, label) => {
        added.push([index, label]);
        onMerged(added.length);
      },
      finish: () => Promise.resolve({ ...emptyResult, pdfLabels: total }),
      cancel: () => {
        cancelled = true;
      },
    });
    return { start, added, isCancelled: () => cancelled };
  }

  it('fetches each label once, hands each to the merger by its index and reports progress', async () => {
    const merge = fakeMerge();
    const refs = Array.from({ length: 9 }, (_, i) => ({ id: 100 + i, name: `T${i}` }));
    const progress: Array<[number, number]> = [];
    let inFlight = 0;
    let peak = 0;
    const result = await runBulkLabels({
      refs,
      fetchLabel: async (id) => {
        inFlight += 1;
        peak = Math.max(peak, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 1));
        inFlight -= 1;
        if (id === 103) throw new ApiError({ kind: 'http', status: 404, statusText: '', body: {} });
        return { type: 'pdf', data: 'JVBE' };
      },
      startMerge: merge.start,
      signal: new AbortController().signal,
      onProgress: ({ fetched, merged }) => progress.push([fetched, merged]),
    });
    expect(result.pdfLabels).toBe(9);
    expect(peak).toBe(LABEL_CONCURRENCY);
    expect(merge.added.map(([index]) => index).sort((a, b) => a - b)).toEqual(
      refs.map((_, i) => i),
    );
    expect(merge.added.find(([index]) => index === 3)?.[1]).toEqual({
      ref: refs[3],
      problem: 'label 103 file not found or is empty',
    });
    expect(progress.at(-1)).toEqual([9, 9]);
  });

  it('refuses an empty selection and more than 500 labels before any call', async () => {
    const merge = fakeMerge();
    const calls: number[] = [];
    const run = (count: number) =>
      runBulkLabels({
        refs: Array.from({ length: count }, (_, i) => ({ id: i + 1, name: '' })),
        fetchLabel: async (id) => {
          calls.push(id);
          return { type: 'pdf', data: 'JVBE' };
        },
        startMerge: merge.start,
        signal: new AbortController().signal,
        onProgress: () => undefined,
      });
    await expect(run(501)).rejects.toThrow('At most 500 labels can be printed at once');
    await expect(run(0)).rejects.toThrow('Select at least one label');
    expect(calls).toEqual([]);
  });

  it('Cancel stops new calls and cancels the merge', async () => {
    const merge = fakeMerge();
    const controller = new AbortController();
    const calls: number[] = [];
    const run = runBulkLabels({
      refs: Array.from({ length: 50 }, (_, i) => ({ id: i + 1, name: '' })),
      fetchLabel: (id, signal) => {
        calls.push(id);
        if (calls.length === 8) controller.abort();
        return new Promise((resolve, reject) => {
          if (signal.aborted) reject(new DOMException('aborted', 'AbortError'));
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          setTimeout(() => resolve({ type: 'pdf', data: 'JVBE' }), 5);
        });
      },
      startMerge: merge.start,
      signal: controller.signal,
      onProgress: () => undefined,
    });
    await expect(run).rejects.toThrow();
    expect(calls.length).toBe(8);
    expect(merge.isCancelled()).toBe(true);
  });
});

describe('what a bulk print gives', () => {
  const result: MergeResult = {
    pdf: new Uint8Array([37, 80, 68, 70]),
    pdfLabels: 3,
    pdfPages: 4,
    zpl: '^XA^XZ\n',
    zplLabels: 1,
    zplIds: [9],
    problems: [{ id: 4, name: 'T4', reason: 'gone' }],
  };

  it('one PDF and one ZPL file, named by the list', () => {
    const files = filesOf('parcels', result);
    expect(files.map((file) => [file.name, file.blob.type, file.labels])).toEqual([
      ['parcel_labels.pdf', 'application/pdf', 3],
      ['parcel_labels.zpl', 'text/plain;charset=utf-8', 1],
    ]);
    expect(filesOf('pallets', { ...result, zpl: null }).map((file) => file.name)).toEqual([
      'pallet_labels.pdf',
    ]);
    expect(filesOf('pallets', { ...result, pdf: null, zpl: null })).toEqual([]);
  });

  it('says what was merged', () => {
    expect(summaryOf(result)).toEqual(['3 labels in one PDF (4 pages)', '1 label in one ZPL job']);
    expect(summaryOf({ ...result, pdf: null, zpl: null })).toEqual(['No label could be merged']);
  });
});
