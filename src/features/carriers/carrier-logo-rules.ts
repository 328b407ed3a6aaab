// The carrier logo (spec c sections 3, 5 and 9: jpg, jpeg, png; decision 045). The size limit
// keeps the base64 body (4/3 of the file) well under the 1 MB the API reads per body.

export const CARRIER_LOGO_MAX_BYTES = 512 * 1024;
export const CARRIER_LOGO_EXTENSIONS = ['.jpg', '.jpeg', '.png'] as const;
export const CARRIER_LOGO_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';

export const LOGO_TYPE_MESSAGE = 'Only .jpg, .jpeg and .png files can be a logo.';
export const LOGO_SIZE_MESSAGE = 'The logo must be 512 KB or smaller.';
export const LOGO_CONTENT_MESSAGE = 'The file is not a JPEG or PNG image.';

export type CarrierLogoType = 'image/jpeg' | 'image/png';

type FileFacts = { name: string; type: string; size: number };

/** Why a file cannot be a logo, or null: its extension and its MIME type must both be allowed. */
export function carrierLogoFileError(file: FileFacts): string | null {
  const name = file.name.toLowerCase();
  const extensionOk = CARRIER_LOGO_EXTENSIONS.some((extension) => name.endsWith(extension));
  const typeOk = file.type === 'image/png' || file.type === 'image/jpeg';
  if (!extensionOk || !typeOk) return LOGO_TYPE_MESSAGE;
  return file.size > CARRIER_LOGO_MAX_BYTES ? LOGO_SIZE_MESSAGE : null;
}

/** The picture format its first bytes say (PNG signature, JPEG SOI marker), or null. */
export function sniffLogoType(bytes: Uint8Array): CarrierLogoType | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((byte, index) => bytes[index] === byte)) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/** Bytes as base64 (no data: prefix), in slices so a large file never overflows the call stack. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/**
 * What an img can show for a stored logo: a web address or an inline JPEG/PNG as is, bare
 * base64 as an inline picture of the format its first bytes name; anything else, nothing.
 */
export function carrierLogoSrc(logo: string | null | undefined): string | null {
  const value = logo?.trim() ?? '';
  if (!value) return null;
  if (/^https?:\/\//i.test(value)) return value;
  if (/^data:image\/(?:png|jpe?g);base64,/i.test(value)) return value;
  if (value.startsWith('iVBOR')) return `data:image/png;base64,${value}`;
  if (value.startsWith('/9j/')) return `data:image/jpeg;base64,${value}`;
  return null;
}
