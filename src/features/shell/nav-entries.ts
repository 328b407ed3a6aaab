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
import { SCREEN, type ScreenUrl } from '@/config/access-urls';

// The sidebar of spec c section 2, plus the main screens of spec a. `access` is the URL checked
// against the access list; `to` is where the entry goes.

export type NavEntry = {
  label: string;
  access: ScreenUrl;
  to: string;
  icon: Icon;
  external?: boolean;
};

export type NavGroup = { label: string | null; entries: NavEntry[] };

export const NAV_GROUPS: NavGroup[] = [
  {
    label: null,
    entries: [
      { label: 'Dashboard', access: SCREEN.dashboard, to: '/dashboard', icon: IconLayoutDashboard },
      { label: 'Statistics', access: SCREEN.statistics, to: '/stats_requests', icon: IconChartBar },
      { label: 'Parcels', access: SCREEN.parcels, to: '/parcels', icon: IconPackage },
      { label: 'Pallets', access: SCREEN.pallets, to: '/pallets', icon: IconStack2 },
      {
        label: 'Requests log',
        access: SCREEN.requestsLog,
        to: '/requests_log',
        icon: IconListDetails,
      },
      {
        label: 'Health check',
        access: SCREEN.healthcheck,
        to: '/healthcheck',
        icon: IconHeartbeat,
      },
      { label: 'Services', access: SCREEN.services, to: '/services', icon: IconPlugConnected },
      { label: 'Users', access: SCREEN.users, to: '/users', icon: IconUsers },
    ],
  },
  {
    label: 'Billing',
    entries: [
      {
        label: 'Configuration',
        access: SCREEN.billingClients,
        to: '/billing_clients',
        icon: IconReceipt,
      },
      { label: 'Prices', access: SCREEN.billingPrices, to: '/billing_prices', icon: IconCoin },
      {
        label: 'Operations',
        access: SCREEN.billingOperations,
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
        access: SCREEN.trackingMapping,
        to: '/tracking_mapping',
        icon: IconRoute,
      },
      {
        label: 'Carrier Error Mapping',
        access: SCREEN.carrierErrorMapping,
        to: '/carrier_error_mapping',
        icon: IconAlertTriangle,
      },
    ],
  },
  {
    label: 'Admin Tools',
    entries: [
      { label: 'Cron Robots', access: SCREEN.cronRobots, to: '/cron_robots', icon: IconRobot },
      { label: 'Barcodes', access: SCREEN.barcodeRanges, to: '/barcode_ranges', icon: IconBarcode },
      { label: 'Carrier Documentations', access: SCREEN.carriers, to: '/carriers', icon: IconBook },
      {
        label: 'Manual tracking (API)',
        access: SCREEN.manualTracking,
        to: '/manual_tracking',
        icon: IconTruckDelivery,
      },
      {
        label: 'Re-manifesting',
        access: SCREEN.manualManifest,
        to: '/manual_manifest',
        icon: IconRefresh,
      },
      { label: 'Label Builder', access: SCREEN.labelBuilder, to: '/label_builder', icon: IconTag },
      { label: 'App Version', access: SCREEN.appVersion, to: '/app/version', icon: IconGitCommit },
    ],
  },
  {
    label: 'Integration',
    entries: [
      { label: 'API console', access: SCREEN.apiConsole, to: '/api_console', icon: IconTerminal2 },
      { label: 'API docs', access: SCREEN.apiDocs, to: '', icon: IconApi, external: true },
      { label: 'Export holidays', access: SCREEN.holidays, to: '/holidays', icon: IconCalendarOff },
      { label: 'Pudo points', access: SCREEN.pudoPoints, to: '/pudo_points', icon: IconMapPin },
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

/**
 * A client user's billing Configuration opens their own client record (spec c section 2): the
 * billing client's id is the client owner's user id (decision 043), found through the user's
 * client in the common lists; a client user without one keeps the list's path.
 */
export function entryTarget(
  entry: NavEntry,
  user: { role: string; clientId: number | null },
  clients: ReadonlyArray<{ id: number; userId: number }> = [],
): string {
  if (entry.access === '/billing_clients' && user.role === 'client') {
    const own = clients.find((client) => client.id === user.clientId);
    if (own) return `/billing_clients/${own.userId}`;
  }
  return entry.to;
}
