import { createFileRoute } from '@tanstack/react-router';
import { useRecordRoute } from '@/components/record-route';
import { ParcelInvoiceModal } from '@/features/parcels/components/parcel-file-modal';

// A parcel's invoice in the file viewer over the list.
export const Route = createFileRoute('/_app/parcels/invoice/$id')({
  staticData: { title: 'Parcel invoice' },
  component: function ParcelInvoiceRoute() {
    const { id } = Route.useParams();
    const { close } = useRecordRoute('/parcels');
    return <ParcelInvoiceModal rawId={id} onClose={close} />;
  },
});
