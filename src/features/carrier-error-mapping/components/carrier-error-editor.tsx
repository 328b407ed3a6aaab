import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect, useState } from 'react';
import { AppModal } from '@/components/modal/app-modal';
import { RecordLoader, useFailOnce } from '@/components/record-modal';
import { RecordParamSwitch, useRecordQuery } from '@/components/record-route';
import { WRITE_ACTION } from '@/config/action-urls';
import { useAccess } from '@/lib/access';
import { useAccount } from '@/lib/session/use-session';
import { cachedMapping, carrierErrorQueries } from '../api/carrier-error-mapping-queries';
import type { CarrierErrorMapping } from '@/contract/carrier-error-mapping/carrier-error-mapping-schemas';
import { CarrierErrorFormModal } from './carrier-error-form-modal';
import { useModalRoute } from './use-modal-route';

// The create and edit routes' modal: the form once its choices (and, to edit, the mapping) are
// at hand. A failed load is said once and the modal goes back. Without the save action (read-only
// staff) the URL leads back to the list.

type Modals = ReturnType<typeof useModalRoute>;

/** Only for accounts that may save; any other is sent back to the list. */
function SaveGuard({ children }: { children: ReactNode }) {
  const canSave = useAccess().can(WRITE_ACTION.saveCarrierError);
  const navigate = useNavigate();
  // An effect, not <Navigate>: that component would join the sign-in page's router code.
  useEffect(() => {
    if (!canSave) {
      void navigate({
        to: '/carrier_error_mapping',
        search: (prev: Record<string, unknown>) => prev,
        replace: true,
      } as never);
    }
  }, [canSave, navigate]);
  return canSave ? <>{children}</> : null;
}

function Loading({ title, onClose }: { title: string; onClose: () => void }) {
  return (
    <AppModal onClose={onClose} title={title}>
      <RecordLoader label={`Loading ${title.toLowerCase()}`} />
    </AppModal>
  );
}

function FormWithChoices({
  mapping,
  modals,
}: {
  mapping: CarrierErrorMapping | null;
  modals: Modals;
}) {
  const account = useAccount();
  const choices = useQuery({ ...carrierErrorQueries.forFilter(account), retryOnMount: false });
  useFailOnce(choices.data === undefined ? choices.error : null, modals.goBack);
  if (!choices.data) return <Loading title="Carrier error mapping" onClose={modals.close} />;
  return (
    <CarrierErrorFormModal
      mapping={mapping}
      choices={choices.data}
      // The form asks before typed input is dropped, so it leaves past the route's guard.
      onClose={modals.done}
      onSaved={modals.done}
    />
  );
}

export function CreateCarrierError() {
  const modals = useModalRoute();
  return (
    <SaveGuard>
      <FormWithChoices mapping={null} modals={modals} />
    </SaveGuard>
  );
}

export function EditCarrierError({ data }: { data: string }) {
  const modals = useModalRoute();
  return (
    <SaveGuard>
      <RecordParamSwitch data={data} onLoadFailed={modals.goBack}>
        {(id) => <EditById key={id} id={Number(id)} modals={modals} />}
      </RecordParamSwitch>
    </SaveGuard>
  );
}

/** The mapping from a list at hand, else looked for through the whole list (decision 033). */
function EditById({ id, modals }: { id: number; modals: Modals }) {
  const account = useAccount();
  const queryClient = useQueryClient();
  // Taken once: a list reloading under the open form must not reset what is typed.
  const [known] = useState(() => cachedMapping(queryClient, account, id));
  const query = useRecordQuery(
    { ...carrierErrorQueries.detail(account, id), enabled: known === undefined },
    modals.goBack,
  );
  const mapping = known ?? query.data;
  if (!mapping) return <Loading title="Carrier error mapping" onClose={modals.close} />;
  return <FormWithChoices mapping={mapping} modals={modals} />;
}
