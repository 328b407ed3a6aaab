// The fixed places of the pickup points (decision 039): real cities with their real coordinates,
// postcodes and a few real street names each, and the pickup carriers with the countries they
// serve and their home city (where a search with no address is made).

export type City = {
  country: string;
  name: string;
  state: string;
  lat: number;
  lng: number;
  /** A real postcode of the centre; the points' postcodes vary its last digits. */
  zip: string;
  streets: readonly string[];
};

const city = (
  country: string,
  name: string,
  lat: number,
  lng: number,
  zip: string,
  streets: readonly string[],
  state = '',
): City => ({ country, name, state, lat, lng, zip, streets });

export const CITIES: readonly City[] = [
  city('DE', 'Berlin', 52.52, 13.405, '10115', [
    'Friedrichstraße',
    'Torstraße',
    'Karl-Marx-Allee',
    'Schönhauser Allee',
    'Kantstraße',
  ]),
  city('DE', 'Hamburg', 53.5511, 9.9937, '20095', [
    'Mönckebergstraße',
    'Eppendorfer Weg',
    'Osterstraße',
    'Reeperbahn',
  ]),
  city('DE', 'München', 48.1351, 11.582, '80331', [
    'Leopoldstraße',
    'Sendlinger Straße',
    'Lindwurmstraße',
    'Rosenheimer Straße',
  ]),
  city('DE', 'Köln', 50.9375, 6.9603, '50667', [
    'Hohe Straße',
    'Aachener Straße',
    'Venloer Straße',
    'Severinstraße',
  ]),
  city('DE', 'Frankfurt am Main', 50.1109, 8.6821, '60311', [
    'Zeil',
    'Berger Straße',
    'Leipziger Straße',
    'Schweizer Straße',
  ]),
  city('FR', 'Paris', 48.8566, 2.3522, '75001', [
    'Rue de Rivoli',
    'Boulevard Voltaire',
    'Rue de la Roquette',
    'Avenue de Clichy',
    'Rue Oberkampf',
  ]),
  city('FR', 'Lyon', 45.764, 4.8357, '69001', [
    'Rue de la République',
    'Cours Lafayette',
    'Rue Garibaldi',
    'Avenue Jean Jaurès',
  ]),
  city('FR', 'Marseille', 43.2965, 5.3698, '13001', [
    'La Canebière',
    'Rue de Rome',
    'Boulevard Baille',
    'Avenue du Prado',
  ]),
  city('FR', 'Lille', 50.6292, 3.0573, '59000', [
    'Rue Nationale',
    'Rue Solférino',
    'Boulevard de la Liberté',
  ]),
  city('FR', 'Bordeaux', 44.8378, -0.5792, '33000', [
    'Rue Sainte-Catherine',
    'Cours Victor Hugo',
    "Cours de l'Argonne",
  ]),
  city('NL', 'Amsterdam', 52.3676, 4.9041, '1012', [
    'Damrak',
    'Kinkerstraat',
    'Ferdinand Bolstraat',
    'Javastraat',
    'Van Woustraat',
  ]),
  city('NL', 'Rotterdam', 51.9244, 4.4777, '3011', [
    'Coolsingel',
    'Nieuwe Binnenweg',
    'Zwart Janstraat',
    'Beijerlandselaan',
  ]),
  city('NL', 'Utrecht', 52.0907, 5.1214, '3511', [
    'Oudegracht',
    'Amsterdamsestraatweg',
    'Biltstraat',
  ]),
  city('NL', 'Eindhoven', 51.4416, 5.4697, '5611', ['Demer', 'Woenselse Markt', 'Kruisstraat']),
  city('PL', 'Warszawa', 52.2297, 21.0122, '00-001', [
    'Marszałkowska',
    'Nowy Świat',
    'Puławska',
    'Grochowska',
    'Górczewska',
  ]),
  city('PL', 'Kraków', 50.0647, 19.945, '31-001', [
    'Floriańska',
    'Dietla',
    'Karmelicka',
    'Kalwaryjska',
  ]),
  city('PL', 'Gdańsk', 54.352, 18.6466, '80-001', ['Długa', 'Grunwaldzka', 'Kartuska']),
  city('PL', 'Wrocław', 51.1079, 17.0385, '50-001', ['Świdnicka', 'Legnicka', 'Piłsudskiego']),
  city('GB', 'London', 51.5072, -0.1276, 'EC1A 1BB', [
    'High Street',
    'Holloway Road',
    'Old Kent Road',
    'Kilburn High Road',
    'Mare Street',
  ]),
  city('GB', 'Manchester', 53.4808, -2.2426, 'M1 1AE', [
    'Oxford Road',
    'Deansgate',
    'Wilmslow Road',
    'Oldham Street',
  ]),
  city('GB', 'Birmingham', 52.4862, -1.8904, 'B1 1AA', [
    'Broad Street',
    'Stratford Road',
    'Soho Road',
  ]),
  city('GB', 'Glasgow', 55.8642, -4.2518, 'G1 1AA', [
    'Sauchiehall Street',
    'Argyle Street',
    'Byres Road',
  ]),
  city(
    'US',
    'New York',
    40.7128,
    -74.006,
    '10007',
    ['Broadway', 'Amsterdam Avenue', 'Flatbush Avenue', 'Atlantic Avenue', 'Lexington Avenue'],
    'NY',
  ),
  city(
    'US',
    'Chicago',
    41.8781,
    -87.6298,
    '60601',
    ['Michigan Avenue', 'Clark Street', 'Milwaukee Avenue', 'Halsted Street'],
    'IL',
  ),
  city(
    'US',
    'Los Angeles',
    34.0522,
    -118.2437,
    '90012',
    ['Sunset Boulevard', 'Wilshire Boulevard', 'Vermont Avenue', 'Figueroa Street'],
    'CA',
  ),
  city(
    'US',
    'Houston',
    29.7604,
    -95.3698,
    '77002',
    ['Main Street', 'Westheimer Road', 'Washington Avenue'],
    'TX',
  ),
  city('BE', 'Bruxelles', 50.8503, 4.3517, '1000', [
    'Rue Neuve',
    'Chaussée de Wavre',
    "Chaussée d'Ixelles",
  ]),
  city('BE', 'Antwerpen', 51.2194, 4.4025, '2000', ['Meir', 'Turnhoutsebaan', 'Kammenstraat']),
  city('CZ', 'Praha', 50.0755, 14.4378, '110 00', [
    'Vodičkova',
    'Vinohradská',
    'Milady Horákové',
    'Táborská',
  ]),
  city('CZ', 'Brno', 49.1951, 16.6068, '602 00', ['Masarykova', 'Cejl', 'Kounicova']),
  city('ES', 'Madrid', 40.4168, -3.7038, '28013', [
    'Gran Vía',
    'Calle de Alcalá',
    'Calle de Bravo Murillo',
  ]),
  city('ES', 'Barcelona', 41.3874, 2.1686, '08002', [
    'Carrer de Mallorca',
    'Carrer de Sants',
    'Avinguda Diagonal',
  ]),
  city('IT', 'Roma', 41.9028, 12.4964, '00184', [
    'Via del Corso',
    'Via Tuscolana',
    'Via Appia Nuova',
  ]),
  city('IT', 'Milano', 45.4642, 9.19, '20121', [
    'Corso Buenos Aires',
    'Via Padova',
    'Corso di Porta Ticinese',
  ]),
  city('SE', 'Stockholm', 59.3293, 18.0686, '111 20', [
    'Drottninggatan',
    'Götgatan',
    'Sankt Eriksgatan',
  ]),
  city('DK', 'København', 55.6761, 12.5683, '1050', ['Strøget', 'Nørrebrogade', 'Vesterbrogade']),
];

