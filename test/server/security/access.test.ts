import { describe, expect, it } from 'vitest';
import { accessOfPath } from '../../../server/api-access';
import { createApp } from '../../../server/app';
import { createDb } from '../../../server/data/db';
import { connectedServiceIds } from '../../../server/areas/billing-clients/seed';
import { createBrowser } from '../api-client';

// The access table: every API route, called by every demo role and by an anonymous caller, is
// answered or refused as spec section 6 says, whatever the console shows. The routes listed
// here must be every route the server has (the last test), so a new route needs its row.

const ROLES = ['anonymous', 'superadmin', 'staff', 'mfa', 'teamlead', 'viewer', 'client'] as const;
type Role = (typeof ROLES)[number];
const SIGNED_IN: Role[] = ['superadmin', 'staff', 'mfa', 'teamlead', 'viewer', 'client'];
const STAFF: Role[] = ['superadmin', 'staff', 'mfa', 'teamlead', 'viewer'];
/** Decision 024: write actions are for super admins and staff from access level 30. */
const WRITERS: Role[] = ['superadmin', 'staff', 'mfa', 'teamlead'];

/** A read every staff role may make (`call`: the path with its query, when it needs one). */
const read = (path: string, call?: string): Route => ({
  method: 'GET',
  path,
  call,
  allowed: STAFF,
});
/** A write for the holders of its action URL. */
const write = (path: string, body: unknown, extra: Partial<Route> = {}): Route => ({
  method: 'POST',
  path,
  body,
  allowed: WRITERS,
  ...extra,
});

const db = createDb();
const user = (login: string) => db.users.find((u) => u.login === login)!;
const client = user('client');
const teamlead = user('teamlead');
const parcel = db.parcels.find((p) => p.userId === client.id && p.labelFile && p.hasInvoice)!;
const manifested = db.parcels.find((p) => p.userId === client.id && p.hasManifest)!;
const pallet = db.pallets.find((p) => p.user_id === client.id && p.has_label)!;
const colleague = db.users.find((u) => u.parentId === client.id)!;
const teamMember = db.users.find((u) => u.parentId === teamlead.id)!;
/** The client's own latest request, so every role may open its details. */
const clientRequest = db.requestLog.rows().user.lastIndexOf(client.id) + 1;
const plainStaff = db.users.find(
  (u) => u.role === 'staff' && u.parentId === null && u.id > 5 && !u.hasMfa && !u.canManageUsers,
)!;

const newParcel = {
  service_id: client.serviceIds.find((id) =>
    db.services.find((s) => s.id === id && s.carrier_kind !== 'pallet' && s.is_active),
  )!,
  sender_address: { name: 'A', addr1: '1 St', city: 'Berlin', zip: '10115', country: 'DE' },
  destination_address: { name: 'B', addr1: '2 St', city: 'Paris', zip: '75001', country: 'FR' },
  weight: 1,
  dimensions: { length: 10, width: 10, height: 10 },
  items: [{ sku_desc: 'Book', quantity: 1, price: 10, weight: 1 }],
};

/**
 * Services and barcode ranges (spec b section 6): reads for staff, each write for the holders of
 * its action URL. Writes that are idempotent or aimed at a missing record (404 once past the
 * guard) share the dataset; the others get a fresh one per caller.
 */
