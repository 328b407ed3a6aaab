import type {
  BarcodeRangeGroup,
  BarcodeRangeRow,
} from '../../../src/contract/barcode-ranges/barcode-ranges-schemas';
import type { CreateBarcodeRangeBody } from '../../../src/contract/shared/barcode-range-schemas';
import type { Db } from '../../data/db';
import { HttpFailure } from '../../http';
import type { User } from '../auth/seed';
import { commonListsFor } from '../lists/queries';
import type { BarcodeRangeRecord } from './seed';

// The barcode ranges page's grouped list (spec b sections 2 and 3) and the rules of its writes.
// Values are big integers: remaining = end - current, percent left = remaining / (end - begin).

const percentOf = (part: bigint, whole: bigint) =>
  whole <= 0n ? 0 : Number((part * 10_000n) / whole) / 100;

function rowOf(range: BarcodeRangeRecord): BarcodeRangeRow & { total: bigint; left: bigint } {
  const begin = BigInt(range.range_begin);
  const end = BigInt(range.range_end);
  const current = BigInt(range.range_current);
  const left = end > current ? end - current : 0n;
  const total = end - begin;
  return {
    id: range.id,
    prefix: range.prefix,
    range_begin: range.range_begin,
    range_end: range.range_end,
    range_current: range.range_current,
    remaining: String(left),
    remaining_percent: percentOf(left, total),
    total,
    left,
  };
}

export type GroupQuery = { quickSearch?: string; sorting?: 'acs' | 'desc' };

/**
 * Spec b section 6: super admins see carrier names in full (the name with the carrier's code, as
 * the carrier integrations know it); others see the display name, and only the groups of the
 * carriers and users of their common lists (the barcode ranges page's decision record).
 */
function namesFor(db: Db, actor: User) {
  if (actor.role === 'super_admin') {
    const code = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '_');
    return {
      logins: new Map(db.users.map((u) => [u.id, u.login])),
      carriers: new Map(db.carriers.map((c) => [c.id, `${c.name} (${code(c.name)})`])),
    };
  }
  const lists = commonListsFor(db, actor);
  return {
    logins: new Map(lists.users.map((u) => [u.id, u.login])),
    carriers: new Map(lists.carriers.map((c) => [c.id, c.name])),
  };
}

export function groupsOf(db: Db, actor: User, query: GroupQuery): BarcodeRangeGroup[] {
  const { logins, carriers } = namesFor(db, actor);
  const groups = new Map<string, BarcodeRangeRecord[]>();
  for (const range of db.barcodeRanges.ranges) {
    if (!logins.has(range.user_id) || !carriers.has(range.carrier_id)) continue;
    const key = `${range.user_id}\u0000${range.carrier_id}\u0000${range.barcode_group}`;
    groups.set(key, [...(groups.get(key) ?? []), range]);
  }
  const tokens = (query.quickSearch ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const answer: BarcodeRangeGroup[] = [];
  for (const ranges of groups.values()) {
    const first = ranges[0]!;
    const rows = ranges.map(rowOf);
    const left = rows.reduce((sum, r) => sum + r.left, 0n);
    const total = rows.reduce((sum, r) => sum + r.total, 0n);
    const group: BarcodeRangeGroup = {
      user_id: first.user_id,
      userName: logins.get(first.user_id)!,
      carrier_id: first.carrier_id,
      carrierName: carriers.get(first.carrier_id)!,
      barcode_group: first.barcode_group,
      notifications: ranges.every((r) => r.notifications),
      remaining_all: String(left),
      remaining_percent_all: percentOf(left, total),
      ranges: rows.map(({ total: _t, left: _l, ...row }) => row),
    };
    // Spec b section 2: every token must match somewhere.
    const prefixes = rows.map((r) => r.prefix).join(' ');
    const haystack =
      `${group.userName} ${group.carrierName} ${group.barcode_group} ${prefixes}`.toLowerCase();
    if (tokens.every((token) => haystack.includes(token))) answer.push(group);
  }
  const sign = query.sorting === 'desc' ? -1 : 1;
  return answer.sort(
    (a, b) =>
      sign * (a.remaining_percent_all - b.remaining_percent_all) ||
      a.userName.localeCompare(b.userName) ||
      a.barcode_group.localeCompare(b.barcode_group),
  );
}

/** Spec b section 5: the user must exist, and user, group, prefix and begin be unique. */
export function createRange(db: Db, body: CreateBarcodeRangeBody): BarcodeRangeRecord {
  if (!db.users.some((u) => u.id === body.user)) {
    throw new HttpFailure(400, [{ message: 'User not found', fields: ['user'] }]);
  }
  if (!db.carriers.some((c) => c.id === body.carrier_id)) {
    throw new HttpFailure(400, [{ message: 'Carrier not found', fields: ['carrier_id'] }]);
  }
  const begin = BigInt(body.beginValue);
  const { ranges } = db.barcodeRanges;
  const taken = ranges.some(
    (r) =>
      r.user_id === body.user &&
      r.barcode_group === body.barcodeGroup &&
      r.prefix === body.prefix &&
      BigInt(r.range_begin) === begin,
  );
  if (taken) {
    throw new HttpFailure(400, [
      {
        message: 'Range data is not unique',
        fields: ['user', 'barcodeGroup', 'prefix', 'beginValue'],
      },
    ]);
  }
  const sibling = ranges.find(
    (r) =>
      r.user_id === body.user &&
      r.carrier_id === body.carrier_id &&
      r.barcode_group === body.barcodeGroup,
  );
  const range: BarcodeRangeRecord = {
    id: db.barcodeRanges.nextId++,
    user_id: body.user,
    carrier_id: body.carrier_id,
    barcode_group: body.barcodeGroup,
    prefix: body.prefix,
    range_begin: String(begin),
    range_end: String(BigInt(body.endValue)),
    range_current: String(begin),
    notifications: sibling?.notifications ?? true,
  };
  ranges.push(range);
  return range;
}
