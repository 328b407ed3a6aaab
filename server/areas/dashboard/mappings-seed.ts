import type { Carrier } from '../../data/carriers';

// What the platform has not mapped yet (spec c: carrier error mapping and tracking mapping):
// carrier error patterns with no result error code, and carrier tracking statuses with no
// platform status. The dashboard counts them per carrier (queries.ts); the mapping screens
// (later issues) list them. Written out by hand: a few realistic entries read better than
// generated noise. Carriers not named here have everything mapped.

export type UnmappedError = {
  id: number;
  carrierId: number;
  carrierVersion: string;
  errorPattern: string;
  currentHttpCode: number;
};

export type UnmappedTrackingStatus = {
  id: number;
  carrierId: number;
  carrierStatus: string;
  description: string;
};

const ERRORS: Record<string, ReadonlyArray<readonly [string, number]>> = {
  UPS: [
    ['Missing or invalid shipper number', 400],
    ['The requested service is unavailable between the selected locations', 400],
    ['Invalid package weight for the selected packaging type', 400],
    ['Consignee phone number is required for this service', 400],
    ['Address Validation Error on ShipTo address', 400],
    ['Hard error: Shipment has been already voided', 409],
    ['Rate limit exceeded for the access key', 429],
  ],
  FedEx: [
    ['RECIPIENTS.POSTALCODE.INVALID', 422],
    ['SHIPMENT.COMMODITY.CUSTOMSVALUE.REQUIRED', 422],
    ['ACCOUNT.NUMBER.MISMATCH', 403],
    ['SERVICE.PACKAGECOMBINATION.INVALID', 422],
    ['INTERNAL.SERVER.ERROR', 500],
  ],
  DPD: [
    ['Parcel weight exceeds limit of 31.5 kg', 400],
    ['Predict notification requires an e-mail or mobile number', 400],
    ['Depot not found for the given postcode', 404],
  ],
  InPost: [
    ['target_point: does not exist', 422],
    ['custom_attributes.sending_method: invalid', 422],
    ['receiver.phone: invalid_format', 422],
    ['Offer expired', 409],
  ],
  Correos: [
    ['Código postal de destino incorrecto', 400],
    ['El peso del envío supera el máximo permitido', 400],
  ],
  Aramex: [['Invalid ShipperAccountPin', 401]],
  Geodis: [
    ['Loading metres exceed the booked vehicle', 400],
    ['Pickup date falls on a depot holiday', 400],
  ],
};

const TRACKING: Record<string, ReadonlyArray<readonly [string, string]>> = {
  'Royal Mail': [
    ['EVNRR', 'Item redirected to Delivery Office'],
    ['EVKSP', 'Item held at Customer Service Point'],
    ['EVDAV', 'Awaiting customs fee payment'],
  ],
  PostNL: [
    ['J05', 'Shipment sorted at hub, awaiting capacity'],
    ['A98', 'Delivery postponed at recipient request'],
  ],
  Colissimo: [
    ['RSTNCG', 'Colis retardé suite à un incident de tri'],
    ['AARCFM', 'Colis arrivé dans le pays de destination (transit)'],
    ['MLVARS', 'Colis en attente de retrait au bureau'],
    ['DCHDDA', 'Destinataire absent, avis de passage déposé'],
  ],
  Packeta: [['22', 'Parcel handed over to partner carrier']],
  'SF Express': [
    ['658', 'Shipment held at airport pending flight'],
    ['3036', 'Customs inspection scheduled'],
  ],
  'Japan Post': [['Notice left', 'Notice left; item kept at post office for pickup']],
};

const byName = (carriers: Carrier[], name: string) => {
  const carrier = carriers.find((c) => c.name === name);
  if (!carrier) throw new Error(`mappings: unknown carrier ${name}`);
  return carrier;
};

export function createUnmappedErrors(carriers: Carrier[]): UnmappedError[] {
  return Object.entries(ERRORS)
    .flatMap(([name, entries]) =>
      entries.map(([errorPattern, currentHttpCode]) => ({
        carrierId: byName(carriers, name).id,
        carrierVersion: '1',
        errorPattern,
        currentHttpCode,
      })),
    )
    .map((entry, index) => ({ id: index + 1, ...entry }));
}

export function createUnmappedTrackingStatuses(carriers: Carrier[]): UnmappedTrackingStatus[] {
  return Object.entries(TRACKING)
    .flatMap(([name, entries]) =>
      entries.map(([carrierStatus, description]) => ({
        carrierId: byName(carriers, name).id,
        carrierStatus,
        description,
      })),
    )
    .map((entry, index) => ({ id: index + 1, ...entry }));
}
