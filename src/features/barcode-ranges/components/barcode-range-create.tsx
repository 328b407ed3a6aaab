import { useMemo } from 'react';
import { BarcodeRangeCreateModal } from '@/components/barcode-range-create-modal';
import type { CreatedBarcodeRange } from '@/contract/shared/barcode-range-schemas';
import { userOptions } from '@/lib/list-options';
import { useCommonLists } from '@/lib/session/use-session';
import { useCreateBarcodeRange } from '../api/barcode-ranges-mutations';

/**
 * 'Create barcode range' (spec b sections 2 and 5) over the page: any user and carrier of the
 * signed-in user's common lists; the form and its rules are a service's tab's too.
 */
export function BarcodeRangeCreate({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (answer: CreatedBarcodeRange) => void;
}) {
  const lists = useCommonLists();
  const create = useCreateBarcodeRange();
  const users = useMemo(() => userOptions(lists.users), [lists.users]);
  const carriers = useMemo(
    () => lists.carriers.map((carrier) => ({ value: String(carrier.id), label: carrier.name })),
    [lists.carriers],
  );
  return (
    <BarcodeRangeCreateModal
      title="Create barcode range"
      users={users}
      carrier={{ options: carriers }}
      create={create}
      onCreated={onCreated}
      onClose={onClose}
    />
  );
}
