import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Print links (spec a section 7) are opened outside the console, with no identifier header: a
// print hash binds one record to one print session id instead. Parcels and pallets share the
// key, and the entity is part of what is signed, so a parcel's hash never opens a pallet's label
// with the same id. The key lives only as long as the process.

export type PrintHashEntity = 'parcel' | 'pallet';

const PRINT_KEY = randomBytes(32);

export function printHashOf(entity: PrintHashEntity, id: number, printSessionId: string): string {
  return createHmac('sha256', PRINT_KEY).update(`${entity}:${id}:${printSessionId}`).digest('hex');
}

/** Compares in constant time, so a print link cannot be guessed one character at a time. */
export function printHashMatches(
  entity: PrintHashEntity,
  id: number,
  printSessionId: string,
  given: string | undefined,
): boolean {
  const expected = Buffer.from(printHashOf(entity, id, printSessionId));
  const actual = Buffer.from(given ?? '');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
