export type CarrierKind = 'direct' | 'pallet' | 'return';

export type Carrier = { id: number; name: string; kind: CarrierKind; products: string[] };

// Real-sounding carriers and their products; pallet carriers' services are named
// 'Pallet {carrier} - {product}' so the spec's service-list rule (name before the first '-'
// contains 'Pallet') finds them.
const CARRIERS: ReadonlyArray<readonly [string, CarrierKind, string[]]> = [
  [
    'DHL Express',
    'direct',
    ['Express Worldwide', 'Express 12:00', 'Economy Select', 'Express 9:00'],
  ],
  ['DHL Parcel', 'direct', ['Connect', 'Europlus', 'Home Delivery', 'Return Connect']],
  [
    'UPS',
    'direct',
    ['Standard', 'Express Saver', 'Expedited', 'Worldwide Express', 'Access Point Economy'],
  ],
  [
    'FedEx',
    'direct',
    ['International Priority', 'International Economy', 'Ground', 'International First'],
  ],
  ['DPD', 'direct', ['Classic', 'Predict', 'Express', 'Pickup']],
  ['GLS', 'direct', ['Business Parcel', 'Euro Business Parcel', 'FlexDelivery', 'ShopDelivery']],
  [
    'Royal Mail',
    'direct',
    ['Tracked 24', 'Tracked 48', 'International Tracked', 'Special Delivery'],
  ],
  ['PostNL', 'direct', ['Standard', 'Pakket Internationaal', 'Letterbox', 'Parcel EU']],
  ['Colissimo', 'direct', ['Domicile', 'Expert International', 'Point Retrait', 'Retour']],
  ['Correos', 'direct', ['Paq Premium', 'Paq Estándar', 'Internacional', 'Paq Ligero']],
  ['InPost', 'direct', ['Paczkomat', 'Kurier Standard', 'Kurier Express']],
  ['Bpost', 'direct', ['bpack 24h Pro', 'bpack World Express', 'bpack Easy Retour']],
  ['Poste Italiane', 'direct', ['Crono', 'Poste Delivery Business', 'Pacco Ordinario']],
  ['Canada Post', 'direct', ['Expedited Parcel', 'Xpresspost', 'Priority', 'Regular Parcel']],
  [
    'USPS',
    'direct',
    [
      'Priority Mail',
      'Ground Advantage',
      'Priority Mail International',
      'First-Class Package International',
    ],
  ],
  [
    'Australia Post',
    'direct',
    ['Parcel Post', 'Express Post', 'International Standard', 'International Express'],
  ],
  ['Aramex', 'direct', ['Priority Parcel Express', 'Deferred Parcel', 'Domestic Express']],
  ['PostNord', 'direct', ['MyPack Collect', 'MyPack Home', 'Parcel', 'Return Drop Off']],
  ['Hermes', 'direct', ['Standard', 'Next Day', 'Parcelshop']],
  ['Evri', 'direct', ['Standard', 'Next Day', 'International']],
  ['Chronopost', 'direct', ['Chrono 13', 'Chrono Classic', 'Chrono Relais']],
  ['SEUR', 'direct', ['24', 'Classic Internacional', 'Predict']],
  ['Swiss Post', 'direct', ['PostPac Priority', 'PostPac Economy', 'Swiss-Express Moon']],
  ['Austrian Post', 'direct', ['Paket Premium', 'Paket International']],
  ['Packeta', 'direct', ['Pick-up Point', 'Home Delivery', 'Evening Delivery']],
  ['Yodel', 'direct', ['Xpress 48', 'Xpect 24']],
  ['Japan Post', 'direct', ['EMS', 'International ePacket', 'International Parcel']],
  ['SF Express', 'direct', ['International Standard', 'Economy Express', 'Standard Express']],
  ['Geodis', 'pallet', ['Euro Pallet', 'Half Pallet', 'Freight Standard', 'Premium Pallet']],
  ['DB Schenker', 'pallet', ['System Pallet', 'Premium Freight', 'System Premium']],
  ['Palletways', 'pallet', ['Premium Pallet', 'Economy Pallet']],
  ['DHL Freight', 'pallet', ['Euroconnect', 'Euro Pallet']],
  ['Raben', 'pallet', ['Groupage', 'Pallet Express']],
  ['Kuehne+Nagel', 'pallet', ['Road Pallet', 'Consolidated Freight']],
  ['ReBound', 'return', ['Returns Portal', 'Drop-off Return']],
  ['ZigZag', 'return', ['Consolidated Return', 'Label-free Return']],
  ['Happy Returns', 'return', ['Return Bar']],
  ['Returnista', 'return', ['Drop-off', 'Collection']],
  ['ParcelReturn', 'return', ['Prepaid Return']],
  ['Loop Returns', 'return', ['Exchange Return']],
];

export function createCarriers(): Carrier[] {
  return CARRIERS.map(([name, kind, products], index) => ({ id: index + 1, name, kind, products }));
}

export type Service = {
  id: number;
  name: string;
  carrier_id: number;
  carrier_kind: CarrierKind;
  is_active: boolean;
};

export function createServices(carriers: Carrier[]): Service[] {
  const services: Service[] = [];
  for (const carrier of carriers) {
    for (const product of carrier.products) {
      const id = services.length + 1;
      services.push({
        id,
        name:
          carrier.kind === 'pallet'
            ? `Pallet ${carrier.name} - ${product}`
            : `${carrier.name} - ${product}`,
        carrier_id: carrier.id,
        carrier_kind: carrier.kind,
        // Every 17th service is switched off, as old products are.
        is_active: id % 17 !== 0,
      });
    }
  }
  return services;
}

/** The two letters that start a carrier's tracking numbers ('XX' for an unknown carrier). */
export const carrierPrefix = (carrier: Carrier | undefined) =>
  (carrier?.name ?? 'XX')
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 2)
    .toUpperCase();