function serviceRoutes(): Route[] {
  const xml = user('XML').id;
  const setting = db.serviceArea.settings.find((s) => s.service_id === 1)!;
  const range = db.barcodeRanges.ranges[0]!;
  const geodis = db.services.find((s) => s.name === 'Pallet Geodis - Euro Pallet')!.id;
  const entry = (serviceId: number, field: string, value: string) => ({
    user_id: xml,
    service_id: serviceId,
    credentials: { default: { [field]: { live: value, test: '' } } },
  });
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]).toString('base64');
  return [
    read('/services'),
    read('/services/save', '/services/save?id=1'),
    read('/services/save/', '/services/save/?id=1'),
    read(
      '/services/credentials_by_user_and_service',
      `/services/credentials_by_user_and_service?service_id=1&user_id=${xml}`,
    ),
    read('/services/settings', '/services/settings?id=1'),
    read('/services/service_fields', '/services/service_fields?id=1'),
    write('/services/save_credentials', [entry(14, 'api_key', 'same-key')]),
    write('/services/diff_credentials', entry(14, 'api_key', 'other-key')),
    write('/service_credential_check/ftp', [
      entry(geodis, 'manifest_ftp', 'ftp://a@b.example.com'),
    ]),
    write('/services/remove_credential', { accountName: 'none', user_id: xml, service_id: 14 }),
    write('/services/toggle_user', { service_id: 1, user_id: xml, isActive: true }),
    // A group-only manager may not switch their own active account (spec b section 4).
    write(
      '/services/toggle_user',
      { service_id: 1, user_id: teamlead.id, isActive: true },
      { allowed: ['superadmin', 'staff', 'mfa'] },
    ),
    write('/services/save_logo', { service_id: 3, logo: png }),
    write('/services/save_settings', { ...setting, data: setting.data }),
    write(
      '/services/create_settings',
      { key: 'access-test', user_id: setting.user_id, service_id: 1, data: {} },
      { writes: true },
    ),
    {
      method: 'DELETE',
      path: '/services/delete_settings',
      body: { id: 999_999, user_id: 1 },
      allowed: WRITERS,
    },
    write('/services/saveMaintenance', { service_id: 3, time_from: 1, time_to: 2, comments: '' }),
    write('/services/deleteMaintenance', { id: 999_999 }),
    read('/barcode_ranges'),
    write(
      '/barcode_ranges/create',
      {
        user: client.id,
        carrier_id: 5,
        barcodeGroup: 'access',
        prefix: '',
        beginValue: '1',
        endValue: '99',
      },
      { writes: true },
    ),
    write('/barcode_ranges/delete', { id: 999_999 }),
    write('/barcode_ranges/toggle_notifications', {
      user_id: range.user_id,
      carrier_id: range.carrier_id,
      barcode_group: range.barcode_group,
      notifications: range.notifications,
    }),
  ];
}

/**
 * Users (spec b section 6): the screen's reads for staff; a user's secrets and the writes for
 * those who manage that user (a group-only manager does not even see users outside its group:
 * 404). Every staff account may save its own profile (test/server/users.test.ts).
 */
function userRoutes(): Route[] {
  const managers: Role[] = ['superadmin', 'staff', 'teamlead'];
  const member = `id=${teamMember.id}`;
  const save = {
    user: {
      id: teamMember.id,
      login: teamMember.login,
      email: teamMember.email,
      notification_emails: [],
      role: teamMember.roleKey,
      parent_id: teamlead.id,
      status: 1,
      withBilling: false,
      accessScope: ['control_panel'],
    },
    services: [],
  };
  const mfa = (id: number, allowed: Role[]): Route => ({
    method: 'POST',
    path: '/users/enable_mfa',
    body: { id, mfa: true },
    allowed,
    writes: true,
    refusals: [404],
  });
  return [
    { method: 'GET', path: '/users', call: '/users?search=a&page=2', allowed: STAFF },
    { method: 'GET', path: '/users/save_page', call: `/users/save_page?${member}`, allowed: STAFF },
    { method: 'GET', path: '/users/save_page/', call: `/users/save_page/?id=0`, allowed: STAFF },
    { method: 'GET', path: '/users/secrets', call: `/users/secrets?${member}`, allowed: managers },
    {
      method: 'GET',
      path: '/users/secrets/',
      call: `/users/secrets/?${member}`,
      allowed: managers,
    },
    { method: 'POST', path: '/users/save_process', body: save, allowed: managers, writes: true },
    mfa(plainStaff.id, ['superadmin', 'staff']),
    mfa(teamMember.id, managers),
    mfa(1, ['superadmin']),
  ];
}

/**
 * Tracking mapping (spec c section 6, decision 029): the list's and the overview's reads for
 * staff, each write for the holders of its own action URL (a read-only viewer holds none).
 */
