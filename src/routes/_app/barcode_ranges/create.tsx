import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { WRITE_ACTION } from '@/config/action-urls';
import { BarcodeRangeCreate } from '@/features/barcode-ranges/components/barcode-range-create';
import { useAccess } from '@/lib/access';

// A modal over the page; the page's search is kept on the way in and out. The modal asks before
// typed data is dropped, so leaving from it skips the route's own guard. Without the create
// action (read-only staff) the URL leads back to the page.
export const Route = createFileRoute('/_app/barcode_ranges/create')({
  staticData: { title: 'Create barcode range' },
  component: CreateBarcodeRangeRoute,
});

function CreateBarcodeRangeRoute() {
  const navigate = Route.useNavigate();
  const canCreate = useAccess().can(WRITE_ACTION.createBarcodeRange);
  const back = () =>
    void navigate({ to: '/barcode_ranges', search: (prev) => prev, ignoreBlocker: true });
  // An effect, not <Navigate>: that component would join the sign-in page's router code.
  useEffect(() => {
    if (!canCreate) void navigate({ to: '/barcode_ranges', search: (prev) => prev, replace: true });
  }, [canCreate, navigate]);
  if (!canCreate) return null;
  return <BarcodeRangeCreate onClose={back} onCreated={back} />;
}
