import { createFileRoute } from '@tanstack/react-router';
import { UnsupportedExtraModal } from '@/components/file-viewer/unsupported-extra-modal';

// Any other file kind over the parcel list (the known ones have their own routes, which win).
export const Route = createFileRoute('/_app/parcels/$extra/$id')({
  component: function UnsupportedExtraRoute() {
    const { extra } = Route.useParams();
    const navigate = Route.useNavigate();
    return (
      <UnsupportedExtraModal
        extra={extra}
        onClose={() => void navigate({ to: '/parcels', search: (prev) => prev })}
      />
    );
  },
});
