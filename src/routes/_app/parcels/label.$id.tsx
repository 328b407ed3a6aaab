import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { useRecordRoute } from '@/components/record-route';
import { ParcelLabelModal } from '@/features/parcels/components/parcel-file-modal';
import { labelSearchDefaults, labelSearchSchema } from '@/features/parcels/parcel-label-search';

// A parcel's label (normal or the carrier's original) in the file viewer over the list.
export const Route = createFileRoute('/_app/parcels/label/$id')({
  validateSearch: labelSearchSchema,
  search: { middlewares: [stripSearchParams(labelSearchDefaults)] },
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
