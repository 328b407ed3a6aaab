// The carrier documentation's constants (spec c sections 5 and 9), apart from constants.ts so
// they load with those screens, not with the sign-in page.

/** Spec c section 5: the carriers' quick search waits this long after the last keystroke. */
export const CARRIERS_SEARCH_DEBOUNCE_MS = 300;
/** The whitelisting download's name when the server sends none. */
export const WHITELISTING_FILE = 'whitelisting_carriers.csv';
