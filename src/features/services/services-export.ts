import type { CsvColumn } from '@/lib/csv';
import type { ServiceListItem } from '@/contract/services/services-schemas';

// The services list's CSV (issue 18 §3, decision 050): the list has only cards, so its file's
// columns are declared here, the card's fields and the badges' facts as text.

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export const SERVICE_EXPORT_COLUMNS: readonly CsvColumn<ServiceListItem>[] = [
  { header: 'Service id', value: (service) => service.id },
  { header: 'Name', value: (service) => service.name },
  { header: 'Carrier', value: (service) => service.carrier_display_name },
  { header: 'Version', value: (service) => service.carrierVersion },
  { header: 'Kind', value: (service) => service.kind },
  { header: 'Type', value: (service) => service.type },
  { header: 'Status', value: (service) => service.status },
  { header: 'Maintenance', value: (service) => service.maintenance_status },
  { header: 'Tracking', value: (service) => yesNo(service.isTrackingAvailable) },
  { header: 'Pickup points', value: (service) => yesNo(service.isPudoAvailable) },
];
