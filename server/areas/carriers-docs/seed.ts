import type { Faker } from '@faker-js/faker';
import {
  type CarrierDocKind,
  type Contact,
  DOC_SECTIONS,
  type DocSection,
} from '../../../src/contract/carriers/carriers-schemas';
import type { Carrier } from '../../data/carriers';
import { REFERENCE_DATE, SEED_DAYS } from '../../shared/seed-clock';
import type { User } from '../auth/seed';
import { badgeLogoOf, generatedFileOf } from './files';

// Carrier documentation (issue 17, decision 044; stream 77): for every carrier a note, a logo
// and, for the kind its services are of, a map of versions with contacts, labels, files, links,
// info and the seven documentation sections. Sizes are those of the files generated on download.
// Some carriers, versions and sections are empty on purpose, so every empty state of spec c
// section 8 shows; DHL Express carries stored HTML with a script and an event handler, which
// the console must never run (it sanitises on display).

/** A stored file: seeded ones are generated on download, uploaded ones keep their bytes. */
export type StoredFile = { fileName: string; date: string | null; size: number; base64?: string };
export type StoredPart = { files: StoredFile[]; links: string[]; info: string };
export type StoredSection = StoredPart & { whitelisting: boolean };
export type StoredVersion = {
  /** By the id of the user who added them, then by contact id. */
  contacts: Map<number, Map<number, Contact>>;
  labels: StoredFile[];
  general: StoredPart;
  sections: Record<DocSection, StoredSection>;
};
export type CarrierDoc = {
  carrierId: number;
  carrierName: string;
  logo: string | null;
  note: string;
  kinds: Record<CarrierDocKind, Map<string, StoredVersion>>;
};
export type CarriersDocsArea = { docs: Map<number, CarrierDoc>; nextContactId: number };

export const XSS_CARRIER = 'DHL Express';
/** Stored as an editor might once have saved it: shown sanitised, it is harmless text. */
export const XSS_INFO =
  '<p>Pickups are booked before <strong>17:00</strong> local time.</p>' +
  '<script>window.__pwned = 1</script>' +
  '<img src="x" onerror="window.__pwned = 1" alt="diagram">' +
  '<p><a href="javascript:window.__pwned=1">Old portal</a></p>';

const LONG_NOTE_CARRIER = 'UPS';
const LONG_NOTE = [
  'Account manager changed in October: every escalation goes through the new regional desk.',
  'Test credentials are reset every first Monday of the month; ask integration for the new pair.',
  'Labels for Switzerland and Norway need the customs invoice attached to the shipment request.',
  'Weekend pickups only with the Saturday service option; the API silently ignores it otherwise.',
  'The sandbox answers slower than production (up to 8 s): keep the longer timeout there.',
].join('\n');
const NOTES = [
  'Cut-off for same-day pickup is 17:00 local time.',
  'Sandbox is unstable on Mondays between 06:00 and 08:00 UTC (maintenance).',
  'Manifest must be closed before 20:00, or the next day is used.',
  'Ask for a new API key through the carrier portal, not by e-mail.',
];

export const emptySection = (): StoredSection => ({
  files: [],
  links: [],
  info: '',
  whitelisting: false,
});
export const emptyVersion = (): StoredVersion => ({
  contacts: new Map(),
  labels: [],
  general: { files: [], links: [], info: '' },
  sections: Object.fromEntries(DOC_SECTIONS.map((s) => [s, emptySection()])) as Record<
    DocSection,
    StoredSection
  >,
});

const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '');

const VERSION_STYLES: ReadonlyArray<(n: number) => string> = [
  (n) => `v${n}`,
  (n) => `REST-v${n}`,
  (n) => `${2022 + n}.1`,
  (n) => `api-${n}.0`,
];

const FILE_NAMES: Record<'general' | DocSection, string[]> = {
  general: ['Integration_guide.pdf', 'API_reference.pdf', 'Service_zones.csv', 'Release_notes.txt'],
  booking: ['Booking_request_spec.pdf', 'Pickup_slots.csv'],
  tracking: ['Tracking_events.csv', 'Tracking_webhooks.pdf'],
  pudo: ['Pudo_locator_api.pdf'],
  manifest: ['Manifest_format.pdf', 'Manifest_example.csv'],
  cancel: ['Cancellation_rules.pdf'],
  update: ['Shipment_update.pdf'],
  other: ['Certification_checklist.pdf', 'Contacts_escalation.txt'],
};

const INFO_SENTENCES = [
  'Requests are sent as JSON over HTTPS with the account key in the header.',
  'Production and sandbox use different hosts; credentials are not shared.',
  'Rate limit: 10 requests per second per account.',
  'Label formats: PDF A6 and ZPL 203 dpi.',
  'Addresses longer than 35 characters per line are cut by the carrier.',
  'Cancellation is possible until the parcel is scanned at the depot.',
];

function dateOf(faker: Faker): string | null {
  // One file in twelve was uploaded before dates were recorded: 'No date'.
  if (faker.number.int(11) === 0) return null;
  const offset = faker.number.int({ min: 1, max: SEED_DAYS * 6 }) * 86_400;
  return new Date((REFERENCE_DATE - offset) * 1000).toISOString().slice(0, 10);
}

function infoOf(faker: Faker): string {
  const sentences = faker.helpers.arrayElements(INFO_SENTENCES, { min: 1, max: 3 });
  return `<p>${sentences.join(' ')}</p>`;
}

