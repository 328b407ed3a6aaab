import {
  type CarrierErrorExample,
  DEFAULT_CARRIER_VERSION,
} from '../../../src/contract/carrier-error-mapping/carrier-error-mapping-schemas';
import type { Carrier, Service } from '../../data/carriers';
import { DAY } from '../../shared/utc-dates';
import { REFERENCE_DATE, SEED_DAYS } from '../../shared/seed-clock';
import type { Random } from '../../shared/seed-random';
import type { UnmappedError } from '../dashboard/mappings-seed';
import type { ServiceProfile } from '../services/profiles';
import { type CarrierErrorConcept, CONCEPTS, LOCAL_WORDINGS } from './catalogue';
import { buildExample, type ExampleCall, usesWordingAsCode } from './examples';

// The carrier error mappings (spec c sections 2, 3; issue 15): for every carrier, a share of the
// catalogue's kinds of error in the carrier's own wording (plain sentences, coded messages,
// DOTTED.CODES or 'field: reason'), per version where the carrier has two, and the errors the
// platform met that nobody has mapped yet: exactly the dashboard's unmapped errors (same ids),
// so the dashboard's counts and this list agree. Most mappings keep an example of a call that
// met the error; every unmapped one does. Saving needs a result error code, so mapping or
// deleting an unmapped error lowers the dashboard's count (db.unmappedErrors reads this table).

export type CarrierErrorRecord = {
  id: number;
  carrierId: number;
  carrierVersion: string;
  errorPattern: string;
  currentHttpCode: number | null;
  /** null: not mapped. */
  resultErrorCode: string | null;
  resultErrorField: string;
  useCarrierMessage: boolean;
  resultErrorMsg: string;
};

export type CarrierErrorArea = {
  mappings: CarrierErrorRecord[];
  /** By mapping id. */
  examples: Map<number, CarrierErrorExample>;
  nextId: number;
};

/** Mapped seeds are numbered from here, clear of the unmapped errors' (the dashboard's) ids. */
const FIRST_MAPPED_ID = 1001;

type Style = 'sentence' | 'dotted' | 'field' | 'coded';

const STYLES: Readonly<Record<string, Style>> = {
  UPS: 'coded',
  FedEx: 'dotted',
  InPost: 'field',
  PostNL: 'coded',
  Correos: 'coded',
  Colissimo: 'coded',
  Chronopost: 'coded',
  'Poste Italiane': 'coded',
  Aramex: 'coded',
  'Royal Mail': 'coded',
  'Canada Post': 'coded',
  'DB Schenker': 'coded',
};

function styleOf(carrier: Carrier, version: string): Style {
  const style = STYLES[carrier.name] ?? (carrier.id % 3 === 0 ? 'coded' : 'sentence');
  // Newer integrations speak the carriers' REST APIs, whose messages are plain sentences.
  return version !== DEFAULT_CARRIER_VERSION && style === 'coded' ? 'sentence' : style;
}

/**
 * Each carrier's versions (the default first), from its services' integrations: 'v2' is
 * version '2'; no version or 'v1' is the default.
 */
export function carrierVersionsOf(
  services: readonly Service[],
  profiles: ReadonlyMap<number, Pick<ServiceProfile, 'carrierVersion'>>,
): Map<number, string[]> {
  const versions = new Map<number, Set<string>>();
  for (const service of services) {
    const raw = profiles.get(service.id)?.carrierVersion;
    const version = raw ? raw.replace(/^v/, '') : DEFAULT_CARRIER_VERSION;
    const set = versions.get(service.carrier_id) ?? new Set([DEFAULT_CARRIER_VERSION]);
    set.add(version);
    versions.set(service.carrier_id, set);
  }
  return new Map(
    [...versions].map(([id, set]) => [
      id,
      [...set].sort((a, b) => Number(a) - Number(b) || a.localeCompare(b)),
    ]),
  );
}

const fill = (text: string, samples: readonly string[] = []) => {
  let index = 0;
  return text.replace(/\.\*/g, () => samples[index++] ?? '0');
};

function shuffled<T>(random: Random, list: readonly T[]): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

const CALLS: Readonly<Record<string, ExampleCall>> = {
  cancel: 'cancel',
  pickup: 'pickup',
  track: 'track',
};

function valuesOf(concept: CarrierErrorConcept) {
  const sample = concept.samples?.[0];
  switch (concept.code) {
    case 'POSTCODE_INVALID':
      return { zip: sample };
    case 'WEIGHT_EXCEEDED':
      return { weight: Number(sample) };
    case 'DUPLICATE_REFERENCE':
      return { reference: sample };
    case 'PICKUP_POINT_INVALID':
      return { point: sample };
    default:
      return {};
  }
}

