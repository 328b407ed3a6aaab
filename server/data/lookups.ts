export const CREATED_STATUSES = [
  { value: 1, name: 'API' },
  { value: 2, name: 'Manual' },
  { value: 3, name: 'Bulk upload' },
  { value: 4, name: 'Integration' },
];

export const LABEL_FORMATS = [
  { value: 'pdf', name: 'PDF' },
  { value: 'png', name: 'PNG' },
  { value: 'zpl', name: 'ZPL' },
  { value: 'epl', name: 'EPL' },
];

export const CURRENCIES = [
  { code: 'EUR', name: 'Euro' },
  { code: 'USD', name: 'US Dollar' },
  { code: 'GBP', name: 'Pound Sterling' },
  { code: 'PLN', name: 'Polish Złoty' },
  { code: 'CHF', name: 'Swiss Franc' },
  { code: 'SEK', name: 'Swedish Krona' },
  { code: 'DKK', name: 'Danish Krone' },
  { code: 'CZK', name: 'Czech Koruna' },
  { code: 'CAD', name: 'Canadian Dollar' },
  { code: 'AUD', name: 'Australian Dollar' },
];

// The known API URIs of spec a section 9, as request types.
export const REQUEST_TYPES = [
  ['/parcels', 'Create parcel'],
  ['/parcels/bulk', 'Create parcels in bulk'],
  ['/pallets', 'Create pallet'],
  ['/tracking', 'Tracking'],
  ['/tracking/by_date_range', 'Tracking by date range'],
  ['/services', 'Services'],
  ['/services/credentials', 'Service credentials'],
  ['/services/courier_dates', 'Courier dates'],
  ['/pudo', 'Pick-up points'],
  ['/health_check', 'Health check'],
  ['/health_check/detail', 'Health check detail'],
  ['/direct_webhook_tracking', 'Direct tracking webhook'],
  ['/return_webhook_tracking', 'Return tracking webhook'],
].map(([value, name]) => ({ value: value as string, name: name as string }));

export const ROLES = [
  { value: 'super_admin', name: 'Super admin' },
  { value: 'staff', name: 'Staff' },
  { value: 'client', name: 'Client' },
];
