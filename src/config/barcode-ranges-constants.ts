// The barcode ranges page's constants (spec b sections 2 and 9), apart from constants.ts so they
// load with that screen, not with the sign-in page.

/** Spec b section 9: the quick search waits this long after the last keystroke. */
export const BARCODE_RANGES_SEARCH_DEBOUNCE_MS = 300;
/** Spec b section 2: the search box in the toolbar from this width; a search button below. */
export const BARCODE_RANGES_SEARCH_BREAKPOINT_PX = 1200;
/** Spec b section 2: the groups as a table from this width, cards below. */
export const BARCODE_RANGES_TABLE_BREAKPOINT_PX = 1400;
/** Spec b section 9: the export's separator and file name. */
export const BARCODE_RANGES_CSV_DELIMITER = ';';
export const BARCODE_RANGES_CSV_FILE = 'barcode_ranges.csv';
