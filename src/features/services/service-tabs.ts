import type { ServiceDetail } from '@/contract/services/services-schemas';
import type { ServiceTab } from './services-search';

// Which tabs a service's modal has (spec b section 2), in the order they are shown, which is also
// the order the default tab is chosen in: credentials, else barcode ranges, else default settings.

export const SERVICE_TAB_LABEL: Record<ServiceTab, string> = {
  credentials: 'Credentials',
  'barcode-ranges': 'Barcode Ranges',
  default_parcels: 'Default parcels settings',
};

type TabFacts = Pick<
  ServiceDetail,
  'credentialsSpecification' | 'accountListData' | 'settings_keys'
>;

/**
 * Credentials when the specification is not an array (the server's `[]` means none; an empty
 * object has no field to show either); barcode ranges when some account has one; default
 * settings when keys exist or the service has settings fields (without fields no key could ever
 * be created, so the tab would be a dead end).
 */
export function serviceTabs(service: TabFacts, settingsFieldCount: number): ServiceTab[] {
  const tabs: ServiceTab[] = [];
  const spec = service.credentialsSpecification;
  if (!Array.isArray(spec) && Object.keys(spec).length > 0) tabs.push('credentials');
  if (service.accountListData.some((account) => account.barcodeGroupList.length > 0)) {
    tabs.push('barcode-ranges');
  }
  if (service.settings_keys.length > 0 || settingsFieldCount > 0) tabs.push('default_parcels');
  return tabs;
}

/** The tab to show: the URL's when the service has it, else the service's first (or none). */
export const openTab = (tabs: readonly ServiceTab[], asked: ServiceTab): ServiceTab | null =>
  tabs.includes(asked) ? asked : (tabs[0] ?? null);
