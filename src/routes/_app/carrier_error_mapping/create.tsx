import { createFileRoute } from '@tanstack/react-router';
import { carrierErrorQueries } from '@/features/carrier-error-mapping/api/carrier-error-mapping-queries';
import { CreateCarrierError } from '@/features/carrier-error-mapping/components/carrier-error-editor';

// 'Create new' (spec c section 2): a modal over the list, which keeps its search on the way in
// and out. The form's choices come from GET /carrier_errors/forFilter.
export const Route = createFileRoute('/_app/carrier_error_mapping/create')({
  staticData: { title: 'Create carrier error mapping' },
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(carrierErrorQueries.forFilter(context.account)).then(
      () => undefined,
      () => undefined,
    ),
  component: CreateCarrierError,
});
