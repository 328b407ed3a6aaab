import { createFileRoute } from '@tanstack/react-router';
import { depsOf } from '@/app/route-search';
import {
  cachedMapping,
  carrierErrorQueries,
} from '@/features/carrier-error-mapping/api/carrier-error-mapping-queries';
import { carrierErrorListParams } from '@/features/carrier-error-mapping/carrier-error-mapping-search';
import { EditCarrierError } from '@/features/carrier-error-mapping/components/carrier-error-editor';
import { recordParam } from '@/lib/record-route';

// A mapping's edit form over the list (decision 033: `/carrier_error_mapping/{id}`, as other
// records open). The API has no call for one mapping: the list under the modal (the same query
// as the list route's, so one call) usually holds it; else the whole list is looked through.
// A failed load is left to the modal, which says so and goes back.
export const Route = createFileRoute('/_app/carrier_error_mapping/$id')({
  staticData: { title: 'Edit carrier error mapping' },
  loaderDeps: ({ search }) => depsOf('carrierErrors', search),
  loader: async ({ context, params, deps }) => {
    const param = recordParam(params.id);
    if (param.kind !== 'record') return;
    const { queryClient, account } = context;
    await queryClient
      .ensureQueryData(carrierErrorQueries.list(account, carrierErrorListParams(deps)))
      .catch(() => undefined);
    if (cachedMapping(queryClient, account, param.id)) return;
    await queryClient
      .ensureQueryData(carrierErrorQueries.detail(account, param.id))
      .catch(() => undefined);
  },
  component: function EditRoute() {
    return <EditCarrierError data={Route.useParams().id} />;
  },
});
