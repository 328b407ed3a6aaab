import type { Db } from '../../data/db';
import {
  commonFilterOf,
  includesText,
  list,
  passesCommon,
  type Query,
  text,
} from '../../shared/list-query';
import { ownerTest } from '../../rights/visibility';
import type { User } from '../auth/seed';
import type { ParcelRow } from './seed';

// Which parcels a user sees (its read right's owners, server/rights/visibility.ts: a client its
// own, staff all) and which pass the list's filters (spec a section 7).

export function parcelFilter(db: Db, query: Query, user: User) {
  const readable = ownerTest(db, user, 'parcels');
  const common = commonFilterOf(query);
  const tracking = text(query, 'tracking');
  const reference = text(query, 'reference');
  const statuses = new Set(list(query, 'tracking_statuses').map(Number));
  const senders = new Set(list(query, 'sender_countries'));
  const destinations = new Set(list(query, 'destination_countries'));
  const labelFormat = text(query, 'label_format');
  const createdStatus = text(query, 'created_status');
  return (row: ParcelRow) =>
    readable(row.userId) &&
    passesCommon(common, row) &&
    includesText(row.tracking, tracking) &&
    includesText(row.reference, reference) &&
    (statuses.size === 0 || (row.status !== null && statuses.has(row.status))) &&
    (senders.size === 0 || senders.has(row.fromCountry)) &&
    (destinations.size === 0 || destinations.has(row.toCountry)) &&
    (labelFormat === undefined || row.labelFormat === labelFormat) &&
    (createdStatus === undefined || String(row.createdStatus) === createdStatus);
}

/** The parcel with this id if `user` may see it. */
export const findParcel = (db: Db, user: User, id: number) => {
  const row = Number.isInteger(id) ? db.parcels.find((p) => p.id === id) : undefined;
  return row && ownerTest(db, user, 'parcels')(row.userId) ? row : undefined;
};
