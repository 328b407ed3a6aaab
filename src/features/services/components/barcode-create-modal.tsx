import { useMemo } from 'react';
import { BarcodeRangeCreateModal } from '@/components/barcode-range-create-modal';
import { useCreateBarcodeRange } from '../api/service-mutations';
import type { ServiceDetail } from '@/contract/services/services-schemas';

/**
 * 'Create new barcode' (spec b section 5) for one of the service's users, with the service's
 * carrier; the form and its rules are the barcode ranges page's too.
 */
export function BarcodeCreateModal({
  service,
  onClose,
}: {
  service: ServiceDetail;
  onClose: () => void;
}) {
  const create = useCreateBarcodeRange(service.id);
  const users = useMemo(
    () =>
      service.accountListData.map((account) => ({
        value: String(account.userId),
        label: account.login,
      })),
    [service.accountListData],
  );
  return (
    <BarcodeRangeCreateModal
      title="Create new barcode"
      users={users}
      carrier={{ id: service.carrierId }}
      create={create}
      onCreated={onClose}
      onClose={onClose}
    />
  );
}
