import {
  IconAlertTriangle,
  IconApi,
  IconBarcode,
  IconBook,
  IconCalendarOff,
  IconCash,
  IconChartBar,
  IconCoin,
  IconExternalLink,
  IconGitCommit,
  IconHeartbeat,
  IconLayoutDashboard,
  IconListDetails,
  IconMapPin,
  IconPackage,
  IconPlugConnected,
  IconReceipt,
  IconRefresh,
  IconRobot,
  IconRoute,
  IconStack2,
  IconTag,
  IconTerminal2,
  IconTruckDelivery,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';

// The sidebar of spec c section 2, plus the main screens of spec a. `access` is the URL checked
// against the access list; `to` is where the entry goes.

export type NavEntry = {
  label: string;
  access: string;
  to: string;
  icon: Icon;
  external?: boolean;
};

export type NavGroup = { label: string | null; entries: NavEntry[] };

export const NAV_GROUPS: NavGroup[] = [
  {
    label: null,
    entries: [
      { label: 'Dashboard', access: '/dashboard', to: '/dashboard', icon: IconLayoutDashboard },
      { label: 'Statistics', access: '/stats_requests', to: '/stats_requests', icon: IconChartBar },
      { label: 'Parcels', access: '/parcels', to: '/parcels', icon: IconPackage },
      { label: 'Pallets', access: '/pallets', to: '/pallets', icon: IconStack2 },
      {
        label: 'Requests log',
        access: '/requests_log',
        to: '/requests_log',
        icon: IconListDetails,
      },
      { label: 'Health check', access: '/healthcheck', to: '/healthcheck', icon: IconHeartbeat },
      { label: 'Services', access: '/services', to: '/services', icon: IconPlugConnected },
      { label: 'Users', access: '/users', to: '/users', icon: IconUsers },
    ],
  },
  {
    label: 'Billing',
    entries: [
      {
        label: 'Configuration',
        access: '/billing_clients',
        to: '/billing_clients',
        icon: IconReceipt,
      },
      { label: 'Prices', access: '/billing_prices', to: '/billing_prices', icon: IconCoin },
      {
        label: 'Operations',
        access: '/billing_operations',
        to: '/billing_operations',
        icon: IconCash,
      },
    ],
  },
  {
    label: 'Settings',
    entries: [
      {
        label: 'Tracking Mapping',
        access: '/tracking_mapping',
        to: '/tracking_mapping',
        icon: IconRoute,
      },
      {
        label: 'Carrier Error Mapping',
        access: '/carrier_error_mapping',
        to: '/carrier_error_mapping',
        icon: IconAlertTriangle,
      },
    ],
  },
  {
    label: 'Admin Tools',
    entries: [
      { label: 'Cron Robots', access: '/cron_robots', to: '/cron_robots', icon: IconRobot },
      { label: 'Barcodes', access: '/barcode_ranges', to: '/barcode_ranges', icon: IconBarcode },
      { label: 'Carrier Documentations', access: '/carriers', to: '/carriers', icon: IconBook },
      {
        label: 'Manual tracking (API)',
        access: '/manual_tracking',
        to: '/manual_tracking',
        icon: IconTruckDelivery,
      },
      {
        label: 'Re-manifesting',
        access: '/manual_manifest',
        to: '/manual_manifest',
        icon: IconRefresh,
      },
      { label: 'Label Builder', access: '/label_builder', to: '/label_builder', icon: IconTag },
      { label: 'App Version', access: '/app/version', to: '/app/version', icon: IconGitCommit },
    ],
  },
  {
    label: 'Integration',
    entries: [
      { label: 'API console', access: '/api_console', to: '/api_console', icon: IconTerminal2 },
      { label: 'API docs', access: '/api_docs', to: '', icon: IconApi, external: true },
      { label: 'Export holidays', access: '/holidays', to: '/holidays', icon: IconCalendarOff },
      { label: 'Pudo points', access: '/pudo_points', to: '/pudo_points', icon: IconMapPin },
    ],
  },
];

export const EXTERNAL_LINK_ICON = IconExternalLink;

/** The groups a user sees: entries they may open whose screens exist, empty groups dropped. */
export function visibleNav(
  groups: readonly NavGroup[],
  isAvailable: (entry: NavEntry) => boolean,
): NavGroup[] {
  return groups
    .map((group) => ({ ...group, entries: group.entries.filter(isAvailable) }))
    .filter((group) => group.entries.length > 0);
}

/** A client user's billing Configuration opens their own client record (spec c section 2). */
export function entryTarget(entry: NavEntry, user: { id: number; role: string }): string {
  if (entry.access === '/billing_clients' && user.role === 'client') {
    return `/billing_clients/${user.id}`;
  }
  return entry.to;
}