/** The shops and lockers a carrier's points are in, by country (local words). */
export const SHOP_KINDS: Readonly<Record<string, readonly string[]>> = {
  DE: ['Kiosk', 'Späti', 'Schreibwaren', 'Tabakwaren', 'Reinigung', 'Blumen'],
  FR: ['Tabac Presse', 'Épicerie', 'Pressing', 'Librairie', 'Fleuriste'],
  NL: ['Tabakszaak', 'Drogisterij', 'Boekhandel', 'Supermarkt'],
  PL: ['Kiosk', 'Sklep spożywczy', 'Księgarnia', 'Kwiaciarnia'],
  GB: ['Newsagent', 'Convenience Store', 'Post Office', 'Dry Cleaners', 'Pharmacy'],
  US: ['Pharmacy', 'Convenience Store', 'Hardware', 'Shipping Store'],
  BE: ['Librairie', 'Dagbladhandel', 'Épicerie'],
  CZ: ['Trafika', 'Potraviny', 'Papírnictví'],
  ES: ['Estanco', 'Papelería', 'Kiosco', 'Droguería'],
  IT: ['Tabaccheria', 'Edicola', 'Cartoleria'],
  SE: ['Pressbyrån', 'ICA Nära', 'Apotek'],
  DK: ['Kiosk', 'Netto', 'Apotek'],
};

