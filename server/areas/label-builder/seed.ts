import type { Faker } from '@faker-js/faker';
import type { LabelKind } from '../../../src/contract/label-builder/label-builder-schemas';
import type { Carrier } from '../../data/carriers';
import { COUNTRIES } from '../../data/countries';

// The label builder's lists (spec c section 3): the carriers of each kind with the label
// templates each one prints, and the countries labels leave from and go to. Drawn from its own
// stream (70), so the list of templates stays put when other areas change.

export type LabelCarrier = { id: number; name: string; kind: LabelKind; labelNames: string[] };

export type LabelBuilderArea = {
  carriers: LabelCarrier[];
  countriesFrom: string[];
  countriesTo: string[];
};

const FORMATS = ['4x6', 'A6', 'A4', '4x8'] as const;
const EXTRAS = ['Customs CN23', 'Commercial invoice', 'Return slip', 'Proof of delivery'];

/** Origins: the countries the demo warehouses ship from. */
const ORIGINS = ['AT', 'BE', 'CN', 'CZ', 'DE', 'ES', 'FR', 'GB', 'IT', 'NL', 'PL', 'SE', 'US'];

function labelNamesOf(faker: Faker, carrier: Carrier): string[] {
  const names = carrier.products
    .slice(0, 4)
    .flatMap((product) =>
      faker.helpers
        .arrayElements(FORMATS, { min: 1, max: 2 })
        .map((format) => `${product} ${format}`),
    );
  if (faker.datatype.boolean(0.4)) names.push(faker.helpers.arrayElement(EXTRAS));
  return [...new Set(names)];
}

export function createLabelBuilder(faker: Faker, carriers: Carrier[]): LabelBuilderArea {
  const known = new Set(COUNTRIES.map(([code]) => code));
  return {
    carriers: carriers.map((carrier) => ({
      id: carrier.id,
      name: carrier.name,
      kind: carrier.kind,
      labelNames: labelNamesOf(faker, carrier),
    })),
    countriesFrom: ORIGINS.filter((code) => known.has(code)),
    countriesTo: COUNTRIES.map(([code]) => code),
  };
}
