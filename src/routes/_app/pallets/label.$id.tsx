import { createFileRoute } from '@tanstack/react-router';
import { palletQueries } from '@/features/pallets/api/pallet-queries';
import { PalletLabelModal } from '@/features/pallets/components/pallet-label-modal';
import { parseEntityId } from '@/lib/files';

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
    const { account } = Route.useRouteContext();
    const { id } = Route.useParams();
    const navigate = Route.useNavigate();
    return (
      <PalletLabelModal
        account={account}
        rawId={id}
        onClose={() => void navigate({ to: '/pallets', search: (prev) => prev })}
      />
    );
  },
});
