import { createFileRoute } from '@tanstack/react-router';
import { useRecordRoute } from '@/components/record-route';
import { ParcelCreateModal } from '@/features/parcels/components/parcel-create-modal';

// A modal over the parcel list; the list's search is kept on the way in and out.
export const Route = createFileRoute('/_app/parcels/create')({
  staticData: { title: 'Create parcel' },
  component: CreateParcelRoute,
});

function CreateParcelRoute() {
  const navigate = Route.useNavigate();
  const { close } = useRecordRoute('/parcels');
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
