import { randomBytes } from 'node:crypto';
import type { NewParcel } from '../../../src/contract/parcels/parcel-schemas';
import { carrierPrefix } from '../../data/carriers';
import type { Db } from '../../data/db';
import { HttpFailure } from '../../http';
import type { User } from '../auth/seed';
import type { ParcelRow } from './seed';

// Manual creation (spec a section 7, create_new): the body is already valid by the contract
// schema; what the schema cannot know (the common lists' countries, the user's services) is
// checked here. The new parcel goes to the front of the list, newest first.

/** Countries must come from the common lists; the schema only knows their shape. */
function checkCountries(db: Db, input: NewParcel): void {
  const known = new Set(db.countries.map((country) => country.code));
  const fields: Array<[field: string, code: string | undefined]> = [
    ['sender_address.country', input.sender_address.country],
    ['destination_address.country', input.destination_address.country],
    ...input.items.map((item, i): [string, string | undefined] => [
      `items.${i}.country_of_origin`,
      item.country_of_origin,
    ]),
  ];
  const unknown = fields.filter(([, code]) => code !== undefined && !known.has(code));
  if (unknown.length > 0) {
    throw new HttpFailure(
      400,
      unknown.map(([field]) => ({ message: 'Unknown country', fields: [field] })),
    );
  }
}

export function createParcel(db: Db, user: User, input: NewParcel): ParcelRow {
  checkCountries(db, input);
  const service = db.services.find((s) => s.id === input.service_id);
  const allowed = user.role !== 'client' || user.serviceIds.includes(input.service_id);
  if (!service || !service.is_active || service.carrier_kind === 'pallet' || !allowed) {
    throw new HttpFailure(400, [{ message: 'Service is not available', fields: ['service_id'] }]);
  }
  const newest = db.parcels[0];
  const id = (newest?.id ?? 0) + 1;
  const created = Math.max(Math.floor(Date.now() / 1000), (newest?.created ?? 0) + 1);
  const carrier = db.carriers.find((c) => c.id === service.carrier_id);
  const row: ParcelRow = {
    id,
    seed: id * 7919,
    tracking: `${carrierPrefix(carrier)}${String(10_000 + (id % 90_000))}${String(id).padStart(7, '0')}`,
    isTest: input.is_test ?? false,
    userId: user.id,
    serviceId: service.id,
    carrierId: service.carrier_id,
    created,
    requestId: randomBytes(12).toString('hex'),
    reference: input.reference?.trim() || null,
    fromCountry: input.sender_address.country,
    toCountry: input.destination_address.country,
    status: 1000,
    scenario: 'new',
    history: [[1000, created]],
    labelFormat: 'pdf',
    createdStatus: 2,
    labelFile: 'pdf',
    hasOriginal: false,
    hasInvoice: input.sender_address.country !== input.destination_address.country,
    hasManifest: false,
    palletId: null,
    weight: input.weight,
    submitted: input,
  };
  db.parcels.unshift(row);
  return row;
}
