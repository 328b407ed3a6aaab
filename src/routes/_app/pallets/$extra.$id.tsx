import { createFileRoute } from '@tanstack/react-router';
import { useRecordRoute } from '@/components/record-route';
import { UnsupportedExtraModal } from '@/components/file-viewer/unsupported-extra-modal';

// Any other file kind over the pallet list (the known ones have their own routes, which win).
export const Route = createFileRoute('/_app/pallets/$extra/$id')({
  component: function UnsupportedExtraRoute() {
    const { extra } = Route.useParams();
    const { close } = useRecordRoute('/pallets');
    return <UnsupportedExtraModal extra={extra} onClose={close} />;
  },
});
