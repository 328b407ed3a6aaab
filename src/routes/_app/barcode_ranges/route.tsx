import { createFileRoute, Outlet } from '@tanstack/react-router';
import { searchOf, stripDefaultsOf } from '@/app/route-search';
import { barcodeRangeQueries } from '@/features/barcode-ranges/api/barcode-ranges-queries';
import { BarcodeRangesPage } from '@/features/barcode-ranges/components/barcode-ranges-page';

// The barcode ranges page (spec b section 2): one answer, searched and sorted on the device, so
// no search param reloads it; 'Create barcode range' is a modal over it (a child route).
export const Route = createFileRoute('/_app/barcode_ranges')({
  staticData: { title: 'Barcode ranges' },
  validateSearch: searchOf('barcodeRanges'),
  search: { middlewares: stripDefaultsOf('barcodeRanges') },
  loaderDeps: () => ({}),
  // A failed load is the list's own error block.
  loader: ({ context }) =>
    context.queryClient
      .ensureQueryData(barcodeRangeQueries.list(context.account))
      .catch(() => undefined),
  component: function BarcodeRanges() {
    return (
      <>
        <BarcodeRangesPage />
        <Outlet />
      </>
    );
  },
});
