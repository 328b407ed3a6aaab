import type { Db } from '../../data/db';
import {
  commonFilterOf,
  includesText,
  passesCommon,
  type Query,
  text,
} from '../../shared/list-query';
import { ownerTest } from '../../rights/visibility';
import type { User } from '../auth/seed';
import type { PalletRecord } from './seed';

// Which pallets a user sees (its read right's owners, server/rights/visibility.ts: a client its
// own, staff all) and which pass the list's filters (spec a section 7).

export function palletFilter(db: Db, query: Query, user: User) {
  const readable = ownerTest(db, user, 'pallets');
  const common = commonFilterOf(query);
  const tracking = text(query, 'tracking') ?? text(query, 'tracking_number');
  const orderReference = text(query, 'order_reference');
  const mawb = text(query, 'mawb_number');
  return (pallet: PalletRecord) =>
    readable(pallet.user_id) &&
    passesCommon(common, {
      id: pallet.id,
      isTest: pallet.type === 'test',
      created: pallet.created,
      serviceId: pallet.service_id,
      userId: pallet.user_id,
      status: pallet.status,
    }) &&
    includesText(pallet.tracking_number, tracking) &&
    includesText(pallet.order_reference, orderReference) &&
    includesText(pallet.mawb_number, mawb);
}

/** The pallet with this id if `user` may see it. */
export const findPallet = (db: Db, user: User, id: number) => {
  const pallet = Number.isInteger(id) ? db.pallets.find((p) => p.id === id) : undefined;
  return pallet && ownerTest(db, user, 'pallets')(pallet.user_id) ? pallet : undefined;
};
