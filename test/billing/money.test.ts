import { describe, expect, it } from 'vitest';
import {
  addDecimals,
  compareDecimals,
  currencyDigits,
  formatMoney,
  fromUnits,
  isDecimal,
  multiplyDecimals,
  negateDecimal,
  parseAmountInput,
  roundDecimal,
  subtractDecimals,
  toUnits,
} from '@/contract/money';

describe('money as decimal strings', () => {
  it('knows a decimal amount', () => {
    expect(isDecimal('12')).toBe(true);
    expect(isDecimal('-0.0125')).toBe(true);
    expect(isDecimal('1e3')).toBe(false);
    expect(isDecimal('1.')).toBe(false);
    expect(isDecimal(12)).toBe(false);
  });

  it('converts to and from integer units, rounding half away from zero', () => {
    expect(toUnits('12.5', 2)).toBe(1250n);
    expect(toUnits('-0.125', 2)).toBe(-13n);
    expect(toUnits('0.124', 2)).toBe(12n);
    expect(toUnits('7', 0)).toBe(7n);
    expect(fromUnits(1250n, 2)).toBe('12.50');
    expect(fromUnits(-5n, 2)).toBe('-0.05');
    expect(fromUnits(0n, 3)).toBe('0.000');
    expect(fromUnits(42n, 0)).toBe('42');
    expect(() => toUnits('12,5', 2)).toThrow(RangeError);
  });

  it('adds exactly where binary floating point does not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(addDecimals('0.1', '0.2')).toBe('0.3');
    // A thousand transactions of a cent and a tenth of a cent sum to the cent.
    expect(addDecimals(...Array.from({ length: 1000 }, () => '0.011'))).toBe('11.000');
    expect(addDecimals('9007199254740993.01', '0.01')).toBe('9007199254740993.02');
    expect(subtractDecimals('100.00', '0.01')).toBe('99.99');
    expect(subtractDecimals('0.01', '100')).toBe('-99.99');
    expect(negateDecimal('0.00')).toBe('0.00');
    expect(negateDecimal('-3.5')).toBe('3.5');
  });

  it('multiplies, rounds and compares exactly', () => {
    expect(multiplyDecimals('19.99', '0.15')).toBe('2.9985');
    expect(roundDecimal('2.9985', 2)).toBe('3.00');
    expect(roundDecimal('-2.994', 2)).toBe('-2.99');
    expect(compareDecimals('1.10', '1.1')).toBe(0);
    expect(compareDecimals('-1', '0.5')).toBe(-1);
    expect(compareDecimals('10.001', '10')).toBe(1);
  });
});

describe('formatMoney', () => {
  it("uses the currency's own fraction digits", () => {
    expect(currencyDigits('EUR')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(formatMoney('1234.5', 'EUR')).toBe('€1,234.50');
    expect(formatMoney('1234', 'JPY')).toBe('¥1,234');
    expect(formatMoney('-12.3', 'USD')).toBe('-$12.30');
  });

  it('keeps every digit it is given, beyond what a double holds', () => {
    expect(formatMoney('0.0125', 'EUR')).toBe('€0.0125');
    expect(formatMoney('12345678901234567.89', 'USD')).toBe('$12,345,678,901,234,567.89');
  });

  it('shows an unknown currency by its code and a malformed amount as a dash', () => {
    expect(formatMoney('5', 'XYZ1')).toBe('5.00 XYZ1');
    expect(formatMoney('abc', 'EUR')).toBe('—');
  });
});

describe('parseAmountInput', () => {
  it('reads what a user types as an amount', () => {
    expect(parseAmountInput(' 12.50 ')).toBe('12.50');
    expect(parseAmountInput('12,5')).toBe('12.5');
    expect(parseAmountInput('007')).toBe('7');
    expect(parseAmountInput('-3', true)).toBe('-3');
  });

  it('refuses exponents, signs and words (spec c: Incorrect amount)', () => {
    expect(parseAmountInput('1e3')).toBeNull();
    expect(parseAmountInput('-3')).toBeNull();
    expect(parseAmountInput('')).toBeNull();
    expect(parseAmountInput('12.')).toBeNull();
    expect(parseAmountInput('1.2.3')).toBeNull();
  });
});
