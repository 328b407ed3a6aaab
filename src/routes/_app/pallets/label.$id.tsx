import { createFileRoute } from '@tanstack/react-router';
import { useRecordRoute } from '@/components/record-route';
import { palletQueries } from '@/features/pallets/api/pallet-queries';
import { PalletLabelModal } from '@/features/pallets/components/pallet-label-modal';
import { parseEntityId } from '@/lib/entity-id';

export const Route = createFileRoute('/_app/pallets/label/$id')({
  // The viewer shows what is missing; the loader only starts the download early.
  loader: ({ context, params }) => {
    const id = parseEntityId(params.id);
    if (id === null) return;
    void context.queryClient
      .ensureQueryData(palletQueries.file(context.account, 'label', String(id)))
      .catch(() => undefined);
  },
  component: function PalletLabelRoute() {
    const { id } = Route.useParams();
    const { close } = useRecordRoute('/pallets');
    return <PalletLabelModal rawId={id} onClose={close} />;
  },
});
