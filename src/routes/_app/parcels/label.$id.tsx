import { createFileRoute } from '@tanstack/react-router';
import { searchOf, stripDefaultsOf } from '@/app/route-search';
import { useRecordRoute } from '@/components/record-route';
import { ParcelLabelModal } from '@/features/parcels/components/parcel-file-modal';

// A parcel's label (normal or the carrier's original) in the file viewer over the list.
export const Route = createFileRoute('/_app/parcels/label/$id')({
  validateSearch: searchOf('parcelLabel'),
  search: { middlewares: stripDefaultsOf('parcelLabel') },
  staticData: { title: 'Parcel label' },
  component: function ParcelLabelRoute() {
    const { id } = Route.useParams();
    const { original } = Route.useSearch();
    const navigate = Route.useNavigate();
    const { close } = useRecordRoute('/parcels', 'original');
    return (
      <ParcelLabelModal
        rawId={id}
        original={original === 1}
        onOriginalChange={(next) =>
          void navigate({ search: (prev) => ({ ...prev, original: next ? 1 : 0 }), replace: true })
        }
        onClose={close}
      />
    );
  },
});
