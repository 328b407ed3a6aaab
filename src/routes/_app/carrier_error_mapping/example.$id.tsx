import { createFileRoute } from '@tanstack/react-router';
import { carrierErrorQueries } from '@/features/carrier-error-mapping/api/carrier-error-mapping-queries';
import { CarrierErrorExampleModal } from '@/features/carrier-error-mapping/components/carrier-error-example-modal';
import { loadRecord } from '@/lib/record-route';

// A mapping's example call over the list (spec c section 2): request and response. A failed
// fetch is left to the modal, which says so and closes (spec c section 8).
export const Route = createFileRoute('/_app/carrier_error_mapping/example/$id')({
  staticData: { title: 'Carrier error example' },
  loader: ({ context, params }) =>
    loadRecord(context.queryClient, params.id, (id) =>
      carrierErrorQueries.example(context.account, Number(id)),
    ),
  component: function ExampleRoute() {
    return <CarrierErrorExampleModal data={Route.useParams().id} />;
  },
});
