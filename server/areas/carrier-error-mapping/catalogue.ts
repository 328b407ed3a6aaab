import type { ResultErrorCode } from '../../../src/contract/carrier-error-mapping/carrier-error-mapping-schemas';

// What carriers answer when a call fails, and what the platform makes of it: the platform's
// result error codes, and the kinds of carrier error (each with the wordings carriers use for
// it) that the seeded mappings map to them. Written by hand: real wordings read better than
// generated noise. `.*` in a wording stands for the varying part (a postcode, a weight...),
// filled from `samples` in the seeded examples.

type Concept = {
  code: string;
  description: string;
  /** Request fields the error is about (the mapping's resultErrorField). */
  fields: string;
  http: number;
  /** Plain sentence, 'DOTTED.CODE' and 'field: reason' wordings. */
  sentence: string;
  dotted: string;
  field: string;
  /** What the platform tells its caller. */
  message: string;
  samples?: string[];
  /** The call that meets it: a shipment by default. */
  call?: 'cancel' | 'pickup' | 'track';
};

export const CONCEPTS: readonly Concept[] = [
  {
    code: 'ADDRESS_INVALID',
    description: 'The receiver address could not be validated',
    fields: 'destination_address.addr1,destination_address.city',
    http: 400,
    sentence: 'Recipient address could not be validated',
    dotted: 'RECIPIENT.ADDRESS.INVALID',
    field: 'receiver.address: invalid',
    message: 'The receiver address could not be validated by the carrier.',
  },
  {
    code: 'POSTCODE_INVALID',
    description: 'The postcode does not exist or does not match the country',
    fields: 'destination_address.zip',
    http: 400,
    sentence: 'Invalid destination postcode .*',
    dotted: 'RECIPIENT.POSTALCODE.FORMAT.INVALID',
    field: 'receiver.post_code: invalid_format',
    message: 'The receiver postcode is not valid for the destination country.',
    samples: ['SW1A 9ZZ'],
  },
  {
    code: 'SENDER_ADDRESS_INVALID',
    description: 'The sender address is incomplete',
    fields: 'sender_address.zip,sender_address.city',
    http: 400,
    sentence: 'Shipper address is incomplete',
    dotted: 'SHIPPER.ADDRESS.INCOMPLETE',
    field: 'sender.address: required',
    message: 'The sender address is incomplete.',
  },
  {
    code: 'PHONE_INVALID',
    description: 'The receiver phone number is missing or invalid',
    fields: 'destination_address.phone',
    http: 400,
    sentence: 'Recipient phone number is invalid',
    dotted: 'RECIPIENT.PHONENUMBER.INVALID',
    field: 'receiver.phone: invalid',
    message: 'The receiver phone number is missing or invalid.',
  },
  {
    code: 'EMAIL_INVALID',
    description: 'The receiver e-mail address is invalid',
    fields: 'destination_address.email',
    http: 400,
    sentence: 'Recipient e-mail address is not valid',
    dotted: 'RECIPIENT.EMAILADDRESS.INVALID',
    field: 'receiver.email: invalid',
    message: 'The receiver e-mail address is not valid.',
  },
  {
    code: 'WEIGHT_EXCEEDED',
    description: 'A parcel is heavier than the service allows',
    fields: 'weight',
    http: 400,
    sentence: 'Package weight .* exceeds the maximum of .* kg',
    dotted: 'PACKAGE.WEIGHT.EXCEEDED',
    field: 'parcels.weight: too_heavy',
    message: 'The parcel is heavier than the service allows.',
    samples: ['42.5', '31.5'],
  },
  {
    code: 'DIMENSIONS_EXCEEDED',
    description: 'A parcel is larger than the service allows',
    fields: 'dimensions.length,dimensions.width,dimensions.height',
    http: 400,
    sentence: 'Package dimensions exceed the carrier limits',
    dotted: 'PACKAGE.DIMENSIONS.EXCEEDED',
    field: 'parcels.dimensions: too_large',
    message: 'The parcel is larger than the service allows.',
  },
  {
    code: 'SERVICE_NOT_AVAILABLE',
    description: 'The service does not serve this route',
    fields: 'service_id',
    http: 400,
    sentence: 'Service not available for destination country .*',
    dotted: 'SERVICE.UNAVAILABLE.FOR.DESTINATION',
    field: 'service: not_available',
    message: 'The service is not available between these countries.',
    samples: ['IS'],
  },
  {
    code: 'CREDENTIALS_INVALID',
    description: 'The carrier refused the account credentials',
    fields: '',
    http: 401,
    sentence: 'Authentication failed: invalid API credentials',
    dotted: 'NOT.AUTHORIZED.ERROR',
    field: 'authorization: invalid_token',
    message: 'The carrier refused the account credentials. Check the service credentials.',
  },
  {
    code: 'ACCOUNT_NOT_ALLOWED',
    description: 'The carrier account may not use this service',
    fields: '',
    http: 403,
    sentence: 'Account is not authorised for this service',
    dotted: 'ACCOUNT.NOT.ENABLED',
    field: 'organization: forbidden',
    message: 'The carrier account is not enabled for this service.',
  },
  {
    code: 'RATE_LIMITED',
    description: 'The carrier limits the calls of the account',
    fields: '',
    http: 429,
    sentence: 'Too many requests, please slow down',
    dotted: 'RATE.LIMIT.EXCEEDED',
    field: 'requests: too_many',
    message: 'The carrier is limiting requests. Try again in a moment.',
  },
  {
    code: 'CARRIER_UNAVAILABLE',
    description: 'The carrier system is down or in maintenance',
    fields: '',
    http: 503,
    sentence: 'Service temporarily unavailable, please try again later',
    dotted: 'SERVICE.UNAVAILABLE.ERROR',
    field: 'system: unavailable',
    message: 'The carrier system is temporarily unavailable.',
  },
  {
    code: 'CARRIER_TIMEOUT',
    description: 'The carrier did not answer in time',
    fields: '',
    http: 504,
    sentence: 'Gateway timeout while contacting the shipping backend',
    dotted: 'GATEWAY.TIMEOUT',
    field: 'system: timeout',
    message: 'The carrier did not answer in time.',
  },
  {
    code: 'CUSTOMS_DATA_MISSING',
    description: 'Customs data is needed for this route',
    fields: 'items.hs_code,items.origin_country',
    http: 400,
    sentence: 'Commodity information is required for international shipments',
    dotted: 'CUSTOMS.COMMODITY.REQUIRED',
    field: 'customs.items: required',
    message: 'Customs data (HS code and origin country) is required for this destination.',
  },
  {
    code: 'CUSTOMS_VALUE_INVALID',
    description: 'The declared customs value is invalid',
    fields: 'items.price',
    http: 400,
    sentence: 'Declared customs value must be greater than zero',
    dotted: 'CUSTOMS.VALUE.INVALID',
    field: 'customs.value: must_be_positive',
    message: 'The declared value of the items must be greater than zero.',
  },
  {
    code: 'PICKUP_POINT_INVALID',
    description: 'The pickup point does not exist or is closed',
    fields: 'pudo_point_id',
    http: 400,
    sentence: 'Pickup point .* not found or closed',
    dotted: 'PICKUPPOINT.NOT.FOUND',
    field: 'target_point: not_found',
    message: 'The chosen pickup point does not exist or is closed.',
    samples: ['KRA010M'],
  },
  {
    code: 'COLLECTION_DATE_INVALID',
    description: 'The carrier does not collect on that date',
    fields: 'collection_date',
    http: 400,
    sentence: 'Collection date .* is not a working day',
    dotted: 'PICKUP.DATE.INVALID',
    field: 'pickup.date: invalid',
    message: 'The carrier does not collect on the chosen date.',
    samples: ['2026-12-25'],
    call: 'pickup',
  },
  {
    code: 'SHIPMENT_NOT_FOUND',
    description: 'The carrier does not know the shipment',
    fields: 'tracking_number',
    http: 404,
    sentence: 'Shipment .* not found',
    dotted: 'SHIPMENT.NOT.FOUND',
    field: 'shipment: not_found',
    message: 'The carrier does not know this shipment.',
    samples: ['JD014600006281230019'],
    call: 'track',
  },
  {
    code: 'SHIPMENT_ALREADY_CANCELLED',
    description: 'The shipment was cancelled before',
    fields: 'tracking_number',
    http: 409,
    sentence: 'Shipment has already been cancelled',
    dotted: 'SHIPMENT.ALREADY.CANCELLED',
    field: 'shipment: already_cancelled',
    message: 'The shipment has already been cancelled.',
    call: 'cancel',
  },
  {
    code: 'DUPLICATE_REFERENCE',
    description: 'The reference was used by another shipment',
    fields: 'order_reference',
    http: 409,
    sentence: 'Duplicate customer reference .*',
    dotted: 'SHIPMENT.REFERENCE.DUPLICATE',
    field: 'reference: already_used',
    message: 'Another shipment already uses this reference.',
    samples: ['ORD-2026-118204'],
  },
  {
    code: 'LABEL_FAILED',
    description: 'The carrier could not produce the label',
    fields: '',
    http: 500,
    sentence: 'Label could not be generated',
    dotted: 'LABEL.GENERATION.FAILED',
    field: 'label: generation_failed',
    message: 'The carrier could not produce the label. Try again later.',
  },
  {
    code: 'REQUEST_INVALID',
    description: 'The carrier rejected the request format',
    fields: '',
    http: 400,
    sentence: 'Request validation failed',
    dotted: 'REQUEST.SCHEMA.INVALID',
    field: 'request: invalid',
    message: 'The carrier rejected the request.',
  },
  {
    code: 'UNKNOWN_CARRIER_ERROR',
    description: 'Any other carrier error',
    fields: '',
    http: 500,
    sentence: 'Unexpected error, contact customer support',
    dotted: 'INTERNAL.SERVER.ERROR',
    field: 'system: internal_error',
    message: 'The carrier answered with an unexpected error.',
  },
];

