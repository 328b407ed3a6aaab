import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

// Passwords are stored as scrypt hashes, never in clear, even for demo data. Checking one runs
// scrypt on the thread pool (about 60 ms of CPU), never on the event loop.

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: string,
  length: number,
) => Promise<Buffer>;

/** For seeding and tests; a request handler must not hash synchronously. */
export function hashPassword(password: string, salt = randomBytes(16).toString('hex')): string {
  return `${salt}:${scryptSync(password, salt, 32).toString('hex')}`;
}

export async function hashPasswordAsync(
  password: string,
  salt = randomBytes(16).toString('hex'),
): Promise<string> {
  return `${salt}:${(await scryptAsync(password, salt, 32)).toString('hex')}`;
}

/** A hash no password matches: an unknown login costs the same time as a known one. */
const NOBODY = `nobody:${'0'.repeat(64)}`;

export async function verifyPassword(
  password: string,
  stored: string | undefined,
): Promise<boolean> {
  const [salt = '', hash = ''] = (stored ?? NOBODY).split(':');
  const expected = Buffer.from(hash, 'hex');
  const actual = await scryptAsync(password, salt, expected.length || 32);
  return (
    stored !== undefined && expected.length === actual.length && timingSafeEqual(expected, actual)
  );
}