type Where = { carrier: string; kind: string; version: string; part: string };

function filesOf(faker: Faker, names: string[], where: Where, count: number): StoredFile[] {
  return faker.helpers.arrayElements(names, Math.min(count, names.length)).map((fileName) => ({
    fileName,
    date: dateOf(faker),
    size: generatedFileOf(where, fileName).bytes.length,
  }));
}

function contactsOf(faker: Faker, staff: User[], nextId: () => number) {
  const contacts: StoredVersion['contacts'] = new Map();
  for (const user of faker.helpers.arrayElements(staff, { min: 0, max: 2 })) {
    const byId = new Map<number, Contact>();
    for (let i = faker.number.int({ min: 1, max: 2 }); i > 0; i -= 1) {
      const first = faker.person.firstName();
      const last = faker.person.lastName();
      // Some fields were never filled in: 'No name', 'No email', 'No phone'.
      const gap = faker.number.int(5);
      byId.set(nextId(), {
        name: gap === 0 ? '' : `${first} ${last}`,
        email: gap === 1 ? '' : faker.internet.email({ firstName: first, lastName: last }),
        phone: gap === 2 ? '' : faker.phone.number({ style: 'international' }),
      });
    }
    contacts.set(user.id, byId);
  }
  return contacts;
}

function versionOf(
  faker: Faker,
  carrier: Carrier,
  version: string,
  newest: boolean,
  staff: User[],
  nextId: () => number,
): StoredVersion {
  const slug = slugOf(carrier.name);
  const where = (part: string): Where => ({
    carrier: carrier.name,
    kind: carrier.kind,
    version,
    part,
  });
  const stored = emptyVersion();
  // Older versions are thinner: often only a few files are left of them.
  stored.contacts =
    newest || faker.datatype.boolean() ? contactsOf(faker, staff, nextId) : new Map();
  const labelCount = faker.number.int({ min: 0, max: newest ? 3 : 1 });
  stored.labels = Array.from({ length: labelCount }, (_, i) => {
    const fileName = `${slug}_${version}_label_${i + 1}.${i % 2 === 0 ? 'pdf' : 'png'}`;
    return {
      fileName,
      date: dateOf(faker),
      size: generatedFileOf(where('label'), fileName).bytes.length,
    };
  });
  stored.general = {
    files: filesOf(faker, FILE_NAMES.general, where('general'), faker.number.int(newest ? 4 : 2)),
    links: faker.helpers.arrayElements(
      [
        `https://developer.${slug}.example.com/${version}/docs`,
        `https://developer.${slug}.example.com/${version}/openapi.json`,
        `https://status.${slug}.example.com/`,
      ],
      { min: 0, max: 3 },
    ),
    info: faker.number.int(3) === 0 ? '' : infoOf(faker),
  };
  for (const section of DOC_SECTIONS) {
    // About a third of the sections were never documented: 'No information about this section'.
    if (faker.number.int(2) === 0) continue;
    stored.sections[section] = {
      files: filesOf(faker, FILE_NAMES[section], where(section), faker.number.int(2)),
      links: faker.datatype.boolean()
        ? [`https://developer.${slug}.example.com/${version}/${section}`]
        : [],
      info: faker.datatype.boolean() ? infoOf(faker) : '',
      whitelisting: faker.number.int(4) === 0,
    };
  }
  return stored;
}

export function createCarriersDocs(
  faker: Faker,
  carriers: Carrier[],
  users: readonly User[],
): CarriersDocsArea {
  const staff = users.filter((u) => u.role !== 'client' && u.active);
  const area: CarriersDocsArea = { docs: new Map(), nextContactId: 1 };
  const nextId = () => area.nextContactId++;
  for (const carrier of carriers) {
    const kinds: CarrierDoc['kinds'] = { direct: new Map(), return: new Map(), pallet: new Map() };
    // Every ninth carrier has no documentation yet: 'No versions data available'.
    const count = carrier.id % 9 === 5 ? 0 : faker.helpers.arrayElement([1, 1, 2, 3, 3, 4]);
    const style = faker.helpers.arrayElement(VERSION_STYLES);
    for (let n = count; n >= 1; n -= 1) {
      const name = style(n);
      kinds[carrier.kind].set(name, versionOf(faker, carrier, name, n === count, staff, nextId));
    }
    const note = faker.number.int(2) === 0 ? '' : faker.helpers.arrayElement(NOTES);
    area.docs.set(carrier.id, {
      carrierId: carrier.id,
      carrierName: carrier.name,
      logo: carrier.id % 7 === 3 ? null : badgeLogoOf(carrier.id),
      note: carrier.name === LONG_NOTE_CARRIER ? LONG_NOTE : note,
      kinds,
    });
  }
  plantFixtures(area, carriers);
  return area;
}

/** The records the tests and the demo rely on, whatever the draws gave. */
function plantFixtures(area: CarriersDocsArea, carriers: Carrier[]) {
  const xss = carriers.find((c) => c.name === XSS_CARRIER);
  const doc = xss && area.docs.get(xss.id);
  if (!xss || !doc) return;
  const versions = doc.kinds[xss.kind];
  const newest = [...versions.values()][0];
  if (newest) newest.general.info = XSS_INFO;
  // An old version nobody documented: every empty state of a version at once.
  versions.set('0-legacy', emptyVersion());
}
