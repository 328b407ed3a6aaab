import { includesWithLayout } from '@/lib/keyboard-layout';
import type { BarcodeGroupEntry, ServiceDetail } from '@/contract/services/services-schemas';
import { type RangeStats, rangeStats } from '@/lib/barcode-range-math';

// The barcode ranges tab's rows: every range of every account of the service, with its user and
// its numbers, searched by barcode group and filtered by user.

export type BarcodeRow = BarcodeGroupEntry & {
  userId: number;
  login: string;
  stats: RangeStats | null;
};

export function barcodeRows(service: Pick<ServiceDetail, 'accountListData'>): BarcodeRow[] {
  return service.accountListData.flatMap((account) =>
    account.barcodeGroupList.map((entry) => ({
      ...entry,
      userId: account.userId,
      login: account.login,
      stats: rangeStats(entry.beginValue, entry.endValue, entry.currValue),
    })),
  );
}

export function filterBarcodeRows(
  rows: readonly BarcodeRow[],
  { group, userId }: { group: string; userId: number | null },
): BarcodeRow[] {
  const query = group.trim();
  return rows.filter(
    (row) =>
      (userId === null || row.userId === userId) &&
      (query === '' || includesWithLayout(row.barcodeGroup, query)),
  );
}
