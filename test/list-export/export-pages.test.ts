import { describe, expect, it, vi } from 'vitest';
import {
  collectPages,
  EXPORT_PAGE_SIZE,
  EXPORT_ROW_CAP,
  ExportCancelled,
  type ExportPage,
  ExportPageError,
} from '@/components/list/export/export-pages';
import { PAGE_SIZES } from '@/contract/constants';

// The export's paging loop (issue 18 §3, decision 050): every page at the largest size the API
// takes, until hasMoreItems is false; a hard cap and an empty page stop a server that never
// does; a failed page fails the export; Cancel stops it.

/** A list of `count` rows served `size` at a time, as the reference server pages. */
function listOf(count: number) {
  const rows = Array.from({ length: count }, (_, index) => index + 1);
  return vi.fn(async (page: number, quantity: number): Promise<ExportPage<number>> => ({
    rows: rows.slice((page - 1) * quantity, page * quantity),
    hasMoreItems: page * quantity < count,
    total: count,
  }));
}

const signal = () => new AbortController().signal;

describe('collectPages', () => {
  it('pages at the largest page size the list APIs accept', () => {
    expect(EXPORT_PAGE_SIZE).toBe(48);
    expect(EXPORT_PAGE_SIZE).toBe(Math.max(...PAGE_SIZES));
  });

  it('reads every page in order until the server says there is no more', async () => {
    const fetchPage = listOf(100);
    const progress: unknown[] = [];
    const result = await collectPages({
      fetchPage,
      signal: signal(),
      onProgress: (p) => progress.push(p),
    });
    expect(result.rows).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(result.capped).toBe(false);
    expect(fetchPage.mock.calls.map((call) => [call[0], call[1]])).toEqual([
      [1, 48],
      [2, 48],
      [3, 48],
    ]);
    expect(progress).toEqual([
      { done: 48, total: 100 },
      { done: 96, total: 100 },
      { done: 100, total: 100 },
    ]);
  });

  it('asks once for an empty list', async () => {
    const fetchPage = listOf(0);
    expect(await collectPages({ fetchPage, signal: signal() })).toEqual({
      rows: [],
      capped: false,
      total: 0,
    });
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('stops at an empty page even if the server says there is more', async () => {
    const fetchPage = vi.fn(async (page: number) => ({
      rows: page === 1 ? [1, 2] : [],
      hasMoreItems: true,
    }));
    const result = await collectPages({ fetchPage, signal: signal() });
    expect(result.rows).toEqual([1, 2]);
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('stops at the cap when the server keeps saying hasMoreItems, and says it was cut', async () => {
    const fetchPage = vi.fn(async () => ({ rows: [1, 2, 3, 4, 5], hasMoreItems: true }));
    const result = await collectPages({ fetchPage, signal: signal(), pageSize: 5, cap: 12 });
    expect(result.rows).toHaveLength(12);
    expect(result.capped).toBe(true);
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it('is not cut when the list ends exactly at the cap', async () => {
    const result = await collectPages({
      fetchPage: listOf(10),
      signal: signal(),
      pageSize: 5,
      cap: 10,
    });
    expect(result).toMatchObject({ capped: false });
    expect(result.rows).toHaveLength(10);
  });

  it('caps at 50,000 rows by default', async () => {
    expect(EXPORT_ROW_CAP).toBe(50_000);
    const page = Array.from({ length: 48 }, (_, i) => i);
    const fetchPage = vi.fn(async () => ({ rows: page, hasMoreItems: true }));
    const result = await collectPages({ fetchPage, signal: signal() });
    expect(result.rows).toHaveLength(50_000);
    expect(result.capped).toBe(true);
    expect(fetchPage).toHaveBeenCalledTimes(Math.ceil(50_000 / 48));
  });

  it('fails with the page and its reason when a page fails, and reads no further', async () => {
    const fetchPage = vi.fn(async (page: number) => {
      if (page === 2) throw new Error('Server error');
      return { rows: [page], hasMoreItems: true };
    });
    const error = await collectPages({ fetchPage, signal: signal() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ExportPageError);
    expect((error as ExportPageError).page).toBe(2);
    expect((error as Error).message).toBe('Page 2 could not be loaded: Server error');
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('stops when cancelled, between pages or during one, without another request', async () => {
    const controller = new AbortController();
    const fetchPage = vi.fn(async (page: number, _quantity: number, pageSignal: AbortSignal) => {
      if (page === 2) controller.abort();
      if (pageSignal.aborted) throw new DOMException('Aborted', 'AbortError');
      return { rows: [page], hasMoreItems: true };
    });
    await expect(collectPages({ fetchPage, signal: controller.signal })).rejects.toBeInstanceOf(
      ExportCancelled,
    );
    expect(fetchPage).toHaveBeenCalledTimes(2);

    const before = new AbortController();
    before.abort();
    const untouched = vi.fn();
    await expect(
      collectPages({ fetchPage: untouched, signal: before.signal }),
    ).rejects.toBeInstanceOf(ExportCancelled);
    expect(untouched).not.toHaveBeenCalled();
  });

  it('stops when cancelled after a page came back', async () => {
    const controller = new AbortController();
    const fetchPage = vi.fn(async () => {
      controller.abort();
      return { rows: [1], hasMoreItems: true };
    });
    await expect(collectPages({ fetchPage, signal: controller.signal })).rejects.toBeInstanceOf(
      ExportCancelled,
    );
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});