export type CarrierErrorConcept = Concept;

/** The platform's result error codes, in the order of the catalogue. */
export const RESULT_ERROR_CODES: readonly ResultErrorCode[] = CONCEPTS.map(
  ({ code, description }) => ({ code, description }),
);

/** Wordings in the carrier's own language, where it answers in one. */
export const LOCAL_WORDINGS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  Correos: {
    ADDRESS_INVALID: 'Dirección del destinatario no válida',
    PHONE_INVALID: 'El teléfono del destinatario no es válido',
    CUSTOMS_DATA_MISSING: 'Falta la declaración de aduanas (CN23)',
    SHIPMENT_NOT_FOUND: 'Envío .* no encontrado',
  },
  Colissimo: {
    ADDRESS_INVALID: "L'adresse du destinataire est invalide",
    WEIGHT_EXCEEDED: 'Le poids du colis .* dépasse le maximum autorisé de .* kg',
    PICKUP_POINT_INVALID: "Le point de retrait .* n'existe pas",
    CREDENTIALS_INVALID: 'Identifiant ou mot de passe incorrect',
  },
  Chronopost: {
    POSTCODE_INVALID: 'Code postal .* invalide',
    SERVICE_NOT_AVAILABLE: "Le produit n'est pas ouvert pour ce pays .*",
  },
  PostNL: {
    ADDRESS_INVALID: 'Adres van de ontvanger is ongeldig',
    POSTCODE_INVALID: 'Postcode .* is ongeldig',
  },
  'Poste Italiane': {
    ADDRESS_INVALID: 'Indirizzo del destinatario non valido',
    WEIGHT_EXCEEDED: 'Peso .* superiore al massimo consentito di .* kg',
  },
  'Austrian Post': { ADDRESS_INVALID: 'Empfängeradresse ist ungültig' },
  'Swiss Post': { POSTCODE_INVALID: 'Postleitzahl .* ist ungültig' },
  SEUR: { ADDRESS_INVALID: 'Dirección de entrega incorrecta' },
};