function trackingMappingRoutes(): Route[] {
  const mapped = db.trackingMapping.mappings.find((m) => m.status !== 0)!;
  return [
    read('/tracking_mapping', '/tracking_mapping?carrier=7&status=0'),
    read('/tracking_mapping/forFilter'),
    read('/tracking_mapping/forAdd'),
    read('/tracking_mapping/download_csv', '/tracking_mapping/download_csv?status=0'),
    read('/tracking_mapping/overview'),
    read('/tracking_mapping/forFilterOverview'),
    // Saving the status it has changes nothing, so every caller shares the dataset.
    {
      method: 'POST',
      path: '/tracking_mapping/save',
      body: { id: mapped.id, status: mapped.status },
      allowed: WRITERS,
    },
    {
      method: 'POST',
      path: '/tracking_mapping/create',
      body: { carrier: 3, carrier_status: 'ACCESS1', status: 1300 },
      allowed: WRITERS,
      writes: true,
    },
    { method: 'POST', path: '/tracking_mapping/delete', body: { id: 999_999 }, allowed: WRITERS },
  ];
}

/**
 * Label builder (spec c section 6): reads, labels and print hashes for every staff role (the
 * screen's access URL); its print link (a printHash in the query) is tested in
 * label-builder.test.ts.
 */
function labelBuilderRoutes(): Route[] {
  return [
    read('/label_builder'),
    read('/label_builder/get_label', '/label_builder/get_label?carrierKind=direct&carrier=1'),
    {
      method: 'POST',
      path: '/label_builder/generate_print_hash',
      body: { id: 1_767_225_600_000 },
      allowed: STAFF,
    },
  ];
}

/**
 * Manual tracking and re-manifest (issue 16, decision 040): the services lists for staff, each
 * run for the holders of its own action URL (a viewer opens the screens and runs nothing). A run
 * changes nothing, so every caller shares the dataset.
 */
function manualRunRoutes(): Route[] {
  const parcel = db.parcels.find((p) => p.userId === client.id)!;
  const run = {
    carrier: `${parcel.carrierId}:1`,
    user_id: client.id,
    tracking_numbers: [parcel.tracking],
  };
  return [
    read('/manual_tracking'),
    read('/manual_manifest'),
    write('/manual_tracking/process', run),
    write('/manual_manifest/process', run),
  ];
}

/**
 * Pickup points and holidays (issue 16, decision 039): reads of their screens' access URLs, for
 * every staff role; nothing they answer changes the dataset.
 */
function pudoPointAndHolidayRoutes(): Route[] {
  const service = db.services.find((s) => s.name === 'DPD - Pickup')!;
  const account = db.serviceArea.accounts.get(service.id)!.find((a) => a.isActive)!;
  return [
    read('/pudo_points'),
    read(
      '/pudo_points/map',
      `/pudo_points/map?services_list[0][id]=${service.id}&user_id=${account.userId}&address[country]=DE`,
    ),
    read('/holidays'),
    read(
      '/holidays/download_csv',
      '/holidays/download_csv?country=DE&date_from=01-01-2026&date_to=31-12-2026',
    ),
  ];
}

/**
 * Carrier error mapping (spec c section 6): the screen's reads for staff (its API paths are
 * /carrier_errors, its access URL /carrier_error_mapping), each write for the holders of its
 * own action URL.
 */
/**
 * App version (super admins only, '/app/version') and the API console: its lists for staff, the
 * request for the holders of its action URL, sent as the demo client (a client user, so staff
 * may too). test/server/app-version.test.ts and api-console.test.ts test the refusals past
 * the guard.
 */
function appVersionAndApiConsoleRoutes(): Route[] {
  return [
    {
      method: 'POST',
      path: '/app/version',
      body: { passphrase: 'demo' },
      allowed: ['superadmin'],
    },
    read('/api_console'),
    write('/api_console/process_request', {
      user_id: client.id,
      api_key_name: 'api_key',
      api_url: '/services',
      method: 'GET',
    }),
  ];
}

