// Text typed with the Russian (ЙЦУКЕН) keyboard layout switched on by mistake, read back as the
// keys pressed on a Latin (QWERTY) keyboard: 'врд' is what 'dhl' gives in that layout. Quick
// searches (services, barcode ranges, later screens) match the text as typed or as fixed.

const RUSSIAN = 'ёйцукенгшщзхъфывапролджэячсмитьбю';
const LATIN = "`qwertyuiop[]asdfghjkl;'zxcvbnm,.";

const TO_LATIN: ReadonlyMap<string, string> = new Map(
  [...RUSSIAN].flatMap((letter, index) => {
    const key = LATIN[index]!;
    const upperKey = /[a-z]/.test(key) ? key.toUpperCase() : key;
    return [
      [letter, key],
      [letter.toUpperCase(), upperKey],
    ];
  }),
);

/** The Latin keys behind text typed in the Russian layout; every other character is kept. */
export function latinFromRussianLayout(text: string): string {
  let fixed = '';
  for (const char of text) fixed += TO_LATIN.get(char) ?? char;
  return fixed;
}

/** Lower-cased forms a query may mean: as typed, and with the layout fixed when that differs. */
export function layoutVariants(query: string): string[] {
  const typed = query.trim().toLowerCase();
  const fixed = latinFromRussianLayout(typed);
  return fixed === typed ? [typed] : [typed, fixed];
}

/** Whether `text` contains `query`, as typed or typed in the wrong layout (case-insensitive). */
export function includesWithLayout(text: string, query: string): boolean {
  const haystack = text.toLowerCase();
  return layoutVariants(query).some((variant) => haystack.includes(variant));
}
