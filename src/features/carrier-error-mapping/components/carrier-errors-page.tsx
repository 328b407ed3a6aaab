import { useQuery } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { ExportButton } from '@/components/list/export/list-export';
import { ListScreen } from '@/components/list/list-screen';
import { useListRoute } from '@/components/list/use-list-route';
import { RouterButton } from '@/components/router-link';
import { WRITE_ACTION } from '@/config/action-urls';
import { useAccess } from '@/lib/access';
import { confirmAction } from '@/lib/confirm';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { useOnline } from '@/lib/online';
import { useAccount } from '@/lib/session/use-session';
import { useDeleteCarrierError } from '../api/carrier-error-mapping-mutations';
import { carrierErrorQueries, fetchCarrierErrorCsv } from '../api/carrier-error-mapping-queries';
import type {
  CarrierErrorList,
  CarrierErrorMapping,
} from '@/contract/carrier-error-mapping/carrier-error-mapping-schemas';
import {
  carrierErrorFilterParams,
  carrierErrorFilters,
  carrierErrorListParams,
  type CarrierErrorSearch,
} from '../carrier-error-mapping-search';
import { mappingLabel } from '../carrier-error-rules';
import { type CardActions, CarrierErrorCard } from './carrier-error-card';
import { CarrierErrorFilterFields, useCarrierErrorFilterOptions } from './carrier-error-filters';

const pageOf = (page: CarrierErrorList) => ({
  rows: page.errorsMappings,
  hasMoreItems: page.hasMoreItems,
  total: page.total,
});
const rowKey = (mapping: CarrierErrorMapping) => mapping.id;

export const DELETE_QUESTION = 'Delete this carrier error mapping?';

/** The carrier error mapping list (spec c section 2): filters and paging live in the URL. */
export function CarrierErrorsPage() {
  const account = useAccount();
  const access = useAccess();
  const online = useOnline();
  const route = useListRoute<typeof carrierErrorFilters, CarrierErrorSearch>(
    '/_app/carrier_error_mapping',
    carrierErrorFilters,
  );
  const params = useMemo(() => carrierErrorListParams(route.params), [route.params]);
  const filterData = useQuery(carrierErrorQueries.forFilter(account)).data;
  const { options, names } = useCarrierErrorFilterOptions(filterData);
  const remove = useDeleteCarrierError();

  const { mutate, isPending } = remove;
  // One object while nothing changes: the cards are memoised.
  const actions = useMemo<CardActions>(
    () => ({
      canEdit: access.can(WRITE_ACTION.saveCarrierError),
      canDelete: access.can(WRITE_ACTION.deleteCarrierError),
      online,
      deleting: isPending,
      onDelete: (mapping) =>
        void (async () => {
          const confirmed = await confirmAction({
            text: `${DELETE_QUESTION} ${mappingLabel(mapping)}`,
            confirmLabel: 'Delete',
          });
          if (!confirmed) return;
          mutate(mapping.id, {
            onSuccess: (answer) => notifySuccess(answer.message),
            onError: notifyFailure,
          });
        })(),
    }),
    [access, online, isPending, mutate],
  );

  return (
    <ListScreen
      title="Carrier error mapping"
      route={route}
      query={carrierErrorQueries.list(account, params)}
      pageOf={pageOf}
      rowKey={rowKey}
      card={(mapping) => <CarrierErrorCard mapping={mapping} actions={actions} />}
      withMode={false}
      names={names}
      fields={(form) => <CarrierErrorFilterFields form={form} options={options} />}
      actions={
        <>
          <ExportButton
            name="Carrier error mapping"
            label="Download CSV"
            columns={[]}
            source={{
              kind: 'server',
              fetchFile: (signal) =>
                fetchCarrierErrorCsv(carrierErrorFilterParams(route.params), signal),
            }}
          />
          {actions.canEdit ? (
            <RouterButton
              to="/carrier_error_mapping/create"
              search={(prev) => prev}
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
            >
              Create new
            </RouterButton>
          ) : null}
        </>
      }
    />
  );
}