function carrierErrorRoutes(): Route[] {
  const mapped = db.carrierErrors.mappings.find((m) => m.resultErrorCode !== null)!;
  const example = [...db.carrierErrors.examples.keys()][0]!;
  return [
    read('/carrier_errors', '/carrier_errors?carrier_id=3&error_code=not_mapped'),
    read('/carrier_errors/forFilter'),
    read('/carrier_errors/download_csv', '/carrier_errors/download_csv?error_code=not_mapped'),
    read('/carrier_errors/get_example', `/carrier_errors/get_example?id=${example}`),
    // Saving a mapping as it is changes nothing, so every caller shares the dataset.
    {
      method: 'POST',
      path: '/carrier_errors/save',
      body: {
        id: mapped.id,
        carrier_id: mapped.carrierId,
        carrier_version: mapped.carrierVersion,
        carrier_error_pattern: mapped.errorPattern,
        http_code: mapped.currentHttpCode,
        result_error_code: mapped.resultErrorCode,
        result_error_field: mapped.resultErrorField,
        use_carrier_msg: mapped.useCarrierMessage,
        result_error_msg: mapped.resultErrorMsg,
      },
      allowed: WRITERS,
    },
    {
      method: 'POST',
      path: '/carrier_errors/save',
      body: {
        carrier_id: 4,
        carrier_error_pattern: 'ACCESS.TEST',
        result_error_code: 'REQUEST_INVALID',
      },
      allowed: WRITERS,
      writes: true,
    },
    { method: 'POST', path: '/carrier_errors/delete', body: { id: 999_999 }, allowed: WRITERS },
  ];
}

/**
 * Cron robots (spec c section 6; API paths /robots, access URL /cron_robots): the reads, the
 * arguments and the launch command for staff; stop, start, delete and schedule_save for the
 * holders of their own action URLs. A stop or delete of no robot (404 past the guard) and a save
 * of a row as it is share the dataset; test/server/cron-robots.test.ts stops real ones.
 */
/**
 * Carrier documentation (issue 17, decision 044): the reads for staff (the screen's URL
 * /carriers), the whitelisting download and every write for the holders of its own action URL.
 * The writes aim at a carrier that does not exist (a 404 once past the guard), so every caller
 * shares the dataset; adding a link is the one real write. test/server/carriers-docs.test.ts
 * tests what they change.
 */
function carriersDocsRoutes(): Route[] {
  const doc = [...db.carriersDocs.docs.values()].find((d) =>
    [...d.kinds.direct.values()].some((v) => v.labels.length > 0 && v.general.files.length > 0),
  )!;
  const [name, version] = [...doc.kinds.direct].find(
    ([, v]) => v.labels.length > 0 && v.general.files.length > 0,
  )!;
  const at = `carrierId=${doc.carrierId}&kind=direct&version=${name}`;
  const none = { carrierId: 999_999, kind: 'direct', version: 'v1' };
  const contact = { name: 'Ann', email: '', phone: '' };
  const upload = [{ fileName: 'a.txt', file: 'YQ==' }];
  return [
    read('/carriers_docs/carriers_list'),
    read(
      '/carriers_docs/carrier_details',
      `/carriers_docs/carrier_details?carrierId=${doc.carrierId}`,
    ),
    read(
      '/carriers_docs/get_label',
      `/carriers_docs/get_label?${at}&fileName=${version.labels[0]!.fileName}`,
    ),
    read(
      '/carriers_docs/get_file',
      `/carriers_docs/get_file?${at}&part=general&fileName=${version.general.files[0]!.fileName}`,
    ),
    { method: 'GET', path: '/carriers_docs/download_whitelisting', allowed: WRITERS },
    write('/carriers_docs/add_carrier', { carrierName: 'DHL Express' }),
    write('/carriers_docs/save_note', { carrierId: 999_999, note: 'x' }),
    write('/carriers_docs/save_logo', { carrierId: 999_999, logo: 'iVBORw0KGgo=' }),
    write('/carriers_docs/add_contact', { ...none, contact }),
    write('/carriers_docs/update_contact', { ...none, userId: 1, contactId: 1, contact }),
    write('/carriers_docs/delete_contact', { ...none, userId: 1, contactId: 1 }),
    write('/carriers_docs/add_label', { ...none, files: upload }),
    write('/carriers_docs/delete_label', { ...none, fileName: 'a.pdf' }),
    write('/carriers_docs/add_file', { ...none, part: 'general', files: upload }),
    write('/carriers_docs/delete_file', { ...none, part: 'booking', fileName: 'a.pdf' }),
    write('/carriers_docs/add_info', { ...none, part: 'general', info: '<p>x</p>' }),
    write(
      '/carriers_docs/add_link',
      {
        carrierId: doc.carrierId,
        kind: 'direct',
        version: 'access-test',
        part: 'tracking',
        link: 'https://example.com/track',
      },
      { writes: true },
    ),
    write('/carriers_docs/delete_link', { ...none, part: 'general', link: 'https://x.example' }),
    write('/carriers_docs/toggle_whitelisting', { ...none, part: 'pudo', whitelisting: true }),
  ];
}

