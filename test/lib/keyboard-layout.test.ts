import { describe, expect, it } from 'vitest';
import { includesWithLayout, latinFromRussianLayout, layoutVariants } from '@/lib/keyboard-layout';

// The keyboard-layout fix: what was typed with the Russian layout on, read as the Latin keys.

describe('latinFromRussianLayout', () => {
  it('maps each key of the Russian layout to the Latin key in its place', () => {
    expect(latinFromRussianLayout('врд')).toBe('dhl');
    expect(latinFromRussianLayout('йцукенгшщзхъ')).toBe('qwertyuiop[]');
    expect(latinFromRussianLayout('фывапролджэ')).toBe("asdfghjkl;'");
    expect(latinFromRussianLayout('ячсмитьбю')).toBe('zxcvbnm,.');
    expect(latinFromRussianLayout('ё')).toBe('`');
  });

  it('keeps capitals as capitals and leaves everything else alone', () => {
    expect(latinFromRussianLayout('ВРД Учзкуыы')).toBe('DHL Express');
    expect(latinFromRussianLayout('UPS 12 - v2')).toBe('UPS 12 - v2');
    expect(latinFromRussianLayout('Б')).toBe(',');
  });
});

describe('matching with the layout fix', () => {
  it('offers the fixed text only when it differs', () => {
    expect(layoutVariants('  DHL ')).toEqual(['dhl']);
    expect(layoutVariants('Врд')).toEqual(['врд', 'dhl']);
  });

  it('finds a Latin name typed in either layout, ignoring case', () => {
    expect(includesWithLayout('DHL Express', 'dhl')).toBe(true);
    expect(includesWithLayout('DHL Express', 'врд')).toBe(true);
    expect(includesWithLayout('DHL Express', 'ВРД')).toBe(true);
    expect(includesWithLayout('DHL Express', 'ups')).toBe(false);
    expect(includesWithLayout('DHL Express', 'гзы')).toBe(false);
  });

  it('still finds Cyrillic text typed as it is', () => {
    expect(includesWithLayout('Почта России', 'почта')).toBe(true);
  });
});
