import { createFileRoute } from '@tanstack/react-router';
import { useRecordRoute } from '@/components/record-route';
import { UnsupportedExtraModal } from '@/components/file-viewer/unsupported-extra-modal';

// Any other file kind over the parcel list (the known ones have their own routes, which win).
export const Route = createFileRoute('/_app/parcels/$extra/$id')({
  component: function UnsupportedExtraRoute() {
    const { extra } = Route.useParams();
    const { close } = useRecordRoute('/parcels');
    return <UnsupportedExtraModal extra={extra} onClose={close} />;
  },
});
