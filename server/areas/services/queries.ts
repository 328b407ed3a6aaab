import type {
  Maintenance,
  ServiceAccount,
  ServiceDetail,
  ServiceListItem,
} from '../../../src/contract/services/services-schemas';
import type { Carrier, Service } from '../../data/carriers';
import type { Db } from '../../data/db';
import { HttpFailure } from '../../http';
import type { User } from '../auth/seed';
import type { AccountRecord, MaintenanceRecord } from './seed';
import type { ServiceProfile } from './profiles';
import { specFields } from './specs';
import { may } from '../../../src/contract/rights/decide';
import { actorOf, subjectOf } from '../../rights/actor';
import { NOBODY } from '../../rights/targets';

// The look-ups and answers of the services routes: a service with everything about it, its list
// row and its detail (accounts without a credential value, decision 024).

export type ServiceContext = {
  service: Service;
  carrier: Carrier;
  profile: ServiceProfile;
  accounts: AccountRecord[];
};

/** The service named by `raw`; 404 for anything else. */
export function serviceContextOf(db: Db, raw: unknown): ServiceContext {
  const id = Number(raw);
  const service = Number.isInteger(id) ? db.services.find((s) => s.id === id) : undefined;
  if (!service) throw new HttpFailure(404, [{ message: `Service ${String(raw ?? '')} not found` }]);
  const carrier = db.carriers.find((c) => c.id === service.carrier_id)!;
  const profile = db.serviceArea.profiles.get(service.id)!;
  const accounts = db.serviceArea.accounts.get(service.id)!;
  return { service, carrier, profile, accounts };
}

/** The user's account on the service; a 400 naming `field` when the user has none there. */
export function accountOf(context: ServiceContext, userId: number, field = 'user_id') {
  const account = context.accounts.find((a) => a.userId === userId);
  if (!account) {
    throw new HttpFailure(400, [
      { message: `User ${userId} has no account in this service`, fields: [field] },
    ]);
  }
  return account;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export function maintenanceOf(record: MaintenanceRecord, now: number): Maintenance {
  const status =
    now < record.time_from ? 'scheduled' : now < record.time_to ? 'active' : 'inactive';
  const { id, time_from, time_to, comment } = record;
  return { id, time_from, time_to, comment, status };
}

function maintenanceStatusOf(windows: Maintenance[]): ServiceListItem['maintenance_status'] {
  if (windows.some((w) => w.status === 'active')) return 'active';
  return windows.some((w) => w.status === 'scheduled') ? 'inactive' : null;
}

const windowsOf = (db: Db, serviceId: number, now: number) =>
  db.serviceArea.maintenance
    .filter((m) => m.service_id === serviceId)
    .map((m) => maintenanceOf(m, now))
    .sort((a, b) => b.time_from - a.time_from);

function listItemOf(db: Db, context: ServiceContext, now: number): ServiceListItem {
  const { service, carrier, profile, accounts } = context;
  const { noTestCredentials: _, ...shown } = profile;
  return {
    id: service.id,
    name: service.name,
    kind: service.carrier_kind,
    ...shown,
    carrier_name: carrier.name.toLowerCase().replace(/[^a-z0-9]+/g, '_'),
    carrier_display_name: carrier.name,
    carrierId: carrier.id,
    maintenance_status: maintenanceStatusOf(windowsOf(db, service.id, now)),
    users: accounts.filter((a) => a.isActive).map((a) => a.userId),
  };
}

export function serviceList(db: Db, now = nowSeconds()): ServiceListItem[] {
  return db.services.map((service) => listItemOf(db, serviceContextOf(db, service.id), now));
}

/** Spec b section 6: the XML user first, then active users, then inactive, each by login. */
function accountRank(account: ServiceAccount) {
  return account.isXml ? 0 : account.isActive ? 1 : 2;
}

export function accountsOf(db: Db, context: ServiceContext, reader: User): ServiceAccount[] {
  const users = new Map<number, User>(db.users.map((u) => [u.id, u]));
  // What the reader may do to each account (decision 053), so the console offers only that.
  const actor = actorOf(db, reader);
  const right = (action: 'write' | 'secrets', user: User | undefined) =>
    may(actor, 'service_accounts', action, [user ? subjectOf(user) : NOBODY]);
  const ranges = db.barcodeRanges.ranges.filter((r) => r.carrier_id === context.carrier.id);
  return context.accounts
    .map((account): ServiceAccount => {
      const user = users.get(account.userId);
      const login = user?.login ?? `#${account.userId}`;
      return {
        userId: account.userId,
        login,
        isXml: login === 'XML',
        isActive: account.isActive,
        isEditable: right('write', user),
        canSeeCredentials: right('secrets', user),
        accountNames: Object.keys(account.credentials),
        barcodeGroupList: ranges
          .filter((r) => r.user_id === account.userId)
          .map((r) => ({
            id: r.id,
            barcodeGroup: r.barcode_group,
            prefix: r.prefix,
            beginValue: r.range_begin,
            endValue: r.range_end,
            currValue: r.range_current,
            notifications: r.notifications,
          })),
      };
    })
    .sort((a, b) => accountRank(a) - accountRank(b) || a.login.localeCompare(b.login));
}

/** Other services of the same carrier and version: where the diff flow saves too. */
export const sameVersionIds = (db: Db, context: ServiceContext) =>
  db.services
    .filter(
      (s) =>
        s.carrier_id === context.carrier.id &&
        s.id !== context.service.id &&
        (db.serviceArea.profiles.get(s.id)?.carrierVersion ?? null) ===
          context.profile.carrierVersion,
    )
    .map((s) => s.id);

export function serviceDetail(
  db: Db,
  context: ServiceContext,
  reader: User,
  now = nowSeconds(),
): ServiceDetail {
  const spec = db.serviceArea.specs.get(context.carrier.id)!;
  return {
    ...listItemOf(db, context, now),
    maintenance: windowsOf(db, context.service.id, now),
    noTestCredentials: context.profile.noTestCredentials,
    accountListData: accountsOf(db, context, reader),
    credentialsSpecification: spec,
    credentialsKeys: Object.keys(specFields(spec)),
    settings_keys: db.serviceArea.settings
      .filter((s) => s.service_id === context.service.id)
      .map(({ id, key, user_id }) => ({ id, key, user_id })),
    sameVersionServiceIds: sameVersionIds(db, context),
  };
}