/** A carrier's own error code: UPS numbers its errors with six digits, others 'E' and four. */
const carrierCodeOf = (random: Random, carrier: Carrier) =>
  carrier.name === 'UPS' ? String(random.int(120_000, 129_999)) : `E${random.int(1000, 9999)}`;

/** A random time of the seeded period, as unix seconds. */
const seededTime = (random: Random, within: number) => REFERENCE_DATE - random.int(600, within);

export function createCarrierErrorArea(
  random: Random,
  carriers: readonly Carrier[],
  versions: ReadonlyMap<number, string[]>,
  unmapped: readonly UnmappedError[],
): CarrierErrorArea {
  const area: CarrierErrorArea = { mappings: [], examples: new Map(), nextId: FIRST_MAPPED_ID };
  const taken = new Set(
    unmapped.map((e) => `${e.carrierId}|${e.carrierVersion}|${e.errorPattern.toLowerCase()}`),
  );

  for (const carrier of carriers) {
    for (const version of versions.get(carrier.id) ?? [DEFAULT_CARRIER_VERSION]) {
      const style = styleOf(carrier, version);
      const local = version === DEFAULT_CARRIER_VERSION ? LOCAL_WORDINGS[carrier.name] : undefined;
      const count = version === DEFAULT_CARRIER_VERSION ? random.int(8, 14) : random.int(4, 8);
      for (const concept of shuffled(random, CONCEPTS).slice(0, count)) {
        const wording = local?.[concept.code] ?? concept.sentence;
        const carrierCode = carrierCodeOf(random, carrier);
        const pattern = {
          sentence: wording,
          dotted: concept.dotted,
          field: concept.field,
          coded: `${carrierCode}: ${wording}`,
        }[style];
        const key = `${carrier.id}|${version}|${pattern.toLowerCase()}`;
        if (taken.has(key)) continue;
        taken.add(key);
        const http = style === 'field' && concept.http === 400 ? 422 : concept.http;
        const useCarrierMessage = random.chance(0.3);
        const record: CarrierErrorRecord = {
          id: area.nextId++,
          carrierId: carrier.id,
          carrierVersion: version,
          errorPattern: pattern,
          currentHttpCode: random.chance(0.1) ? null : http,
          resultErrorCode: concept.code,
          resultErrorField: random.chance(0.1) ? '' : concept.fields,
          useCarrierMessage,
          resultErrorMsg: useCarrierMessage && random.chance(0.5) ? '' : concept.message,
        };
        area.mappings.push(record);
        if (!random.chance(0.65)) continue;
        const code = usesWordingAsCode(carrier, version)
          ? concept.dotted
          : style === 'field'
            ? concept.field.split(': ')[1]!
            : carrierCode;
        area.examples.set(
          record.id,
          buildExample(random, {
            carrier,
            version,
            code,
            message: fill(
              style === 'sentence' || style === 'coded' ? wording : concept.sentence,
              concept.samples,
            ),
            field: concept.fields.split(',')[0] ?? '',
            http,
            call: CALLS[concept.call ?? ''] ?? 'shipment',
            time: seededTime(random, SEED_DAYS * DAY),
            values: valuesOf(concept),
          }),
        );
      }
    }
  }

  // The errors met and not mapped yet: the dashboard's, with its ids; each met recently.
  for (const error of unmapped) {
    const carrier = carriers.find((c) => c.id === error.carrierId)!;
    area.mappings.push({
      id: error.id,
      carrierId: error.carrierId,
      carrierVersion: error.carrierVersion,
      errorPattern: error.errorPattern,
      currentHttpCode: error.currentHttpCode,
      resultErrorCode: null,
      resultErrorField: '',
      useCarrierMessage: false,
      resultErrorMsg: '',
    });
    area.examples.set(
      error.id,
      buildExample(random, {
        carrier,
        version: error.carrierVersion,
        code: usesWordingAsCode(carrier, error.carrierVersion)
          ? error.errorPattern
          : carrierCodeOf(random, carrier),
        message: error.errorPattern,
        field: '',
        http: error.currentHttpCode,
        call: 'shipment',
        time: seededTime(random, 3 * DAY),
        values: {},
      }),
    );
  }
  return area;
}

/** The errors not mapped yet, as the dashboard counts them (db.unmappedErrors reads this). */
export function unmappedErrorsOf(area: CarrierErrorArea): UnmappedError[] {
  return area.mappings
    .filter((m) => m.resultErrorCode === null)
    .map((m) => ({
      id: m.id,
      carrierId: m.carrierId,
      carrierVersion: m.carrierVersion,
      errorPattern: m.errorPattern,
      currentHttpCode: m.currentHttpCode ?? 0,
    }))
    .sort((a, b) => a.id - b.id);
}
