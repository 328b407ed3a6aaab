// Money (issue 17): amounts travel and are kept as decimal strings ('1234.50', '-0.0125'), never
// as binary floating point, and are shown through Intl.NumberFormat, which formats a decimal
// string exactly. Sums and markups are worked out in integer units of the amount's own scale
// (BigInt), so 0.1 + 0.2 is 0.3 and a balance of many transactions stays exact to the cent.
// The reference server uses the same functions, so both ends agree to the last digit.

/** A decimal amount as the API sends it: an optional minus, digits, an optional fraction. */
export const DECIMAL = /^-?\d+(\.\d+)?$/;

export const isDecimal = (value: unknown): value is string =>
  typeof value === 'string' && DECIMAL.test(value);

/** The fraction digits of a decimal string ('1.250' has 3). */
export const scaleOf = (amount: string): number => {
  const dot = amount.indexOf('.');
  return dot < 0 ? 0 : amount.length - dot - 1;
};

function assertDecimal(amount: string): void {
  if (!DECIMAL.test(amount)) throw new RangeError(`Not a decimal amount: ${amount}`);
}

/**
 * The amount in integer units of `scale` fraction digits: toUnits('12.5', 2) is 1250n. Digits
 * beyond the scale are rounded half away from zero, as money is.
 */
export function toUnits(amount: string, scale: number): bigint {
  assertDecimal(amount);
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  const kept = fraction.slice(0, scale).padEnd(scale, '0');
  let units = BigInt(whole + kept);
  const next = fraction.charAt(scale);
  if (next !== '' && Number(next) >= 5) units += 1n;
  return negative ? -units : units;
}

/** The decimal string of integer units at `scale` fraction digits: fromUnits(1250n, 2) is '12.50'. */
export function fromUnits(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = scale === 0 ? digits : digits.slice(0, -scale);
  const fraction = scale === 0 ? '' : `.${digits.slice(-scale)}`;
  return `${negative && units !== 0n ? '-' : ''}${whole}${fraction}`;
}

/** The exact sum of decimal amounts, at the largest scale among them. */
export function addDecimals(...amounts: string[]): string {
  const scale = Math.max(0, ...amounts.map(scaleOf));
  return fromUnits(
    amounts.reduce((sum, amount) => sum + toUnits(amount, scale), 0n),
    scale,
  );
}

/** a - b, exactly. */
export const subtractDecimals = (a: string, b: string): string => addDecimals(a, negateDecimal(b));

export function negateDecimal(amount: string): string {
  assertDecimal(amount);
  if (/^-?0+(\.0+)?$/.test(amount)) return amount.replace('-', '');
  return amount.startsWith('-') ? amount.slice(1) : `-${amount}`;
}

/** The exact product of two decimal amounts (its scale is the sum of theirs). */
export function multiplyDecimals(a: string, b: string): string {
  const scale = scaleOf(a) + scaleOf(b);
  return fromUnits(toUnits(a, scaleOf(a)) * toUnits(b, scaleOf(b)), scale);
}

/** The amount rounded half away from zero to `scale` fraction digits. */
export const roundDecimal = (amount: string, scale: number): string =>
  fromUnits(toUnits(amount, scale), scale);

/** -1, 0 or 1 as a is below, equal to or above b. */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  const scale = Math.max(scaleOf(a), scaleOf(b));
  const difference = toUnits(a, scale) - toUnits(b, scale);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

const digitsCache = new Map<string, number>();

/** The currency's usual fraction digits (EUR 2, JPY 0, KWD 3); 2 for a code Intl does not know. */
export function currencyDigits(currency: string): number {
  const cached = digitsCache.get(currency);
  if (cached !== undefined) return cached;
  let digits = 2;
  try {
    digits =
      new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2;
  } catch {
    // An unknown code: shown with two digits and the code itself (formatMoney).
  }
  digitsCache.set(currency, digits);
  return digits;
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatterOf(currency: string, fractionDigits: number, locale: string) {
  const key = `${locale}|${currency}|${fractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const minimum = Math.min(currencyDigits(currency), fractionDigits);
    try {
      formatter = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: minimum,
        maximumFractionDigits: fractionDigits,
      });
    } catch {
      formatter = new Intl.NumberFormat(locale, {
        minimumFractionDigits: minimum,
        maximumFractionDigits: fractionDigits,
      });
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

// Intl.NumberFormat formats a decimal string exactly (ECMA-402 NumberFormat v3); TypeScript's
// lib of this target still types the argument as a number.
type DecimalFormat = (value: string) => string;

/**
 * The amount with its currency, exactly as given: formatMoney('1234.5', 'EUR') is '€1,234.50',
 * and a per-request price keeps its extra digits ('0.0125' is '€0.0125'). Not a decimal: '—'.
 */
export function formatMoney(amount: string, currency: string, locale = 'en-US'): string {
  if (!isDecimal(amount)) return '—';
  const digits = Math.max(currencyDigits(currency), scaleOf(amount));
  const formatter = formatterOf(currency, Math.min(digits, 20), locale);
  const text = (formatter.format as unknown as DecimalFormat)(amount);
  return formatter.resolvedOptions().style === 'currency' ? text : `${text} ${currency}`;
}

/**
 * What a user typed as an amount, as a decimal string, or null: digits with one optional '.' or
 * ',' separator and an optional leading minus when `allowNegative`. Exponents ('1e3') are not
 * amounts (spec c section 5: 'Incorrect amount').
 */
export function parseAmountInput(text: string, allowNegative = false): string | null {
  const trimmed = text.trim().replace(',', '.');
  const pattern = allowNegative ? /^-?\d+(\.\d+)?$/ : /^\d+(\.\d+)?$/;
  if (!pattern.test(trimmed)) return null;
  const normalised = trimmed.replace(/^(-?)0+(?=\d)/, '$1');
  return normalised === '-0' ? '0' : normalised;
}