/**
 * Billing clients (issue 17, decisions 043 and 046): reads, the profile and the notifications for
 * super admins and the client user's own record (another client's is a 403); the money writes for
 * super admins only; staff nothing. Deletes of no entry (404 past the guard) share the dataset.
 */
function billingClientRoutes(): Route[] {
  const own = client.id;
  const other = [...db.billingAccounts.values()].find((a) => a.userId !== own && a.configured)!;
  const service = connectedServiceIds(db.users, db.billingAccounts.get(own)!)[0]!;
  const later = Math.floor(Date.now() / 1000) + 30 * 86_400;
  const both: Role[] = ['superadmin', 'client'];
  const admin: Role[] = ['superadmin'];
  const post = (path: string, body: unknown, allowed: Role[], writes = false): Route => ({
    method: 'POST',
    path,
    body,
    allowed,
    writes,
  });
  return [
    { method: 'GET', path: '/billing_clients', allowed: both },
    {
      method: 'GET',
      path: '/billing_clients/get_client',
      call: `/billing_clients/get_client?user_id=${own}`,
      allowed: both,
    },
    // Another client's record: a client user gets 403 (decision 043).
    {
      method: 'GET',
      path: '/billing_clients/get_client',
      call: `/billing_clients/get_client?user_id=${other.userId}`,
      allowed: admin,
    },
    post(
      '/billing_clients/save_client',
      { user_id: own, currency: 'EUR', emails: [{ email: 'billing@example.com' }] },
      both,
      true,
    ),
    post(
      '/billing_clients/save_client',
      { user_id: other.userId, currency: other.currency, emails: [] },
      admin,
      true,
    ),
    post(
      '/billing_clients/save_markup',
      {
        user_id: own,
        service_id: service,
        date_start: later,
        markup_type: 'percent',
        markup_amount: '12.5',
      },
      admin,
      true,
    ),
    post('/billing_clients/delete_markup', { id: 999_999, user_id: own }, admin),
    post('/billing_clients/save_billing_model', { user_id: own, billing_model: 2 }, admin),
    post(
      '/billing_clients/save_price',
      {
        user_id: own,
        price: '0.05',
        date_start: later,
        uri: '/tracking',
        request_method: 'GET',
      },
      admin,
      true,
    ),
    post('/billing_clients/delete_price', { id: 999_999, user_id: own }, admin),
    post('/billing_clients/saveNotifications', { user_id: own, notifications: [] }, both),
    post('/billing_clients/saveNotifications', { user_id: other.userId, notifications: [] }, admin),
  ];
}

/**
 * Billing prices (issue 17, decisions 043 and 046): a client user its own client's table only
 * (another client_id is a 403), a super admin any client's; staff none.
 */
function billingPriceRoutes(): Route[] {
  const service = client.serviceIds[0]!;
  const otherClient = [...db.billingAccounts.values()].find((a) => a.userId !== client.id)!;
  const own = `client_id=${client.id}&service_id=${service}&date=01-06-2026`;
  const other = `client_id=${otherClient.userId}&service_id=${service}&date=01-06-2026`;
  const both: Role[] = ['superadmin', 'client'];
  return [
    { method: 'GET', path: '/billing_prices', call: `/billing_prices?${own}`, allowed: both },
    {
      method: 'GET',
      path: '/billing_prices',
      call: `/billing_prices?${other}`,
      allowed: ['superadmin'],
    },
    {
      method: 'GET',
      path: '/billing_prices/download',
      call: `/billing_prices/download?${own}`,
      allowed: both,
    },
    {
      method: 'GET',
      path: '/billing_prices/download',
      call: `/billing_prices/download?${other}`,
      allowed: ['superadmin'],
    },
  ];
}