export type PickupCarrier = {
  /** The carrier's name in server/data/carriers.ts. */
  name: string;
  /** Lockers open round the clock; else shops. */
  lockers: boolean;
  /** The point title's prefix. */
  brand: string;
  home: string;
  countries: readonly string[];
};

/**
 * The carriers whose pickup products search points: the service of each is the carrier's
 * product that matches PICKUP_PRODUCT (server/areas/pudo-points/seed.ts).
 */
export const PICKUP_CARRIERS: readonly PickupCarrier[] = [
  {
    name: 'DHL Parcel',
    lockers: false,
    brand: 'DHL Paketshop',
    home: 'Berlin',
    countries: ['DE', 'NL', 'BE', 'PL', 'CZ'],
  },
  {
    name: 'UPS',
    lockers: false,
    brand: 'UPS Access Point',
    home: 'New York',
    countries: ['US', 'GB', 'DE', 'FR', 'NL', 'PL', 'ES', 'IT', 'BE'],
  },
  {
    name: 'DPD',
    lockers: false,
    brand: 'DPD Pickup',
    home: 'Hamburg',
    countries: ['DE', 'FR', 'NL', 'PL', 'GB', 'BE', 'CZ'],
  },
  {
    name: 'GLS',
    lockers: false,
    brand: 'GLS ParcelShop',
    home: 'Frankfurt am Main',
    countries: ['DE', 'FR', 'NL', 'PL', 'BE', 'CZ', 'ES', 'IT', 'DK'],
  },
  {
    name: 'Colissimo',
    lockers: false,
    brand: 'Point Retrait',
    home: 'Paris',
    countries: ['FR', 'BE'],
  },
  {
    name: 'InPost',
    lockers: true,
    brand: 'Paczkomat',
    home: 'Warszawa',
    countries: ['PL', 'GB', 'IT', 'ES'],
  },
  {
    name: 'PostNord',
    lockers: false,
    brand: 'PostNord Ombud',
    home: 'Stockholm',
    countries: ['SE', 'DK'],
  },
  { name: 'Hermes', lockers: false, brand: 'Hermes PaketShop', home: 'München', countries: ['DE'] },
  {
    name: 'Chronopost',
    lockers: false,
    brand: 'Chrono Relais',
    home: 'Lyon',
    countries: ['FR', 'BE'],
  },
  {
    name: 'Packeta',
    lockers: false,
    brand: 'Zásilkovna',
    home: 'Praha',
    countries: ['CZ', 'PL', 'DE'],
  },
  {
    name: 'Returnista',
    lockers: false,
    brand: 'Returnista Drop-off',
    home: 'Amsterdam',
    countries: ['NL', 'BE', 'DE'],
  },
];

/** A carrier's product that works with pickup points. */
export const PICKUP_PRODUCT =
  /pick-?up|point|relais|parcelshop|shopdelivery|paczkomat|collect|connect|drop-off/i;
