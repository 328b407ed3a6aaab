import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useRecordRoute } from '@/components/record-route';
import { WRITE_ACTION } from '@/config/action-urls';
import { ParcelCreateModal } from '@/features/parcels/components/parcel-create-modal';
import { useAccess } from '@/lib/access';

// A modal over the parcel list; the list's search is kept on the way in and out. Without the
// create action (read-only staff, decision 053) the URL leads back to the list.
export const Route = createFileRoute('/_app/parcels/create')({
  staticData: { title: 'Create parcel' },
  component: CreateParcelRoute,
});

function CreateParcelRoute() {
  const navigate = Route.useNavigate();
  const { close } = useRecordRoute('/parcels');
  const canCreate = useAccess().can(WRITE_ACTION.createParcel);
  // An effect, not <Navigate>: that component would join the sign-in page's router code.
  useEffect(() => {
    if (!canCreate) void navigate({ to: '/parcels', search: (prev) => prev, replace: true });
  }, [canCreate, navigate]);
  if (!canCreate) return null;
  return (
    <ParcelCreateModal
      onClose={close}
      onCreated={(parcel) =>
        void navigate({
          to: '/parcels/$data',
          params: { data: String(parcel.id) },
          search: (prev) => prev,
        })
      }
    />
  );
}