/** Billing operations (issue 17, decision 043): filled in by its helper. */
function billingOperationRoutes(): Route[] {
  // The demo client owns its client, so its user id is its billing id (decision 043).
  const billing: Role[] = ['superadmin', 'client'];
  const own = `client_id=${client.id}`;
  return [
    { method: 'GET', path: '/billing_operations', allowed: billing },
    {
      method: 'GET',
      path: '/billing_operations/client_balance',
      call: `/billing_operations/client_balance?${own}`,
      allowed: billing,
    },
    { method: 'GET', path: '/billing_operations/clients_balances', allowed: ['superadmin'] },
    {
      method: 'GET',
      path: '/billing_operations/reports',
      call: `/billing_operations/reports?${own}&page=2&request[]=GET%20/tracking`,
      allowed: billing,
    },
    {
      method: 'GET',
      path: '/billing_operations/transactions_log',
      call: `/billing_operations/transactions_log?${own}&date_from=01-10-2026%2000:00:00`,
      allowed: billing,
    },
    {
      method: 'POST',
      path: '/billing_operations/add_income',
      body: { date: '20-11-2026 10:00:00', client_id: client.id, amount: '25.50' },
      allowed: ['superadmin'],
      writes: true,
    },
  ];
}

function cronRobotRoutes(): Route[] {
  const row = db.cronRobots.schedules[0]!;
  const launch = { group: 'maintenance', robot: 'rotate_logs', parameters: {} };
  return [
    read('/robots'),
    read('/robots/robotsList'),
    read('/robots/history_log', '/robots/history_log?task_name=tracking&pid=1&page=2'),
    read('/robots/schedule', '/robots/schedule?status=2&search=dhl'),
    { method: 'POST', path: '/robots/robotArguments', body: launch, allowed: STAFF },
    { method: 'POST', path: '/robots/robotGetCommand', body: launch, allowed: STAFF },
    write('/robots/start', launch, { writes: true }),
    write('/robots/stop', { name: 'none#1' }),
    write('/robots/delete', { name: 'none#1' }),
    write('/robots/schedule_save', row),
  ];
}

type Route = {
  method: 'GET' | 'POST' | 'DELETE';
  /** The registered path (what Hono lists) and the path called, when they differ. */
  path: string;
  call?: string;
  body?: unknown;
  allowed: Role[] | 'public';
  /** Changes data: each caller gets a fresh dataset. */
  writes?: boolean;
  /** Statuses that refuse here, besides 401 and 403 (a refused self login-as is a 400). */
  refusals?: number[];
};

