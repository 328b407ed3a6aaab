// The services screens' constants (spec b sections 2 and 9), apart from constants.ts so they
// load with those screens, not with the sign-in page.
export const SERVICES_SEARCH_DEBOUNCE_MS = 500;
/** A service without a carrier version (null or '') is shown as v0 and listed last. */
export const DEFAULT_CARRIER_VERSION = 'v0';
export const SERVICE_LOGO_SIZE = '4rem';
/** The logo files accepted (spec b section 5). */
export const SERVICE_LOGO_EXTENSIONS = ['.jpg', '.jpeg', '.png'] as const;
/** Local storage key of the list's group-by-carrier choice, one per account. */
export const SERVICES_GROUP_BY_CARRIER_KEY = 'servicesGroupByCarrier';
export const MAINTENANCE_DATE_FORMAT = 'DD-MM-YYYY HH:mm:ss';
/** Barcode progress by remaining percent: under 25 red, under 75 yellow, else green. */
export const BARCODE_PROGRESS_THRESHOLDS = { danger: 25, warning: 75 } as const;
/** The service's barcode ranges are a table from this width, cards below. */
export const BARCODE_TABLE_BREAKPOINT_PX = 1200;
/** Spec b section 9: a service's accounts appear this many at a time, this close to the end. */
export const CREDENTIALS_ACCOUNTS_STEP = 5;
export const CREDENTIALS_SCROLL_MARGIN_PX = 500;
/** Spec b section 9: a key file's PEM body is wrapped at this width. */
export const PEM_LINE_WIDTH = 64;
