// Size of one account's offline cache after opening 300 records, measured on the real cache code
// (src/lib/offline) over fake-indexeddb with detail-sized records. Prints JSON for bench.ts.
import 'fake-indexeddb/auto';
import { base, en, Faker } from '@faker-js/faker';
import { readRecord, recentRecords, rememberRecord } from '../src/lib/offline/offline-cache';
import { RECENT_RECORDS_LIMIT } from '../src/lib/offline/offline-constants';

const faker = new Faker({ locale: [en, base] });
faker.seed(300);
const account = { id: 9001 };

const address = () => ({
  name: faker.person.fullName(),
  company: faker.company.name(),
  addr1: faker.location.streetAddress(),
  city: faker.location.city(),
  zip: faker.location.zipCode(),
  country: faker.location.countryCode(),
  phone: faker.phone.number(),
  email: faker.internet.email(),
});

// A parcel detail as spec a section 3 lists it: addresses, items and a tracking history.
function parcel(i: number) {
  return {
    id: i,
    tracking_number: `TRK${String(i).padStart(9, '0')}`,
    reference: faker.string.alphanumeric(12),
    service: faker.company.name(),
    weight: faker.number.float({ min: 0.1, max: 30, fractionDigits: 2 }),
    sender_address: address(),
    destination_address: address(),
    return_address: address(),
    items: Array.from({ length: 3 }, () => ({
      sku_code: faker.string.alphanumeric(8),
      hs_code: faker.string.numeric(8),
      sku_desc: faker.commerce.productName(),
      quantity: faker.number.int({ min: 1, max: 5 }),
      price: faker.commerce.price(),
    })),
    tracking_info: Array.from({ length: 8 }, () => ({
      date: faker.date.recent().toISOString(),
      event_code: faker.number.int({ min: 1000, max: 6001 }),
      carrier_description: faker.lorem.sentence(),
      location: { city: faker.location.city(), country: faker.location.countryCode() },
    })),
  };
}

let bytes = 0;
for (let i = 1; i <= 300; i += 1) {
  const data = parcel(i);
  bytes += JSON.stringify(data).length;
  await rememberRecord(account, {
    entity: 'parcel',
    id: String(i),
    title: data.tracking_number,
    data,
  });
}
const kept = await recentRecords(account, 1000);
const first = await readRecord(account, 'parcel', '1');
console.log(
  JSON.stringify({
    records: kept.length,
    limit: RECENT_RECORDS_LIMIT,
    approxKb: Math.round(bytes / 1024),
    oldestStillReadable: first !== null,
  }),
);
