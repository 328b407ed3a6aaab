import type { Subject } from '@/contract/rights/decide';
import type { User } from '../../../server/areas/auth/seed';
import { connectedServiceIds } from '../../../server/areas/billing-clients/seed';
import type { Db } from '../../../server/data/db';
import { subjectOf } from '../../../server/rights/actor';
import type { RouteKey } from '../../../server/rights/route-rights';

// One well-formed call per declared route, for the generated rights test (rights.test.ts). A
// route that names a target gets the candidates its target may be: for users the caller itself,
// a team member, a peer, the super admin, another client's developer and an API-only merchant;
// for billing the demo client, a client with billing and one other; for parcels and pallets
// records of three owners. The test expects what the model says of each (caller, candidate).
// Calls are made to be repeated on one dataset: saves write what is there, creates take a fresh
// name (`n`), deletes aim at nothing (404 once past the guard).

/** What a call names, and the model's view of it. */
export type Candidate = { label: string; id: number; subjects: Subject[] };

export type SampleCall = { db: Db; actor: User; target: number; n: number };

export type Sample = {
  route: RouteKey;
  /** The candidates of a route that names a target. */
  targets?: (db: Db, actor: User) => Candidate[];
  /** The path called (with its query), when it is not the route's own path. */
  call?: (c: SampleCall) => string;
  body?: (c: SampleCall) => unknown;
  /** What an allowed call may answer (default 200): the handler's own not-found or field rules. */
  ok?: number[];
};

const byLogin = (db: Db, login: string) => db.users.find((u) => u.login === login)!;
const byId = (db: Db, id: number) => db.users.find((u) => u.id === id)!;

/** The users a call about a user is tried on. */
function userCandidates(db: Db, actor: User): Candidate[] {
  const teamlead = byLogin(db, 'teamlead');
  const picks: Array<[string, User]> = [
    ['self', actor],
    ['team member', db.users.find((u) => u.parentId === teamlead.id)!],
    ['staff peer', byLogin(db, 'libby.schiller')],
    ['super admin', byLogin(db, 'superadmin')],
    ["another client's developer", byLogin(db, 'mayer-llc-api2')],
    ['API-only merchant', db.users.find((u) => u.login.endsWith('-r3-1'))!],
  ];
  return picks.map(([label, user]) => ({ label, id: user.id, subjects: [subjectOf(user)] }));
}

/** The billing clients a call about a client is tried on (their owners' user ids). */
function clientCandidates(db: Db): Candidate[] {
  const account = (login: string) => {
    const owner = byLogin(db, login);
    return [...db.billingAccounts.values()].find((a) => a.clientId === owner.clientId)!;
  };
  return (
    [
      ['demo client', account('client')],
      ['client with an accountant', account('williamson-llc-api1')],
      ['other client', account('o-hara-inc-api1')],
    ] as const
  ).map(([label, a]) => ({ label, id: a.userId, subjects: [{ clientId: a.clientId }] }));
}

/** Records of the demo client, of its developer and of another client. */
function recordCandidates(db: Db, kind: 'parcels' | 'pallets'): Candidate[] {
  const owners = ['client', 'northwind-traders-api2', 'o-hara-inc-api1'].map((l) => byLogin(db, l));
  return owners.flatMap((owner) => {
    const id =
      kind === 'parcels'
        ? db.parcels.find((p) => p.userId === owner.id && p.labelFile && p.hasInvoice)?.id
        : db.pallets.find((p) => p.user_id === owner.id && p.has_label)?.id;
    return id === undefined
      ? []
      : [{ label: `${kind} of ${owner.login}`, id, subjects: [subjectOf(owner)] }];
  });
}

/** A service the user has an account on, and that account's first field as it is stored. */
function storedEntry(db: Db, userId: number) {
  for (const [serviceId, accounts] of db.serviceArea.accounts) {
    const account = accounts.find((a) => a.userId === userId);
    const [name, values] = Object.entries(account?.credentials ?? {})[0] ?? [];
    const [field, value] = Object.entries(values ?? {})[0] ?? [];
    if (account && name && field && value) {
      return {
        serviceId,
        isActive: account.isActive,
        entry: {
          user_id: userId,
          service_id: serviceId,
          credentials: { [name]: { [field]: value } },
        },
      };
    }
  }
  return {
    serviceId: 1,
    isActive: true,
    entry: { user_id: userId, service_id: 1, credentials: {} },
  };
}

