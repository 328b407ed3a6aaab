import { createHash } from 'node:crypto';
import QRCode from 'qrcode';

// The demo never runs real TOTP: one fixed code passes, so tests and demos need no authenticator
// app. The QR code still carries a well-formed otpauth URI, so a scanned code looks real.
export const DEMO_MFA_CODE = '123456';
export const MFA_ISSUER = 'ShippingAPI';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A stable RFC 4648 base32 secret per login (authenticator apps reject other alphabets). */
export function mfaSecretFor(login: string): string {
  const bytes = createHash('sha256').update(`mfa:${login}`).digest().subarray(0, 20);
  let bits = '';
  for (const byte of bytes) bits += byte.toString(2).padStart(8, '0');
  let secret = '';
  for (let i = 0; i + 5 <= bits.length; i += 5) secret += BASE32[parseInt(bits.slice(i, i + 5), 2)];
  return secret;
}

export function otpauthUri(login: string): string {
  const label = encodeURIComponent(`${MFA_ISSUER}:${login}`).replace('%3A', ':');
  return `otpauth://totp/${label}?secret=${mfaSecretFor(login)}&issuer=${MFA_ISSUER}`;
}

export function mfaQrCodeUrl(login: string): Promise<string> {
  return QRCode.toDataURL(otpauthUri(login), { margin: 1, width: 180 });
}
