import { createFileRoute } from '@tanstack/react-router';
import { UnsupportedExtraModal } from '@/components/file-viewer/unsupported-extra-modal';

// Any other file kind over the pallet list (the known ones have their own routes, which win).
export const Route = createFileRoute('/_app/pallets/$extra/$id')({
  component: function UnsupportedExtraRoute() {
    const { extra } = Route.useParams();
    const navigate = Route.useNavigate();
    return (
      <UnsupportedExtraModal
        extra={extra}
        onClose={() => void navigate({ to: '/pallets', search: (prev) => prev })}
      />
    );
  },
});
