// The spec's business constants (spec a section 9, spec c section 2), named as in the spec.

export const PRODUCT_NAME = 'Shipping API Admin';

export const POLLING_INTERVAL_MS = 60_000;
export const DASHBOARD_POLLING_INTERVAL_MS = 300_000;
export const COMMON_LISTS_POLLING_INTERVAL_MS = 300_000;
export const IDLE_TIMEOUT_MS = 600_000;

export const MFA_CODE_LENGTH = 6;
export const TOAST_TIMEOUT_MS = 5_000;
export const UNDO_TOAST_TIMEOUT_MS = 7_000;
export const COPY_CONFIRMATION_MS = 1_000;

export const PAGE_SIZES = [16, 32, 48] as const;
export const DEFAULT_PAGE_SIZE = 32;
export const FIRST_PAGE = 1;
export const FILTER_MODES = ['all', 'live', 'test'] as const;

export const ACCOUNT_SWITCH_OVERLAY_MS = 2_000;
export const WIDE_SCREEN_BREAKPOINT_PX = 1200;
export const STATS_TABLE_BREAKPOINT_PX = 1400;

export const DATE_TIME_DISPLAY_FORMAT = 'DD.MM.YYYY, HH:mm:ss';

/** The pickup points map's zoom (spec c section 9). */
export const PICKUP_MAP_ZOOM = 9;

/** The ID filter: empty, or at least this many characters after trimming (spec a section 5). */
export const MIN_ID_FILTER_LENGTH = 3;
/** Local storage keys of the card/table choice of each list (spec a section 2). */
export const LIST_VIEW_KEYS = {
  parcels: 'parcelListView',
  pallets: 'palletListView',
  requestsLog: 'requestsLogListView',
  healthChecks: 'healthChecksListView',
  users: 'usersListView',
  cronRobotsHistory: 'cronRobotsHistoryListView',
  billingClients: 'billingClientsListView',
} as const;
/** The request log's and health check's wide layout (spec b section 9). */
export const REQUESTS_LOG_TABLE_BREAKPOINT_PX = 1400;
/** The request log's Default / Simple filter mode, remembered (spec b section 2). */
export const REQUESTS_LOG_MODE_KEY = 'requestsLogFilterMode';

// Date range filters (spec a section 5): the URL and server format, read as UTC.
export const DATE_FILTER_FORMAT = 'DD-MM-YYYY HH:mm:ss';
export const DEFAULT_TIME_FROM = '00:00:00';
export const DEFAULT_TIME_TO = '23:59:59';

/** Health widget colour by the last-600-s rate (spec a section 4): <= red, <= orange, above green. */
export const HEALTH_COLOUR_THRESHOLDS = { red: 25, orange: 75 } as const;

/** Health check cards (spec b section 9): the 1-hour rate below 25 is critical, below 75 an issue. */
export const HEALTH_STATUS_THRESHOLDS = { issue: 25, well: 75 } as const;
/** The periods of a health card, in seconds (spec b section 9): 24 h, 8 h, 1 h, 10 min. */
export const HEALTH_PERIODS_S = [86400, 28800, 3600, 600] as const;

// Dashboard graphs (spec a sections 4 and 9).
/** The parcels graph shows this many groups by count; the rest are summed as 'Others'. */
export const PARCELS_CHART_TOP_GROUPS = 7;
/** The parcels graph is this tall per row, plus PARCELS_CHART_EXTRA_HEIGHT_PX. */
export const PARCELS_CHART_ROW_HEIGHT_PX = 50;
export const PARCELS_CHART_EXTRA_HEIGHT_PX = 100;
/** The requests graph's bucket: this many seconds per hour of data (decision 012). */
export const REQUEST_BUCKET_SECONDS_PER_HOUR = 20;
/** Share of its band a graph bar fills: 50%. */
export const GRAPH_BAR_WIDTH = 0.5;

// Statistics (spec a sections 7 and 9): the response codes the Success and Failed tiles open the
// request log with, and the default range in days, ending today.
export const STATS_SUCCESS_HTTP_CODES = [200, 207] as const;
export const STATS_FAILED_HTTP_CODES = [400, 401, 403, 404, 406, 429, 500] as const;
export const DEFAULT_STATS_RANGE_DAYS = 7;

// Label builder (spec c section 9): the result frame's height; print at 300 DPI (the contract).
export const LABEL_FRAME_HEIGHT_PX = 786;
