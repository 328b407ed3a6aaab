import type { Db } from '../../data/db';
import {
  commonFilterOf,
  includesText,
  list,
  passesCommon,
  type Query,
  text,
} from '../../shared/list-query';
import type { User } from '../auth/seed';
import type { ParcelRow } from './seed';

// Which parcels a user sees and which pass the list's filters (spec a section 7). A client sees
// only its own parcels; staff see all.

export const canSee = (user: User, row: ParcelRow) =>
  user.role !== 'client' || row.userId === user.id;

export function parcelFilter(query: Query, user: User) {
  const common = commonFilterOf(query);
  const tracking = text(query, 'tracking');
  const reference = text(query, 'reference');
  const statuses = new Set(list(query, 'tracking_statuses').map(Number));
  const senders = new Set(list(query, 'sender_countries'));
  const destinations = new Set(list(query, 'destination_countries'));
  const labelFormat = text(query, 'label_format');
  const createdStatus = text(query, 'created_status');
  return (row: ParcelRow) =>
    canSee(user, row) &&
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
  return row && canSee(user, row) ? row : undefined;
};
