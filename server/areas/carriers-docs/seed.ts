import type { Faker } from '@faker-js/faker';
import type { Carrier } from '../../data/carriers';

// Carrier documentation (issue 17): stub, filled in by the carriers helper. Stream 77.
export type CarriersDocsArea = Record<string, never>;

export function createCarriersDocs(_faker: Faker, _carriers: Carrier[]): CarriersDocsArea {
  return {};
}
