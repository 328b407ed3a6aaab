import type {
  NewParcel,
  ParcelDetail,
  ParcelItem,
  ParcelListItem,
} from '../../../src/contract/parcels/parcel-schemas';
import type { Additional, Address } from '../../../src/contract/shared/address-schemas';
import { carrierPrefix } from '../../data/carriers';
import type { Db } from '../../data/db';
import { addressFor, type Pools, seedPools } from '../../shared/seed-pools';
import { type Random, randomFor } from '../../shared/seed-random';
import { DAY, isoDay } from '../../shared/utc-dates';
import type { ParcelRow } from './seed';
import { expandHistory, type Place } from './tracking-history';

// Answers built from a parcel row: the list item at once, the detail from the row's own seed, so
// the same parcel always shows the same addresses and items without storing them.

export function listItemOf(db: Db, row: ParcelRow): ParcelListItem {
  const user = db.users.find((u) => u.id === row.userId);
  const service = db.services.find((s) => s.id === row.serviceId);
  return {
    id: row.id,
    type: row.isTest ? 'test' : 'live',
    user: user ? { id: user.id, login: user.login } : null,
    request_id: row.requestId,
    created: row.created,
    reference: row.reference,
    tracking: row.tracking,
    service: service ? { id: service.id, name: service.name } : null,
    fromCountry: row.fromCountry,
    toCountry: row.toCountry,
    status: row.status,
    labelFormat: row.labelFormat,
    createdStatus: row.createdStatus,
  };
}

const placeOf = (address: Address): Place => ({
  city: address.city ?? '',
  zip: address.zip ?? '',
  addr1: address.addr1 ?? '',
  country: address.country ?? '',
});

function itemsFor(random: Random, pools: Pools, row: ParcelRow): ParcelItem[] {
  return Array.from({ length: row.itemCount ?? random.int(1, 4) }, () => {
    const quantity = random.int(1, 5);
    const price = random.int(100, 20_000) / 100;
    const weight = random.int(20, 3000) / 1000;
    return {
      country_of_origin: row.fromCountry,
      sku_code: `SKU-${random.hex(6).toUpperCase()}`,
      hs_code: random.chance(0.8) ? String(random.int(100_000, 999_999)) : null,
      quantity,
      price,
      total_price: Math.round(price * quantity * 100) / 100,
      currency: 'EUR',
      weight,
      total_weight: Math.round(weight * quantity * 1000) / 1000,
      weight_uom: 'kg',
      length: random.int(5, 60),
      width: random.int(5, 40),
      height: random.int(1, 30),
      dimensions_uom: 'cm',
      sku_desc: random.pick(pools.skus),
      additional: (random.chance(0.3) ? { gift: random.chance(0.5) } : {}) as Additional,
    };
  });
}

function submittedAddress(address: NewParcel['sender_address']): Address {
  return {
    addr1: address.addr1,
    addr2: address.addr2 ?? null,
    addr3: null,
    city: address.city,
    zip: address.zip,
    state: address.state ?? null,
    country: address.country,
    name: address.name,
    company: address.company ?? null,
    phone: address.phone ?? null,
    email: address.email ?? null,
    vat: null,
    eori: null,
    lat: null,
    lng: null,
    additional: {},
  };
}

function submittedItems(parcel: NewParcel): ParcelItem[] {
  return parcel.items.map((item) => ({
    country_of_origin: item.country_of_origin ?? null,
    sku_code: null,
    hs_code: item.hs_code ?? null,
    quantity: item.quantity,
    price: item.price,
    total_price: Math.round(item.price * item.quantity * 100) / 100,
    currency: 'EUR',
    weight: item.weight,
    total_weight: Math.round(item.weight * item.quantity * 1000) / 1000,
    weight_uom: parcel.weight_uom,
    length: null,
    width: null,
    height: null,
    dimensions_uom: null,
    sku_desc: item.sku_desc,
    additional: {},
  }));
}