/** The user's save body as it stands: saving it changes nothing. */
function userAsItIs(db: Db, user: User) {
  const profile = db.userArea.profiles.get(user.id)!;
  const services = new Set(user.serviceIds);
  for (const [serviceId, accounts] of db.serviceArea.accounts) {
    if (accounts.some((a) => a.userId === user.id && a.isActive)) services.add(serviceId);
  }
  return {
    user: {
      id: user.id,
      login: user.login,
      email: user.email,
      notification_emails: [...profile.notificationEmails],
      role: user.roleKey,
      parent_id: user.parentId ?? 0,
      status: user.active ? 1 : 0,
      withBilling: profile.withBilling,
      accessScope: [...profile.accessScope],
    },
    services: [...services].sort((a, b) => a - b),
  };
}

const users = { targets: userCandidates };
const clients = { targets: clientCandidates };
const NOT_FOUND_OK = [200, 404];
/** A user's account on a service: staff have none (the handler's field error once allowed). */
const ACCOUNT_OK = [200, 400, 404];

const read = (route: RouteKey, call?: string, ok?: number[]): Sample => ({
  route,
  call: call === undefined ? undefined : () => call,
  ok,
});

export function routeSamples(db: Db): Sample[] {
  const client = byLogin(db, 'client');
  const clientRequest = db.requestLog.rows().user.lastIndexOf(client.id) + 1;
  const setting = db.serviceArea.settings.find((s) => s.service_id === 1)!;
  const range = db.barcodeRanges.ranges[0]!;
  const mapped = db.trackingMapping.mappings.find((m) => m.status !== 0)!;
  const errorMapping = db.carrierErrors.mappings.find((m) => m.resultErrorCode !== null)!;
  const example = [...db.carrierErrors.examples.keys()][0]!;
  const schedule = db.cronRobots.schedules[0]!;
  const launch = { group: 'maintenance', robot: 'rotate_logs', parameters: {} };
  const pudo = db.services.find((s) => s.name === 'DPD - Pickup')!;
  const pudoAccount = db.serviceArea.accounts.get(pudo.id)!.find((a) => a.isActive)!;
  const manualParcel = db.parcels.find((p) => p.userId === client.id)!;
  const doc = [...db.carriersDocs.docs.values()].find((d) =>
    [...d.kinds.direct.values()].some((v) => v.labels.length > 0 && v.general.files.length > 0),
  )!;
  const [versionName, version] = [...doc.kinds.direct].find(
    ([, v]) => v.labels.length > 0 && v.general.files.length > 0,
  )!;
  const at = `carrierId=${doc.carrierId}&kind=direct&version=${versionName}`;
  const none = { carrierId: 999_999, kind: 'direct', version: 'v1' };
  const contact = { name: 'Ann', email: '', phone: '' };
  const upload = [{ fileName: 'a.txt', file: 'YQ==' }];
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]).toString('base64');
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
  const later = Math.floor(Date.now() / 1000) + 30 * 86_400;
  const accountOf = (id: number) => db.billingAccounts.get(id)!;
  const serviceOfClient = (id: number) =>
    connectedServiceIds(db.users, accountOf(id))[0] ?? client.serviceIds[0]!;
  const parcels = { targets: (d: Db) => recordCandidates(d, 'parcels') };
  const pallets = { targets: (d: Db) => recordCandidates(d, 'pallets') };

  return [
    // Open before sign-in (their own rules are tested in auth.test.ts and account-links.test.ts).
    { route: 'POST /auth/login', body: () => ({ login: 'nobody', password: 'x' }), ok: [400] },
    { route: 'POST /auth/login_mfa', body: () => ({ mfa_code: '000000' }) },
    { route: 'POST /auth/logout' },
    { route: 'POST /auth/logoutAll' },
    {
      route: 'POST /activation',
      body: () => ({ token: 'x', password: 'x', password_confirm: 'x' }),
    },
    { route: 'POST /recovery', body: () => ({ login: 'nobody' }) },
    { route: 'POST /password_confirm', body: () => ({ token: 'x', user: 'x' }) },
    read('GET /parcels/get_label'),
    read('GET /pallets/get_label'),
    read('GET /main/get_all_lists'),
    // Dashboard
    read('GET /dashboard/healthCheck'),
    read('GET /dashboard/errorMapping'),
    read('GET /dashboard/trackingMapping'),
    read('GET /dashboard/requests'),
    read('GET /dashboard/parcelsStatistics'),
    // Parcels and pallets
    read('GET /parcels'),
    { route: 'GET /parcels/details', ...parcels, call: (c) => `/parcels/details?id=${c.target}` },
    {
      route: 'GET /parcels/download_label',
      ...parcels,
      call: (c) => `/parcels/download_label?id=${c.target}`,
    },
    {
      route: 'GET /parcels/download_invoice',
      ...parcels,
      call: (c) => `/parcels/download_invoice?id=${c.target}`,
    },
    {
      route: 'GET /parcels/download_manifest',
      ...parcels,
      call: (c) => `/parcels/download_manifest?id=${c.target}`,
      ok: NOT_FOUND_OK,
    },
    { route: 'POST /parcels/generate_print_hash', ...parcels, body: (c) => ({ id: c.target }) },
    { route: 'POST /parcels/create_new', body: () => newParcel, ok: [200, 400] },
    read('GET /print_driver/download_driver'),
    read('GET /pallets'),
    { route: 'GET /pallets/details', ...pallets, call: (c) => `/pallets/details?id=${c.target}` },
    {
      route: 'GET /pallets/download_label',
      ...pallets,
      call: (c) => `/pallets/download_label?id=${c.target}`,
    },
    {
      route: 'GET /pallets/download_manifest',
      ...pallets,
      call: (c) => `/pallets/download_manifest?id=${c.target}`,
      ok: NOT_FOUND_OK,
    },
    {
      route: 'GET /pallets/download_user_file',
      ...pallets,
      call: (c) => `/pallets/download_user_file?id=${c.target}`,
      ok: NOT_FOUND_OK,
    },
    { route: 'POST /pallets/generate_print_hash', ...pallets, body: (c) => ({ id: c.target }) },
    // Statistics, request log, health check
    read('GET /stats_requests'),
    read('GET /stats_requests/for_filter'),
    read('GET /stats_requests/get_table'),
    read('GET /requests_log'),
    read('GET /requests_log/forFilter'),
    // The demo client's own request: another reader of its scope finds nothing (404).
    read('GET /requests_log/details', `/requests_log/details?id=${clientRequest}`, NOT_FOUND_OK),
    read('GET /healthcheck'),
    read('GET /healthcheck/detail'),
    read('GET /healthcheck/getData', '/healthcheck/getData?id=1'),
    // Services: the platform's service, and a user's account on it
    read('GET /services'),
    read('GET /services/save', '/services/save?id=1'),
    read('GET /services/settings', '/services/settings?id=1'),
    read('GET /services/service_fields', '/services/service_fields?id=1'),
    {
      route: 'GET /services/credentials_by_user_and_service',
      ...users,
      call: (c) =>
        `/services/credentials_by_user_and_service?service_id=${storedEntry(c.db, c.target).serviceId}&user_id=${c.target}`,
      ok: ACCOUNT_OK,
    },
    {
      route: 'POST /services/save_credentials',
      ...users,
      body: (c) => [storedEntry(c.db, c.target).entry],
      ok: ACCOUNT_OK,
    },
    {
      route: 'POST /services/diff_credentials',
      ...users,
      body: (c) => storedEntry(c.db, c.target).entry,
      ok: ACCOUNT_OK,
    },
    {
      route: 'POST /service_credential_check/ftp',
      ...users,
      body: (c) => [storedEntry(c.db, c.target).entry],
      ok: ACCOUNT_OK,
    },
    {
      route: 'POST /services/remove_credential',
      ...users,
      body: (c) => ({
        accountName: 'none',
        user_id: c.target,
        service_id: storedEntry(c.db, c.target).serviceId,
      }),
      ok: [400, 404],
    },
    {
      route: 'POST /services/toggle_user',
      ...users,
      body: (c) => {
        const { serviceId, isActive } = storedEntry(c.db, c.target);
        return { service_id: serviceId, user_id: c.target, isActive };
      },
      ok: ACCOUNT_OK,
    },
    {
      route: 'POST /services/save_settings',
      ...users,
      body: (c) => ({ ...setting, user_id: c.target }),
      ok: [200, 400, 404],
    },
    {
      route: 'POST /services/create_settings',
      ...users,
      body: (c) => ({ key: `rights-${c.n}`, user_id: c.target, service_id: 1, data: {} }),
      ok: [200, 400, 404],
    },
    {
      route: 'DELETE /services/delete_settings',
      ...users,
      body: (c) => ({ id: 999_999, user_id: c.target }),
      ok: [404],
    },
    { route: 'POST /services/save_logo', body: () => ({ service_id: 3, logo: png }) },
    {
      route: 'POST /services/saveMaintenance',
      body: () => ({ service_id: 3, time_from: later, time_to: later + 3600, comments: '' }),
    },
    { route: 'POST /services/deleteMaintenance', body: () => ({ id: 999_999 }), ok: [404] },
    // Barcode ranges
    read('GET /barcode_ranges'),
    {
      route: 'POST /barcode_ranges/create',
      body: (c) => ({
        user: client.id,
        carrier_id: 5,
        barcodeGroup: `rights${c.n}`,
        prefix: '',
        beginValue: '1',
        endValue: '99',
      }),
    },
    { route: 'POST /barcode_ranges/delete', body: () => ({ id: 999_999 }), ok: [404] },
    {
      route: 'POST /barcode_ranges/toggle_notifications',
      body: () => ({
        user_id: range.user_id,
        carrier_id: range.carrier_id,
        barcode_group: range.barcode_group,
        notifications: range.notifications,
      }),
    },
    // Users
    read('GET /users'),
    {
      route: 'GET /users/save_page',
      ...users,
      call: (c) => `/users/save_page?id=${c.target}`,
    },
    {
      route: 'GET /users/secrets',
      ...users,
      call: (c) => `/users/secrets?id=${c.target}`,
    },
    {
      route: 'POST /users/save_process',
      ...users,
      body: (c) => userAsItIs(c.db, byId(c.db, c.target)),
    },
    { route: 'POST /users/enable_mfa', ...users, body: (c) => ({ id: c.target, mfa: true }) },
    { route: 'POST /users/enable_mfa', ...users, body: (c) => ({ id: c.target, mfa: false }) },
    { route: 'POST /auth/login_as', ...users, body: (c) => ({ userId: c.target }) },
    { route: 'POST /users/save_mfa', body: () => ({ mfa_code: '000000' }), ok: [400] },
    // Tracking mapping, carrier errors, robots
    read('GET /tracking_mapping', '/tracking_mapping?carrier=7&status=0'),
    read('GET /tracking_mapping/forFilter'),
    read('GET /tracking_mapping/forAdd'),
    read('GET /tracking_mapping/download_csv', '/tracking_mapping/download_csv?status=0'),
    read('GET /tracking_mapping/overview'),
    read('GET /tracking_mapping/forFilterOverview'),
    {
      route: 'POST /tracking_mapping/save',
      body: () => ({ id: mapped.id, status: mapped.status }),
    },
    {
      route: 'POST /tracking_mapping/create',
      body: (c) => ({ carrier: 3, carrier_status: `RIGHTS${c.n}`, status: 1300 }),
    },
    { route: 'POST /tracking_mapping/delete', body: () => ({ id: 999_999 }), ok: [404] },
    read('GET /carrier_errors', '/carrier_errors?carrier_id=3&error_code=not_mapped'),
    read('GET /carrier_errors/forFilter'),
    read('GET /carrier_errors/download_csv', '/carrier_errors/download_csv?error_code=not_mapped'),
    read('GET /carrier_errors/get_example', `/carrier_errors/get_example?id=${example}`),
    {
      route: 'POST /carrier_errors/save',
      body: () => ({
        id: errorMapping.id,
        carrier_id: errorMapping.carrierId,
        carrier_version: errorMapping.carrierVersion,
        carrier_error_pattern: errorMapping.errorPattern,
        http_code: errorMapping.currentHttpCode,
        result_error_code: errorMapping.resultErrorCode,
        result_error_field: errorMapping.resultErrorField,
        use_carrier_msg: errorMapping.useCarrierMessage,
        result_error_msg: errorMapping.resultErrorMsg,
      }),
    },
    { route: 'POST /carrier_errors/delete', body: () => ({ id: 999_999 }), ok: [404] },
    read('GET /robots'),
    read('GET /robots/robotsList'),
    read('GET /robots/history_log', '/robots/history_log?task_name=tracking&pid=1&page=2'),
    read('GET /robots/schedule', '/robots/schedule?status=2&search=dhl'),
    { route: 'POST /robots/robotArguments', body: () => launch },
    { route: 'POST /robots/robotGetCommand', body: () => launch },
    { route: 'POST /robots/start', body: () => launch },
    { route: 'POST /robots/stop', body: () => ({ name: 'none#1' }), ok: [404] },
    { route: 'POST /robots/delete', body: () => ({ name: 'none#1' }), ok: [404] },
    { route: 'POST /robots/schedule_save', body: () => schedule },
    // Tools
    read('GET /label_builder'),
    read('GET /label_builder/get_label', '/label_builder/get_label?carrierKind=direct&carrier=1'),
    { route: 'POST /label_builder/generate_print_hash', body: () => ({ id: 1_767_225_600_000 }) },
    { route: 'POST /app/version', body: () => ({ passphrase: 'demo' }) },
    read('GET /api_console'),
    {
      route: 'POST /api_console/process_request',
      ...users,
      body: (c) => ({
        user_id: c.target,
        api_key_name: 'api_key',
        api_url: '/services',
        method: 'GET',
      }),
      // Allowed, a user whose role never reaches the API is a field error.
      ok: [200, 400],
    },
    read('GET /pudo_points'),
    read(
      'GET /pudo_points/map',
      `/pudo_points/map?services_list[0][id]=${pudo.id}&user_id=${pudoAccount.userId}&address[country]=DE`,
    ),
    read('GET /holidays'),
    read(
      'GET /holidays/download_csv',
      '/holidays/download_csv?country=DE&date_from=01-01-2026&date_to=31-12-2026',
    ),
    read('GET /manual_tracking'),
    read('GET /manual_manifest'),
    ...(['POST /manual_tracking/process', 'POST /manual_manifest/process'] as const).map(
      (route): Sample => ({
        route,
        ...users,
        body: (c) => ({
          carrier: `${manualParcel.carrierId}:1`,
          user_id: c.target,
          tracking_numbers: [manualParcel.tracking],
        }),
        // Allowed, a run for a user with no parcels there is a field error.
        ok: [200, 400],
      }),
    ),
    // Carrier documentation
    read('GET /carriers_docs/carriers_list'),
    read(
      'GET /carriers_docs/carrier_details',
      `/carriers_docs/carrier_details?carrierId=${doc.carrierId}`,
    ),
    read(
      'GET /carriers_docs/get_label',
      `/carriers_docs/get_label?${at}&fileName=${version.labels[0]!.fileName}`,
    ),
    read(
      'GET /carriers_docs/get_file',
      `/carriers_docs/get_file?${at}&part=general&fileName=${version.general.files[0]!.fileName}`,
    ),
    read('GET /carriers_docs/download_whitelisting'),
    {
      route: 'POST /carriers_docs/add_carrier',
      body: () => ({ carrierName: 'DHL Express' }),
      ok: [200, 400],
    },
    {
      route: 'POST /carriers_docs/save_note',
      body: () => ({ carrierId: 999_999, note: 'x' }),
      ok: [404],
    },
    {
      route: 'POST /carriers_docs/save_logo',
      body: () => ({ carrierId: 999_999, logo: 'iVBORw0KGgo=' }),
      ok: [400, 404],
    },
    { route: 'POST /carriers_docs/add_contact', body: () => ({ ...none, contact }), ok: [404] },
    {
      route: 'POST /carriers_docs/update_contact',
      body: () => ({ ...none, userId: 1, contactId: 1, contact }),
      ok: [404],
    },
    {
      route: 'POST /carriers_docs/delete_contact',
      body: () => ({ ...none, userId: 1, contactId: 1 }),
      ok: [404],
    },
    { route: 'POST /carriers_docs/add_label', body: () => ({ ...none, files: upload }), ok: [404] },
    {
      route: 'POST /carriers_docs/delete_label',
      body: () => ({ ...none, fileName: 'a.pdf' }),
      ok: [404],
    },
    {
      route: 'POST /carriers_docs/add_file',
      body: () => ({ ...none, part: 'general', files: upload }),
      ok: [404],
    },
    {
      route: 'POST /carriers_docs/delete_file',
      body: () => ({ ...none, part: 'booking', fileName: 'a.pdf' }),
      ok: [404],
    },
    {
      route: 'POST /carriers_docs/add_info',
      body: () => ({ ...none, part: 'general', info: '<p>x</p>' }),
      ok: [404],
    },
    {
      route: 'POST /carriers_docs/add_link',
      body: (c) => ({
        carrierId: doc.carrierId,
        kind: 'direct',
        version: 'rights-test',
        part: 'tracking',
        link: `https://example.com/track/${c.n}`,
      }),
    },
    {
      route: 'POST /carriers_docs/delete_link',
      body: () => ({ ...none, part: 'general', link: 'https://x.example' }),
      ok: [404],
    },
    {
      route: 'POST /carriers_docs/toggle_whitelisting',
      body: () => ({ ...none, part: 'pudo', whitelisting: true }),
      ok: [404],
    },
    // Billing: every call names a client (its owner's user id)
    read('GET /billing_clients'),
    {
      route: 'GET /billing_clients/get_client',
      ...clients,
      call: (c) => `/billing_clients/get_client?user_id=${c.target}`,
      // A client without billing yet is the spec's 'not configured' refusal.
      ok: [200, 400],
    },
    {
      route: 'POST /billing_clients/save_client',
      ...clients,
      body: (c) => ({ user_id: c.target, currency: accountOf(c.target).currency, emails: [] }),
    },
    {
      route: 'POST /billing_clients/saveNotifications',
      ...clients,
      body: (c) => ({ user_id: c.target, notifications: [] }),
      ok: [200, 400],
    },
    {
      route: 'POST /billing_clients/save_markup',
      ...clients,
      body: (c) => ({
        user_id: c.target,
        service_id: serviceOfClient(c.target),
        date_start: later + c.n * 86_400,
        markup_type: 'percent',
        markup_amount: '12.5',
      }),
      ok: [200, 400],
    },
    {
      route: 'POST /billing_clients/delete_markup',
      ...clients,
      body: (c) => ({ id: 999_999, user_id: c.target }),
      ok: [400, 404],
    },
    {
      route: 'POST /billing_clients/save_billing_model',
      ...clients,
      body: (c) => ({ user_id: c.target, billing_model: accountOf(c.target).billingModel }),
      ok: [200, 400],
    },
    {
      route: 'POST /billing_clients/save_price',
      ...clients,
      body: (c) => ({
        user_id: c.target,
        price: '0.05',
        date_start: later + c.n * 86_400,
        uri: '/tracking',
        request_method: 'GET',
      }),
      ok: [200, 400],
    },
    {
      route: 'POST /billing_clients/delete_price',
      ...clients,
      body: (c) => ({ id: 999_999, user_id: c.target }),
      ok: [400, 404],
    },
    ...(['GET /billing_prices', 'GET /billing_prices/download'] as const).map((route): Sample => ({
      route,
      ...clients,
      call: (c) =>
        `${route.slice(4)}?client_id=${c.target}&service_id=${serviceOfClient(c.target)}&date=01-06-2026`,
      ok: [200, 400],
    })),
    read('GET /billing_operations'),
    {
      route: 'GET /billing_operations/client_balance',
      ...clients,
      call: (c) => `/billing_operations/client_balance?client_id=${c.target}`,
    },
    {
      route: 'GET /billing_operations/clients_balances',
      // Every client's balance at once: a call about all of them.
      targets: (d) => [
        {
          label: 'every client',
          id: 0,
          subjects: [...d.billingAccounts.values()].map((a) => ({ clientId: a.clientId })),
        },
      ],
    },
    {
      route: 'GET /billing_operations/reports',
      ...clients,
      call: (c) => `/billing_operations/reports?client_id=${c.target}&page=2`,
    },
    {
      route: 'GET /billing_operations/transactions_log',
      ...clients,
      call: (c) =>
        `/billing_operations/transactions_log?client_id=${c.target}&date_from=01-10-2026%2000:00:00`,
    },
    {
      route: 'POST /billing_operations/add_income',
      ...clients,
      body: (c) => ({ date: '20-11-2026 10:00:00', client_id: c.target, amount: '25.50' }),
    },
  ];
}
