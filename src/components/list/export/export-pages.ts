import { PAGE_SIZES } from '@/contract/constants';

// The paging loop of an export (issue 18 §3, decision 050): every page of the list's current
// filters, one after the other at the largest page size the API takes, until the server says
// there is no more. A server that keeps saying hasMoreItems cannot hold the tab: the loop stops
// at a hard cap, and at a page with no rows. A failed page fails the whole export (nothing
// half-written is saved); Cancel aborts the page under way.

/** The largest page the list APIs accept (server/shared/list-query.ts: PAGE_SIZES, else 32). */
export const EXPORT_PAGE_SIZE = Math.max(...PAGE_SIZES);
/** At most this many rows in one file; past it the user narrows the filters. */
export const EXPORT_ROW_CAP = 50_000;

export type ExportPage<Row> = { rows: readonly Row[]; hasMoreItems: boolean; total?: number };

export type FetchPage<Row> = (
  page: number,
  quantity: number,
  signal: AbortSignal,
) => Promise<ExportPage<Row>>;

export type ExportProgress = { done: number; total?: number };

/** A page that could not be read: which one, and why. */
export class ExportPageError extends Error {
  readonly page: number;
  override readonly cause: unknown;
  constructor(page: number, cause: unknown) {
    const reason = cause instanceof Error && cause.message ? cause.message : 'unknown error';
    super(`Page ${page} could not be loaded: ${reason}`);
    this.name = 'ExportPageError';
    this.page = page;
    this.cause = cause;
  }
}

export class ExportCancelled extends Error {
  constructor() {
    super('Export cancelled');
    this.name = 'ExportCancelled';
  }
}

export type CollectedRows<Row> = {
  rows: Row[];
  /** True when the cap cut the list: the file holds its first EXPORT_ROW_CAP rows. */
  capped: boolean;
  total?: number;
};

export async function collectPages<Row>({
  fetchPage,
  signal,
  onProgress,
  pageSize = EXPORT_PAGE_SIZE,
  cap = EXPORT_ROW_CAP,
}: {
  fetchPage: FetchPage<Row>;
  signal: AbortSignal;
  onProgress?: (progress: ExportProgress) => void;
  pageSize?: number;
  cap?: number;
}): Promise<CollectedRows<Row>> {
  const rows: Row[] = [];
  let total: number | undefined;
  for (let page = 1; ; page += 1) {
    if (signal.aborted) throw new ExportCancelled();
    let answer: ExportPage<Row>;
    try {
      answer = await fetchPage(page, pageSize, signal);
    } catch (error) {
      if (signal.aborted) throw new ExportCancelled();
      throw new ExportPageError(page, error);
    }
    if (signal.aborted) throw new ExportCancelled();
    total = answer.total ?? total;
    const room = cap - rows.length;
    rows.push(...answer.rows.slice(0, room));
    onProgress?.({ done: rows.length, total });
    if (answer.rows.length > room || (answer.hasMoreItems && rows.length >= cap)) {
      return { rows, capped: true, total };
    }
    if (!answer.hasMoreItems || answer.rows.length === 0) return { rows, capped: false, total };
  }
}
