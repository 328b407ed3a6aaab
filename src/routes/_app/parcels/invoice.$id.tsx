import { createFileRoute } from '@tanstack/react-router';
import { ParcelInvoiceModal } from '@/features/parcels/components/parcel-file-modal';

// A parcel's invoice in the file viewer over the list.
export const Route = createFileRoute('/_app/parcels/invoice/$id')({
  staticData: { title: 'Parcel invoice' },
  component: function ParcelInvoiceRoute() {
    const { account } = Route.useRouteContext();
    const { id } = Route.useParams();
    const navigate = Route.useNavigate();
    return (
      <ParcelInvoiceModal
        account={account}
        rawId={id}
        onClose={() => void navigate({ to: '/parcels', search: (prev) => prev })}
      />
    );
  },
});