const ROUTES: Route[] = [
  { method: 'GET', path: '/main/get_all_lists', allowed: SIGNED_IN },
  { method: 'GET', path: '/dashboard/healthCheck', allowed: STAFF },
  { method: 'GET', path: '/dashboard/errorMapping', allowed: ['superadmin'] },
  { method: 'GET', path: '/dashboard/trackingMapping', allowed: ['superadmin'] },
  { method: 'GET', path: '/dashboard/requests', allowed: ['superadmin'] },
  { method: 'GET', path: '/dashboard/parcelsStatistics', allowed: SIGNED_IN },
  { method: 'GET', path: '/parcels', allowed: SIGNED_IN },
  {
    method: 'GET',
    path: '/parcels/details',
    call: `/parcels/details?id=${parcel.id}`,
    allowed: SIGNED_IN,
  },
  {
    method: 'GET',
    path: '/parcels/details/',
    call: `/parcels/details/?id=${parcel.id}`,
    allowed: SIGNED_IN,
  },
  {
    method: 'GET',
    path: '/parcels/download_label',
    call: `/parcels/download_label?id=${parcel.id}`,
    allowed: SIGNED_IN,
  },
  {
    method: 'GET',
    path: '/parcels/download_invoice',
    call: `/parcels/download_invoice?id=${parcel.id}`,
    allowed: SIGNED_IN,
  },
  {
    method: 'GET',
    path: '/parcels/download_manifest',
    call: `/parcels/download_manifest?id=${manifested.id}`,
    allowed: SIGNED_IN,
  },
  {
    method: 'POST',
    path: '/parcels/generate_print_hash',
    body: { id: parcel.id },
    allowed: SIGNED_IN,
  },
  {
    method: 'POST',
    path: '/parcels/create_new',
    body: newParcel,
    allowed: SIGNED_IN,
    writes: true,
  },
  { method: 'GET', path: '/print_driver/download_driver', allowed: SIGNED_IN },
  { method: 'GET', path: '/pallets', allowed: SIGNED_IN },
  {
    method: 'GET',
    path: '/pallets/details',
    call: `/pallets/details?id=${pallet.id}`,
    allowed: SIGNED_IN,
  },
  {
    method: 'GET',
    path: '/pallets/details/',
    call: `/pallets/details/?id=${pallet.id}`,
    allowed: SIGNED_IN,
  },
  {
    method: 'GET',
    path: '/pallets/download_label',
    call: `/pallets/download_label?id=${pallet.id}`,
    allowed: SIGNED_IN,
  },
  {
    method: 'GET',
    path: '/pallets/download_manifest',
    call: `/pallets/download_manifest?id=${pallet.id}`,
    allowed: SIGNED_IN,
  },
  {
    method: 'GET',
    path: '/pallets/download_user_file',
    call: `/pallets/download_user_file?id=${pallet.id}`,
    allowed: SIGNED_IN,
  },
  {
    method: 'POST',
    path: '/pallets/generate_print_hash',
    body: { id: pallet.id },
    allowed: SIGNED_IN,
  },
  { method: 'GET', path: '/stats_requests', allowed: SIGNED_IN },
  { method: 'GET', path: '/stats_requests/for_filter', allowed: SIGNED_IN },
  { method: 'GET', path: '/stats_requests/get_table', allowed: SIGNED_IN },
  // Spec b: the request log for every role (a client sees its own); health checks for staff.
  { method: 'GET', path: '/requests_log', allowed: SIGNED_IN },
  { method: 'GET', path: '/requests_log/forFilter', allowed: SIGNED_IN },
  {
    method: 'GET',
    path: '/requests_log/details',
    call: `/requests_log/details?id=${clientRequest}`,
    allowed: SIGNED_IN,
  },
  {
    method: 'GET',
    path: '/requests_log/details/',
    call: `/requests_log/details/?id=${clientRequest}`,
    allowed: SIGNED_IN,
  },
  { method: 'GET', path: '/healthcheck', allowed: STAFF },
  { method: 'GET', path: '/healthcheck/detail', allowed: STAFF },
  {
    method: 'GET',
    path: '/healthcheck/getData',
    call: '/healthcheck/getData?id=1',
    allowed: STAFF,
  },
  // Spec b section 6: login-as for user managers, never upward, a group-only one in its group.
  {
    method: 'POST',
    path: '/auth/login_as',
    body: { userId: colleague.id },
    allowed: ['superadmin', 'staff'],
    writes: true,
  },
  {
    method: 'POST',
    path: '/auth/login_as',
    body: { userId: teamMember.id },
    allowed: ['superadmin', 'staff', 'teamlead'],
    writes: true,
  },
  {
    method: 'POST',
    path: '/auth/login_as',
    body: { userId: 1 },
    allowed: [],
    writes: true,
    refusals: [400],
  },
  ...userRoutes(),
  {
    method: 'POST',
    path: '/users/save_mfa',
    body: { mfa_code: '123456' },
    allowed: SIGNED_IN,
    writes: true,
  },
  // Public calls answer without an account (their own rules are tested elsewhere).
  {
    method: 'POST',
    path: '/auth/login',
    body: { login: 'staff', password: 'demo' },
    allowed: 'public',
  },
  { method: 'POST', path: '/auth/login_mfa', body: { mfa_code: '000000' }, allowed: 'public' },
  { method: 'POST', path: '/auth/logout', allowed: 'public' },
  { method: 'POST', path: '/auth/logoutAll', allowed: 'public' },
  {
    method: 'POST',
    path: '/activation',
    body: { token: 'x', password: 'x', password_confirm: 'x' },
    allowed: 'public',
  },
  { method: 'POST', path: '/recovery', body: { login: 'staff' }, allowed: 'public' },
  { method: 'POST', path: '/password_confirm', body: { token: 'x', user: 'x' }, allowed: 'public' },
  { method: 'GET', path: '/parcels/get_label', allowed: 'public' },
  { method: 'GET', path: '/pallets/get_label', allowed: 'public' },
  ...serviceRoutes(),
  ...cronRobotRoutes(),
  ...carrierErrorRoutes(),
  ...trackingMappingRoutes(),
  ...pudoPointAndHolidayRoutes(),
  ...manualRunRoutes(),
  ...labelBuilderRoutes(),
  ...appVersionAndApiConsoleRoutes(),
  ...carriersDocsRoutes(),
  ...billingClientRoutes(),
  ...billingPriceRoutes(),
  ...billingOperationRoutes(),
];

