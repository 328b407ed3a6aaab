import type { ApiUrl } from '../../../src/contract/api-console/api-console-schemas';

// The documented API the console sends to (spec c: api_urls): the paths the request log names
// (server/areas/statistics/request-log.ts, without the carriers' webhooks), plus labels. Each
// with the methods it takes and the fields it needs, shown as hints on the console.

export const API_HOST = 'api.shipping.example';

export const API_URLS: readonly ApiUrl[] = [
  {
    url: '/parcels',
    methods: ['POST'],
    description: 'Create a parcel and its label',
    required: ['service_id', 'destination_address', 'weight'],
  },
  {
    url: '/parcels/bulk',
    methods: ['POST'],
    description: 'Create up to 500 parcels at once',
    required: ['parcels'],
  },
  {
    url: '/labels',
    methods: ['GET'],
    description: "A parcel's label (PDF, base64)",
    required: ['tracking_number'],
  },
  {
    url: '/pallets',
    methods: ['POST'],
    description: 'Create a pallet of parcels',
    required: ['service_id', 'parcels'],
  },
  {
    url: '/tracking',
    methods: ['GET'],
    description: "A parcel's tracking events",
    required: ['tracking_number'],
  },
  {
    url: '/tracking/by_date_range',
    methods: ['GET'],
    description: 'Parcels with tracking updates between two dates (31 days at most)',
    required: ['date_from', 'date_to'],
  },
  { url: '/services', methods: ['GET'], description: "The user's services", required: [] },
  {
    url: '/services/credentials',
    methods: ['GET'],
    description: "A service's credentials keys",
    required: ['service_id'],
  },
  {
    url: '/services/courier_dates',
    methods: ['GET'],
    description: 'Next pickup dates of a service for a zip code',
    required: ['service_id', 'zip'],
  },
  {
    url: '/pudo',
    methods: ['GET'],
    description: 'Pickup points near an address',
    required: ['service_id', 'country', 'zip'],
  },
  {
    url: '/health_check',
    methods: ['GET'],
    description: "A service's health check",
    required: ['service_id'],
  },
  {
    url: '/health_check/detail',
    methods: ['GET'],
    description: "A health check's steps",
    required: ['id'],
  },
];