export function detailOf(db: Db, row: ParcelRow): ParcelDetail {
  const random = randomFor(row.seed);
  const pools = seedPools();
  const item = listItemOf(db, row);
  const submitted = row.submitted;
  const sender = submitted
    ? submittedAddress(submitted.sender_address)
    : addressFor(random, pools, row.fromCountry, true);
  const destination = submitted
    ? submittedAddress(submitted.destination_address)
    : addressFor(random, pools, row.toCountry, random.chance(0.3));
  const carrier = db.carriers.find((c) => c.id === row.carrierId);
  const prefix = carrierPrefix(carrier);
  const tracking = expandHistory(
    row.history,
    random,
    placeOf(sender),
    placeOf(destination),
    prefix,
  );
  const items = submitted ? submittedItems(submitted) : itemsFor(random, pools, row);
  const last = row.history[row.history.length - 1];
  const cod = random.chance(0.1);
  const manifestFailed = row.hasManifest && random.chance(0.1);
  const errors =
    row.scenario === 'cancel_last' && random.chance(0.5)
      ? JSON.stringify([{ code: 'E_CARRIER', message: 'Carrier rejected the shipment' }])
      : random.chance(0.03)
        ? 'Address could not be validated'
        : null;
  return {
    id: row.id,
    tracking_number: row.tracking,
    created: row.created,
    date_updated: last ? last[1] : null,
    status: row.status,
    label_format: row.labelFormat,
    has_original: row.hasOriginal,
    manifest_file: row.hasManifest ? `manifest_${row.id}.csv` : null,
    manifest_status_message: row.hasManifest
      ? manifestFailed
        ? 'Carrier did not accept the manifest'
        : 'Manifest sent'
      : null,
    manifest_status_icon: row.hasManifest ? (manifestFailed ? 'error' : 'success') : null,
    ...(row.hasManifest ? { send_manifest: true } : {}),
    request_id: row.requestId,
    health_check_tracking_label: carrier ? `${carrier.name} tracking` : null,
    health_check_tracking_global_search: row.tracking,
    pallet_id: row.palletId,
    user: item.user,
    is_test: row.isTest ? '1' : '0',
    pudo: random.chance(0.15)
      ? {
          id: `PUDO-${random.int(1000, 9999)}`,
          name: `${prefix} service point`,
          addr1: destination.addr1,
          city: destination.city,
          zip: destination.zip,
          country: row.toCountry,
        }
      : null,
    service: item.service,
    credentials_key: random.chance(0.7) ? 'default' : `key_${random.int(1, 5)}`,
    label_template: random.chance(0.3) ? 'custom_a6' : null,
    reference: row.reference,
    display_id: `P${row.id}`,
    barcode_number: row.tracking,
    secondary_barcode: random.chance(0.3) ? random.hex(12).toUpperCase() : null,
    tracking_number_additional: random.chance(0.1) ? `${row.tracking}-2` : null,
    barcode_number_additional: null,
    carrier_parcel_id: random.chance(0.6) ? String(random.int(1e8, 9e8)) : null,
    errors,
    // What a create sent wins; the seed's draw happens anyway, so the demo data stays the same.
    additional: submittedOr(
      submitted?.additional,
      random.chance(0.4) ? { display_barcode: row.tracking, signature: random.chance(0.5) } : {},
    ),
    cod_value: cod ? random.int(1000, 50_000) / 100 : null,
    cod_currency: cod ? 'EUR' : null,
    category: random.pick(['merchandise', 'documents', 'gift', 'sample', null]),
    non_delivery_instruction: random.pick(['return', 'abandon', null]),
    incoterm: row.fromCountry === row.toCountry ? null : random.pick(['DAP', 'DDP']),
    pod_signature: random.chance(0.5) ? random.chance(0.5) : null,
    price: random.int(300, 4000) / 100,
    currency: 'EUR',
    weight: row.weight,
    weight_uom: submitted?.weight_uom ?? 'kg',
    length: submitted?.dimensions.length ?? random.int(10, 80),
    width: submitted?.dimensions.width ?? random.int(10, 60),
    height: submitted?.dimensions.height ?? random.int(5, 50),
    dimensions_uom: submitted?.dimensions_uom ?? 'cm',
    collection_date: random.chance(0.5)
      ? { date: isoDay(row.created + DAY), time_from: '09:00', time_to: '17:00' }
      : null,
    delivery_date: random.chance(0.3)
      ? { date: isoDay(row.created + 3 * DAY), time_from: null, time_to: null }
      : null,
    description: random.chance(0.6) ? random.pick(pools.skus) : null,
    special_instruction: random.chance(0.2) ? 'Call before delivery' : null,
    items,
    sender_address: sender,
    destination_address: destination,
    return_address: random.chance(0.4) ? sender : null,
    tracking_info: tracking,
  };
}

const submittedOr = <T>(submitted: T | undefined, seeded: T): T => submitted ?? seeded;