async function signedIn(server: ReturnType<typeof createApp>, role: Role) {
  const browser = createBrowser(server);
  if (role === 'anonymous') return { browser, identifier: undefined };
  let identifier = await browser.login(role);
  if (role === 'mfa') {
    const done = await browser.post(
      '/admin/auth/login_mfa',
      { mfa_code: '123456' },
      { identifier },
    );
    identifier = done.body.user.headerIdentifier;
  }
  return { browser, identifier };
}

const REFUSED = [401, 403];

describe('the access table', () => {
  const shared = createApp({ db });
  // One sign-in per role on the shared server, reused by every route that changes nothing: a
  // sign-in runs scrypt (about 60 ms of CPU), and the table makes hundreds of checks. A route that
  // writes gets a fresh server (a fresh dataset, about 0.3 s) for each role allowed to write, and
  // signs in there; a role it refuses changes nothing, so it asks on the shared server (decision
  // 052). Were the guard to let it through, its check fails there all the same.
  const sharedSessions = new Map<Role, ReturnType<typeof signedIn>>();
  const sessionOf = (role: Role) => {
    if (!sharedSessions.has(role)) sharedSessions.set(role, signedIn(shared, role));
    return sharedSessions.get(role)!;
  };
  let checks = 0;
  let refusals = 0;

  it.each(ROUTES.filter((route) => route.allowed !== 'public'))(
    '$method $path $body',
    async (route) => {
      const allowed = route.allowed as Role[];
      for (const role of ROLES) {
        const { browser, identifier } =
          route.writes && allowed.includes(role)
            ? await signedIn(createApp({ db: createDb() }), role)
            : await sessionOf(role);
        const path = `/admin${route.call ?? route.path}`;
        const answer =
          route.method === 'GET'
            ? await browser.get(path, { identifier })
            : route.method === 'DELETE'
              ? await browser.delete(path, route.body ?? {}, { identifier })
              : await browser.post(path, route.body ?? {}, { identifier });
        checks += 1;
        const expected = allowed.includes(role);
        if (!expected) refusals += 1;
        expect(
          {
            role,
            status: answer.status,
            refused: [...REFUSED, ...(route.refusals ?? [])].includes(answer.status),
          },
          JSON.stringify(answer.body).slice(0, 200),
        ).toEqual({ role, status: answer.status, refused: !expected });
        if (expected) expect(answer.status).toBeLessThan(500);
        if (role === 'anonymous') expect(answer.status).toBe(401);
      }
    },
  );

  it('counts what it tried (for the closing figures)', () => {
    console.info(`access table: ${checks} checks, ${refusals} refused as expected`);
    expect(checks).toBeGreaterThan(150);
  });
});

describe('the route list', () => {
  it('lists every registered route, and the guard classifies each one', () => {
    const { api } = createApp({ db });
    const registered = new Set(
      api.routes.filter((r) => r.path !== '/*').map((r) => `${r.method} ${r.path}`),
    );
    const listed = new Set(ROUTES.map((r) => `${r.method} ${r.path}`));
    expect([...registered].sort()).toEqual([...listed].sort());
    for (const route of ROUTES) {
      const access = accessOfPath(route.path);
      expect(access.kind, route.path).not.toBe('unlisted');
      expect(access.kind === 'public', route.path).toBe(route.allowed === 'public');
    }
  });
});
