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
export const ACCOUNT_DROPDOWN_MIN_WIDTH_PX = 576;

export const DATE_TIME_DISPLAY_FORMAT = 'DD.MM.YYYY, HH:mm:ss';
